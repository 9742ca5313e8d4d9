import { Router, type RequestHandler } from 'express';
import { voteInitiateSchema, voteLedgerQuerySchema, type VoteInitiateInput, type VoteLedgerQuery } from '@pageant/common/content/voting';
import { validate } from '../../http/validate';
import { drained, loginForExpiredBrowserSession } from '../../http/csv-download';
import { requireCapability } from '../../http/require-capability';
import type { VoteService } from './service';

/** Two mounts: the public /vote (initiate) and the admin /votes (ledger). */
export function voteRoutes(votes: VoteService, initiateLimit: RequestHandler): { vote: Router; ledger: Router } {
  const vote = Router();
  vote.post('/initiate', initiateLimit, validate({ body: voteInitiateSchema }), async (req, res) => {
    res.json(await votes.initiate(req.body as VoteInitiateInput));
  });

  const ledger = Router();
  ledger.get('/ledger', requireCapability('money'), validate({ query: voteLedgerQuerySchema }), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await votes.ledger(req.query as unknown as VoteLedgerQuery));
  });
  ledger.get('/ledger.csv', loginForExpiredBrowserSession, requireCapability('money'), async (_req, res) => {
    res.type('text/csv; charset=utf-8');
    res.attachment(`vote-ledger-${new Date().toISOString().slice(0, 10)}.csv`);
    res.setHeader('Cache-Control', 'no-store');
    // A BOM so Excel reads the UTF-8 names correctly.
    res.write('\uFEFF');
    await votes.exportLedgerCsv(async (chunk) => {
      if (res.destroyed) return false;
      if (!res.write(chunk)) await drained(res);
      return !res.destroyed;
    });
    res.end();
  });
  return { vote, ledger };
}
