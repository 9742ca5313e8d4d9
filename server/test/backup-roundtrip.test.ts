import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { writeBackup } from '../src/backup/create';
import { restoreBackup } from '../src/backup/restore';
import { createApp } from '../src/app';
import { connectDatabase, type Database } from '../src/db/client';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import { createLocalStorage } from '../src/storage/local';
import { ADMIN, PUBLIC_URL, adminAgent, createTestContext, setEventActive, testConfig, type TestContext } from './helpers/app';
import { emptyTargetDatabase, fileDigests, sequenceStates, singlePool, tableDigests } from './helpers/backup';
import { testPng } from './helpers/files';
import { listenWithRealtime, type ListeningApp } from './helpers/listening';
import { gatewayResponse, initiateDonation, postCallback, registrationForm, sandboxForms } from './helpers/payments';
import { pressSandboxButton, startStripeSandbox, type StripeSandboxServer } from './helpers/stripe';

let source: TestContext;
let listening: ListeningApp;
let server: http.Server;
let stripe: StripeSandboxServer;
let work: string;

beforeAll(async () => {
  stripe = await startStripeSandbox();
  source = await createTestContext({ STRIPE_API_BASE: stripe.apiBase });
  stripe.target.app = source.app;
  listening = await listenWithRealtime(source);
  server = listening.server;
  await setEventActive(source);
  work = mkdtempSync(path.join(os.tmpdir(), 'pageant-roundtrip-'));
}, 60_000);
afterAll(async () => {
  await listening.close();
  await source.close();
  await stripe.close();
  rmSync(work, { recursive: true, force: true });
});

const q = async (db: Database, sql: string, params: unknown[] = []) => (await db.pool.query(sql, params)).rows;

/** A season's worth of everything a backup must carry, made through the app as visitors and the admin make it. */
async function buildSite(): Promise<{ candidateId: string }> {
  const admin = await adminAgent(source);
  const [cand] = await q(
    source.database,
    `INSERT INTO candidates (name, image_url) VALUES ('Asha Rao', '/uploads/images/c.webp') RETURNING id`,
  );
  const candidateId = cand.id as string;

  // Rupee votes through the PayU sandbox; one of them refunded by the admin (an audit entry).
  const inr = async (votes: number, amount: number) => {
    const res = await request(server).post('/api/vote/initiate').send({ candidateId, votes, amount, voterEmail: 'fan@example.net' });
    expect(res.status).toBe(200);
    const page = await request(server).post('/sandbox/payu/_payment').type('form').send(res.body.paymentData);
    const success = sandboxForms(page.text)['Simulate success']!;
    await request(server).post(success.action).type('form').send(success.fields);
    await postCallback(source, success.fields);
    return success.fields.txnid!;
  };
  await inr(750, 37_500);
  const refunded = await inr(100, 10_000);
  const refund = await admin
    .post(`/api/admin/payments/${encodeURIComponent(refunded)}/refund`)
    .set('Origin', PUBLIC_URL)
    .send({ reason: 'Voter asked for her money back' });
  expect(refund.status).toBe(200);

  // A dollar vote through the Stripe sandbox (its webhook settles it).
  const usd = await request(source.app).post('/api/vote/initiate').send({ candidateId, votes: 1000, amount: 350, currency: 'USD' });
  expect(usd.status).toBe(200);
  await pressSandboxButton(usd.body.url, 'Simulate success');

  // A paid registration with photos.
  const reg = await request(source.app).post('/api/payment/registration').send(registrationForm());
  expect(reg.status).toBe(200);
  await postCallback(source, gatewayResponse(source, reg.body.payuData, 'success'));
  const [row] = await q(source.database, 'SELECT token FROM registrations WHERE id::text = $1', [reg.body.payuData.udf2]);
  let details = request(source.app).post('/api/payment/update-registration-details');
  const fields = {
    registrationId: row.token,
    address: '12 MG Road, Pune',
    height: '157cm',
    weight: '55 kg',
    hairColor: 'Black',
    skinColor: 'Wheatish',
    eyeColor: 'Brown',
  };
  for (const [k, v] of Object.entries(fields)) details = details.field(k, v as string);
  for (const [i, colour] of ['#FFAA00', '#2B0A3D', '#0A7D3D'].entries())
    details = details.attach('pictures', await testPng(colour), `p${i}.png`);
  const sent = await details;
  expect({ status: sent.status, body: sent.body }).toMatchObject({ status: 200, body: { success: true } });

  // A donation, and content with an image.
  const donation = await initiateDonation(source);
  await postCallback(source, gatewayResponse(source, donation.paymentData, 'success'));
  const testimonial = await admin
    .post('/api/testimonials')
    .set('Origin', PUBLIC_URL)
    .field('name', 'Ritu')
    .field('place', 'New Jersey')
    .field('text', 'A crown is a responsibility.')
    .attach('image', await testPng('#ffffff'), 't.png');
  expect(testimonial.status).toBe(201);
  return { candidateId };
}

describe('backup and restore round trip', () => {
  test('when a site is backed up and restored into a fresh database and folder, then every row and file is identical and the restored site works', async () => {
    const { candidateId } = await buildSite();
    const payments = await q(source.database, `SELECT currency, status FROM payments ORDER BY currency, status`);
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currency: 'USD', status: 'success' }),
        expect.objectContaining({ status: 'refunded' }),
      ]),
    );
    expect(Number((await q(source.database, 'SELECT count(*) FROM audit_log'))[0].count)).toBeGreaterThan(0);

    const file = path.join(work, 'site.tar.gz');
    const backup = await writeBackup({ pool: source.database.pool, uploadsDir: source.config.uploadsDir, outFile: file });
    expect(backup.manifest.uploads.length).toBeGreaterThanOrEqual(3);

    const target = await emptyTargetDatabase();
    const targetDir = mkdtempSync(path.join(work, 'target-'));
    const targetConfig = testConfig(target, targetDir);
    const pool = singlePool(target.url);
    try {
      await restoreBackup({ pool, file, uploadsDir: targetConfig.uploadsDir, workParent: targetDir, replace: false });
    } finally {
      await pool.end();
    }

    expect(await tableDigests(target.url)).toEqual(await tableDigests(source.database.url));
    expect(fileDigests(targetConfig.uploadsDir)).toEqual(fileDigests(source.config.uploadsDir));
    // identity columns and serials go on from where they stood (the audit log's seq, socket.io's attachments)
    expect(await sequenceStates(target.url)).toEqual(await sequenceStates(source.database.url));

    const database = connectDatabase(target.url, 5);
    const restored = createApp({
      config: targetConfig,
      database: { ...database },
      storage: createLocalStorage(targetConfig.uploadsDir),
      bus: new DomainBus(),
      logger: createLogger('silent'),
      serveSpa: false,
    });
    try {
      for (const url of ['/api/candidates/fetch', '/api/transparency', '/api/testimonials']) {
        const [a, b] = await Promise.all([request(source.app).get(url), request(restored.app).get(url)]);
        expect({ url, status: b.status, body: b.body }).toEqual({ url, status: a.status, body: a.body });
      }
      const login = await request(restored.app).post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
      expect(login.status).toBe(200);

      // A new paid vote on the restored site credits exactly once, its callback replayed.
      const before = Number((await q(database, 'SELECT vote_count FROM candidates WHERE id = $1', [candidateId]))[0].vote_count);
      const vote = await request(restored.app).post('/api/vote/initiate').send({ candidateId, votes: 5, amount: 500 });
      expect(vote.status).toBe(200);
      const answer = gatewayResponse({ config: targetConfig } as TestContext, vote.body.paymentData, 'success');
      await request(restored.app).post('/api/payment/callback').type('form').send(answer);
      await request(restored.app).post('/api/payment/callback').type('form').send(answer);
      expect(Number((await q(database, 'SELECT vote_count FROM candidates WHERE id = $1', [candidateId]))[0].vote_count)).toBe(before + 5);
      expect(
        await q(database, 'SELECT v.votes FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1', [
          vote.body.paymentData.txnid,
        ]),
      ).toEqual([{ votes: 5 }]);
    } finally {
      await restored.close();
      await database.close();
    }
  }, 120_000);
});
