import request from 'supertest';
import { COCKPIT_MSG } from '@pageant/common/content/cockpit';
import { adminAgent, adminTestContext, dbRows, setEventActive, type AdminAgent, type TestContext } from './helpers/app';
import { contestantOnVotingPage } from './helpers/contestant';
import { initiateCampaignVote } from './helpers/cockpit-votes';
import { stripeTestContext } from './helpers/stripe';

let ctx: TestContext;
let admin: AdminAgent;
let her: Awaited<ReturnType<typeof contestantOnVotingPage>>;
let other: Awaited<ReturnType<typeof contestantOnVotingPage>>;
beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
  await setEventActive(ctx);
  her = await contestantOnVotingPage(ctx, admin);
  other = await contestantOnVotingPage(ctx, admin, { fullName: 'Meera Iyer' });
});
afterAll(() => ctx.close());

const stored = async (txnid: string) =>
  (await dbRows(ctx, 'SELECT src, cheer, cheer_name, amount::text AS amount FROM payments WHERE txnid = $1', [txnid]))[0];
const paymentCount = async () => Number((await dbRows(ctx, 'SELECT count(*) FROM payments'))[0].count);

async function initiated(extra: Record<string, unknown>, candidateId = her.candidateId) {
  const res = await initiateCampaignVote(ctx, candidateId, extra);
  expect(res.status).toBe(200);
  return res.body.paymentData as Record<string, string>;
}

describe('POST /api/vote/initiate with her share link and a cheer (issue #30)', () => {
  test('when her own ref comes with src=whatsapp, then the payment stores whatsapp, the cheer and its name, trimmed', async () => {
    const data = await initiated({ ref: her.refCode, src: 'whatsapp', cheer: '  Go Asha!  ', cheerName: ' Ravi ' });
    expect(await stored(data.txnid!)).toEqual({ src: 'whatsapp', cheer: 'Go Asha!', cheer_name: 'Ravi', amount: '100.00' });
  });

  test('when the src is unknown, the ref is another contestant’s or missing, then the payment stores direct', async () => {
    expect((await stored((await initiated({ ref: her.refCode, src: 'tiktok' })).txnid!)).src).toBe('direct');
    expect((await stored((await initiated({ ref: other.refCode, src: 'whatsapp' })).txnid!)).src).toBe('direct');
    expect((await stored((await initiated({ src: 'whatsapp' })).txnid!)).src).toBe('direct');
    expect((await stored((await initiated({})).txnid!)).src).toBe('direct');
  });

  test('when an empty cheer and name are sent, then both are stored as null', async () => {
    const data = await initiated({ cheer: '   ', cheerName: '' });
    expect(await stored(data.txnid!)).toMatchObject({ cheer: null, cheer_name: null });
  });

  test('when the campaign fields are sent, then the price and every signed PayU field are those of the same vote without them', async () => {
    const plain = await initiated({});
    const campaign = await initiated({ ref: her.refCode, src: 'qr', cheer: 'You are the best', cheerName: 'Ravi' });
    const { txnid: _a, hash: _h1, ...plainFields } = plain;
    const { txnid: _b, hash: _h2, ...campaignFields } = campaign;
    expect(campaignFields).toEqual(plainFields);
    expect(campaign.amount).toBe('100.00');
    expect(Object.values(campaign).join('|')).not.toContain('You are the best');
  });

  test.each([
    ['a cheer over 140 characters', { cheer: 'x'.repeat(141) }, COCKPIT_MSG.cheerTooLong],
    // C0 controls are refused at the app's edge for every field, in its own words (input-hygiene.ts).
    [
      'a cheer with a bell character',
      { cheer: 'Go\u0007Asha' },
      '"cheer" contains a character that is not allowed (a control character or a broken Unicode sequence).',
    ],
    ['a cheer with a C1 control character', { cheer: 'Go\u0085Asha' }, COCKPIT_MSG.cheerPlainText],
    ['a cheer with a line separator', { cheer: 'Go\u2028Asha' }, COCKPIT_MSG.cheerPlainText],
    ['a cheer that is not text', { cheer: { $gt: '' } }, COCKPIT_MSG.cheerPlainText],
    ['a name over 40 characters', { cheer: 'Go', cheerName: 'n'.repeat(41) }, COCKPIT_MSG.cheerNameTooLong],
  ])('when %s is sent, then 400 with the rule’s message and nothing is stored', async (_what, extra, message) => {
    const before = await paymentCount();
    const res = await initiateCampaignVote(ctx, her.candidateId, extra);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await paymentCount()).toBe(before);
  });

  test('when a cheer is exactly 140 characters, then it is accepted', async () => {
    const data = await initiated({ cheer: 'y'.repeat(140) });
    expect((await stored(data.txnid!)).cheer).toHaveLength(140);
  });
});

describe('a dollar vote through Stripe with her share link', () => {
  test('when she is voted for in dollars with her ref and src=instagram and a cheer, then the payment stores them and the price is the dollar table’s', async () => {
    const { ctx: usd, sandbox } = await stripeTestContext();
    try {
      const usdAdmin = await adminAgent(usd);
      const she = await contestantOnVotingPage(usd, usdAdmin);
      const res = await request(usd.app).post('/api/vote/initiate').send({
        candidateId: she.candidateId,
        votes: 1000,
        amount: 350,
        currency: 'USD',
        ref: she.refCode,
        src: 'instagram',
        cheer: 'From Texas!',
      });
      expect(res.status).toBe(200);
      const [row] = await dbRows(usd, 'SELECT src, cheer, amount::text AS amount, currency FROM payments WHERE txnid = $1', [
        res.body.txnid,
      ]);
      expect(row).toEqual({ src: 'instagram', cheer: 'From Texas!', amount: '350.00', currency: 'USD' });
      expect(sandbox.requests.some((r) => r.startsWith('POST /v1/checkout/sessions'))).toBe(true);
    } finally {
      await usd.close();
    }
  });
});
