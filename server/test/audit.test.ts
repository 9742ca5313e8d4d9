// Over 350 lines: every audited admin action (38 action names, in 15 cases) against one app; split by action, each file would repeat the same admin set-up.
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { AUDIT_MSG } from '@pageant/common/content/audit';
import { auditLog } from '../src/db/schema';
import { isSafeAuditField, recordAudit, summarizeChanges } from '../src/modules/audit/record';
import { ADMIN, PUBLIC_URL, type TestContext, adminTestContext, type AdminAgent } from './helpers/app';
import { listRoutes } from './helpers/admin-routes';
import { testPng } from './helpers/files';
import { postCallback, sandboxForms } from './helpers/payments';

let ctx: TestContext, admin: AdminAgent, png: Buffer;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
beforeAll(async () => (png = await testPng()));
afterAll(() => ctx.close());

type Entry = typeof auditLog.$inferSelect;
const db = () => ctx.database.db;
const lastSeq = async (): Promise<number> =>
  (
    await db()
      .select({ n: sql<number>`coalesce(max(seq), 0)::int` })
      .from(auditLog)
  )[0]!.n;
const entriesAfter = (seq: number): Promise<Entry[]> =>
  db()
    .select()
    .from(auditLog)
    .where(sql`${auditLog.seq} > ${seq}`)
    .orderBy(auditLog.seq);
/** drizzle wraps the driver's error; the trigger's own words are in its cause. */
const refused = (query: Promise<unknown>) =>
  expect(query).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only/) } });

const as = (method: 'post' | 'put' | 'patch' | 'delete', path: string) => admin[method](path).set('Origin', PUBLIC_URL);
const body = <T>(res: request.Response): T => res.body as T;

// Things the table's requests act on, made through the API like an admin would.
const VIDEO = 'https://www.youtube.com/embed/q7Xk2LmN9pA';
const HEADER = { title: 'Season 10 Grand Finale', hostCountry: 'India', venue: 'Mumbai' };
async function newSponsor(): Promise<string> {
  await as('post', '/api/sponsor/upload')
    .field('alt', 'Aurum Jewellers')
    .field('href', 'https://aurum.example')
    .attach('logo', png, 'a.png');
  const list = body<{ data: { _id: string }[] }>(await request(ctx.app).get('/api/sponsor/logos')).data;
  return list.at(-1)!._id;
}
const newTestimonial = async () =>
  body<{ data: { _id: string } }>(
    await as('post', '/api/testimonials').field('name', 'Meera').field('place', 'Pune').field('text', 'Lovely.'),
  ).data._id;
async function newCsr(): Promise<string> {
  await as('post', '/api/csr/upload').field('alt', 'Meal drive').attach('images', png, 'a.png');
  return body<{ data: { _id: string }[] }>(await request(ctx.app).get('/api/csr/fetch')).data.at(-1)!._id;
}
const newBrand = async () => body<{ data: { _id: string } }>(await as('post', '/api/home-brands').attach('image', png, 'a.png')).data._id;
const newMember = async () =>
  body<{ member: { _id: string } }>(
    await as('post', '/api/team/directors').field('name', 'Ritu Rao').field('designation', 'Director').attach('main', png, 'a.png'),
  ).member._id;
const newMedia = async () =>
  body<{ item: { _id: string } }>(await as('post', '/api/media').send({ type: 'video', videoUrl: VIDEO, title: 'Walk' })).item._id;
const newCard = async () =>
  body<{ _id: string }>(await as('post', '/api/ngo-content').field('title', 'Meals').field('description', 'Hot meals.'))._id;
const newCandidate = async () =>
  body<{ candidate: { _id: string } }>(
    await as('post', '/api/candidates/create').field('name', 'Ananya Sharma').attach('image', png, 'a.png'),
  ).candidate._id;
const competition = (method: 'post' | 'put') =>
  as(method, '/api/competition-page').field('header', JSON.stringify(HEADER)).field('aboutVenue', 'By the sea.').field('sections', '[]');

interface Arranged {
  send: () => request.Test;
  /** The entry's target: exact, or a pattern when it is an id made during arrange. */
  target: string | RegExp;
  /** A piece the summary must contain. */
  summary?: string | RegExp;
}

/**
 * Every admin write route: what it must record. `route` is the method and path as Express knows it
 * (mount path + route path), so the enumeration test below can find a missing row. To add a route,
 * add a row: arrange makes what it acts on (its own entries are not counted) and returns the request.
 */
interface AuditedRoute {
  route: string;
  action: string;
  status?: number;
  arrange: () => Promise<Arranged>;
}

const ROUTES: AuditedRoute[] = [
  {
    route: 'POST /api/admin/login',
    action: 'auth.login',
    arrange: async () => ({
      send: () => request(ctx.app).post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN),
      target: ADMIN.username,
    }),
  },
  {
    route: 'POST /api/admin/logout',
    action: 'auth.logout',
    arrange: async () => {
      const other = request.agent(ctx.app);
      await other.post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
      return { send: () => other.post('/api/admin/logout').set('Origin', PUBLIC_URL), target: ADMIN.username };
    },
  },
  {
    route: 'POST /api/home-images/upload',
    action: 'home_image.create',
    arrange: async () => ({
      send: () => as('post', '/api/home-images/upload').field('type', 'home1').attach('file', png, 'a.png'),
      target: 'home1',
    }),
  },
  {
    route: 'DELETE /api/home-images/:type',
    action: 'home_image.delete',
    arrange: async () => {
      await as('post', '/api/home-images/upload').field('type', 'home2').attach('file', png, 'a.png');
      return { send: () => as('delete', '/api/home-images/home2'), target: 'home2' };
    },
  },
  {
    route: 'POST /api/home-brands',
    action: 'home_brand.create',
    status: 201,
    arrange: async () => ({ send: () => as('post', '/api/home-brands').attach('image', png, 'a.png'), target: /^[0-9a-f-]{36}$/ }),
  },
  {
    route: 'PUT /api/home-brands/:id',
    action: 'home_brand.update',
    arrange: async () => {
      const id = await newBrand();
      return { send: () => as('put', `/api/home-brands/${id}`).attach('image', png, 'a.png'), target: id, summary: 'image: replaced' };
    },
  },
  {
    route: 'DELETE /api/home-brands/:id',
    action: 'home_brand.delete',
    arrange: async () => {
      const id = await newBrand();
      return { send: () => as('delete', `/api/home-brands/${id}`), target: id };
    },
  },
  {
    route: 'POST /api/sponsor/upload',
    action: 'sponsor.create',
    status: 201,
    arrange: async () => ({
      send: () => as('post', '/api/sponsor/upload').field('alt', 'Saanjh').attach('logo', png, 'a.png'),
      target: /^[0-9a-f-]{36}$/,
      summary: "alt: 'Saanjh'",
    }),
  },
  {
    route: 'PUT /api/sponsor/update/:id',
    action: 'sponsor.update',
    arrange: async () => {
      const id = await newSponsor();
      return {
        send: () => as('put', `/api/sponsor/update/${id}`).field('alt', 'Aurum & Co.'),
        target: id,
        summary: "alt: 'Aurum Jewellers' -> 'Aurum & Co.'",
      };
    },
  },
  {
    route: 'DELETE /api/sponsor/delete/:id',
    action: 'sponsor.delete',
    arrange: async () => {
      const id = await newSponsor();
      return { send: () => as('delete', `/api/sponsor/delete/${id}`), target: id, summary: "alt: 'Aurum Jewellers'" };
    },
  },
  {
    route: 'POST /api/csr/upload',
    action: 'csr.upload',
    status: 201,
    arrange: async () => ({
      send: () => as('post', '/api/csr/upload').field('alt', 'Meal drive').attach('images', png, 'a.png').attach('images', png, 'b.png'),
      target: /^[0-9a-f-]{36} and 1 more$/,
      summary: '2 image(s)',
    }),
  },
  {
    route: 'DELETE /api/csr/delete/:id',
    action: 'csr.delete',
    arrange: async () => {
      const id = await newCsr();
      return { send: () => as('delete', `/api/csr/delete/${id}`), target: id };
    },
  },
  {
    route: 'POST /api/testimonials',
    action: 'testimonial.create',
    status: 201,
    arrange: async () => ({
      send: () => as('post', '/api/testimonials').field('name', 'Kavya').field('text', 'A dream.'),
      target: /^[0-9a-f-]{36}$/,
      summary: "name: 'Kavya'",
    }),
  },
  {
    route: 'PUT /api/testimonials/:id',
    action: 'testimonial.update',
    arrange: async () => {
      const id = await newTestimonial();
      return {
        send: () => as('put', `/api/testimonials/${id}`).field('name', 'Meera K.').field('place', 'Pune').field('text', 'Lovely.'),
        target: id,
        summary: "name: 'Meera' -> 'Meera K.'",
      };
    },
  },
  {
    route: 'DELETE /api/testimonials/:id',
    action: 'testimonial.delete',
    arrange: async () => {
      const id = await newTestimonial();
      return { send: () => as('delete', `/api/testimonials/${id}`), target: id, summary: "name: 'Meera'" };
    },
  },
  {
    route: 'POST /api/team/:type',
    action: 'team.create',
    status: 201,
    arrange: async () => ({
      send: () => as('post', '/api/team/coreteam').field('name', 'Isha').field('designation', 'Coordinator').attach('main', png, 'a.png'),
      target: /^[0-9a-f-]{36}$/,
      summary: "name: 'Isha'",
    }),
  },
  {
    route: 'PUT /api/team/:type/:id',
    action: 'team.update',
    arrange: async () => {
      const id = await newMember();
      return {
        send: () => as('put', `/api/team/coreteam/${id}`).field('name', 'Ritu Rao').field('designation', 'Head'),
        target: id,
        summary: "designation: 'Director' -> 'Head', type: 'directors' -> 'coreteam'",
      };
    },
  },
  {
    route: 'DELETE /api/team/:id',
    action: 'team.delete',
    arrange: async () => {
      const id = await newMember();
      return { send: () => as('delete', `/api/team/${id}`), target: id, summary: "name: 'Ritu Rao'" };
    },
  },
  {
    route: 'POST /api/media',
    action: 'media.create',
    status: 201,
    arrange: async () => ({
      send: () => as('post', '/api/media').send({ type: 'video', videoUrl: VIDEO, title: 'Ramp' }),
      target: /^[0-9a-f-]{36}$/,
    }),
  },
  {
    route: 'PUT /api/media/reorder',
    action: 'media.reorder',
    arrange: async () => {
      const [a, b] = [await newMedia(), await newMedia()];
      const order = [
        { id: a, order: 1 },
        { id: b, order: 0 },
      ];
      return {
        send: () => as('put', '/api/media/reorder').send({ type: 'video', order }),
        target: 'video',
        summary: '2 item(s) reordered',
      };
    },
  },
  {
    route: 'PUT /api/media/:id',
    action: 'media.update',
    arrange: async () => {
      const id = await newMedia();
      return { send: () => as('put', `/api/media/${id}`).send({ title: 'Runway' }), target: id, summary: "title: 'Walk' -> 'Runway'" };
    },
  },
  {
    route: 'DELETE /api/media/:id',
    action: 'media.delete',
    arrange: async () => {
      const id = await newMedia();
      return { send: () => as('delete', `/api/media/${id}`), target: id };
    },
  },
  {
    route: 'POST /api/ngo-content',
    action: 'ngo.create',
    status: 201,
    arrange: async () => ({
      send: () => as('post', '/api/ngo-content').field('title', 'Books').field('description', 'For schools.'),
      target: /^[0-9a-f-]{36}$/,
      summary: "title: 'Books'",
    }),
  },
  {
    route: 'PATCH /api/ngo-content',
    action: 'ngo.reorder',
    arrange: async () => {
      await newCard();
      const ids = body<{ _id: string }[]>(await request(ctx.app).get('/api/ngo-content')).map((c) => c._id);
      return { send: () => as('patch', '/api/ngo-content').send({ orderedIds: [...ids].reverse() }), target: 'ngo cards' };
    },
  },
  {
    route: 'PUT /api/ngo-content/:id',
    action: 'ngo.update',
    arrange: async () => {
      const id = await newCard();
      return {
        send: () => as('put', `/api/ngo-content/${id}`).field('title', 'Warm meals').field('description', 'Hot meals.'),
        target: id,
        summary: "title: 'Meals' -> 'Warm meals'",
      };
    },
  },
  {
    route: 'DELETE /api/ngo-content/:id',
    action: 'ngo.delete',
    arrange: async () => {
      const id = await newCard();
      return { send: () => as('delete', `/api/ngo-content/${id}`), target: id, summary: "title: 'Meals'" };
    },
  },
  {
    route: 'POST /api/competition-page',
    action: 'competition_page.create',
    status: 201,
    arrange: async () => ({ send: () => competition('post'), target: 'competition page', summary: "title: 'Season 10 Grand Finale'" }),
  },
  {
    route: 'PUT /api/competition-page',
    action: 'competition_page.update',
    arrange: async () => ({
      send: () =>
        as('put', '/api/competition-page')
          .field('header', JSON.stringify({ ...HEADER, venue: 'Jio World Centre' }))
          .field('sections', '[]'),
      target: 'competition page',
      summary: "venue: 'Mumbai' -> 'Jio World Centre', aboutVenue changed",
    }),
  },
  {
    route: 'DELETE /api/competition-page',
    action: 'competition_page.delete',
    arrange: async () => ({ send: () => as('delete', '/api/competition-page'), target: 'competition page' }),
  },
  {
    route: 'POST /api/candidates/create',
    action: 'candidate.create',
    status: 201,
    arrange: async () => ({
      send: () => as('post', '/api/candidates/create').field('name', 'Diya Patel').attach('image', png, 'a.png'),
      target: /^[0-9a-f-]{36}$/,
      summary: "name: 'Diya Patel', image: new file",
    }),
  },
  {
    route: 'PUT /api/candidates/update/:id',
    action: 'candidate.update',
    arrange: async () => {
      const id = await newCandidate();
      return {
        send: () => as('put', `/api/candidates/update/${id}`).field('name', 'Ananya S.').attach('image', png, 'a.png'),
        target: id,
        summary: "name: 'Ananya Sharma' -> 'Ananya S.', image: replaced",
      };
    },
  },
  {
    route: 'DELETE /api/candidates/delete/:id',
    action: 'candidate.delete',
    arrange: async () => {
      const id = await newCandidate();
      return { send: () => as('delete', `/api/candidates/delete/${id}`), target: id, summary: "name: 'Ananya Sharma', voteCount: 0" };
    },
  },
  {
    route: 'POST /api/admin/payments/reconcile',
    action: 'payments.reconcile',
    arrange: async () => ({ send: () => as('post', '/api/admin/payments/reconcile'), target: 'stale payments', summary: 'checked: 0' }),
  },
  {
    route: 'PUT /api/admin/csr/targets',
    action: 'csr_targets.update',
    arrange: async () => ({
      send: () => as('put', '/api/admin/csr/targets').send({ default: { INR: 30000, USD: 400 }, overrides: [] }),
      target: 'CSR targets',
    }),
  },
  {
    route: 'POST /api/admin/payments/:txnid/refund',
    action: 'payments.refund',
    arrange: async () => {
      const txnid = await paidVote();
      return {
        send: () => as('post', `/api/admin/payments/${txnid}/refund`).send({ reason: 'Voter asked for her money back' }),
        target: txnid,
        summary: "status: 'success' -> 'refunded'",
      };
    },
  },
  {
    route: 'PATCH /api/event/status',
    action: 'event.toggle',
    arrange: async () => ({ send: () => as('patch', '/api/event/status').send({ isActive: true }), target: 'event' }),
  },
  {
    route: 'POST /api/event/toggle',
    action: 'event.toggle',
    arrange: async () => ({ send: () => as('post', '/api/event/toggle').send({ isActive: false }), target: 'event' }),
  },
  {
    route: 'PUT /api/event/schedule',
    action: 'event.schedule',
    arrange: async () => ({
      send: () =>
        as('put', '/api/event/schedule').send({
          opensAt: null,
          closesAt: null,
          hideCountsFrom: new Date(Date.now() - 60_000).toISOString(),
        }),
      target: 'event',
      summary: 'hideCountsFrom',
    }),
  },
  {
    route: 'POST /api/event/reveal',
    action: 'event.reveal',
    arrange: async () => ({ send: () => as('post', '/api/event/reveal'), target: 'event', summary: 'revealedAt' }),
  },
  {
    route: 'PUT /api/admin/season',
    action: 'season.update',
    arrange: async () => ({
      send: () =>
        as('put', '/api/admin/season').send({
          finale: { at: '2027-02-12T13:30:00Z', venue: 'Mumbai' },
          registration: { opensAt: null, closesAt: null },
          auditions: [],
        }),
      target: 'season calendar',
      summary: "finaleVenue: (none) -> 'Mumbai'",
    }),
  },
];

/** A vote paid on the sandbox's checkout (so the sandbox can refund it) and confirmed by our callback: its txnid. */
async function paidVote(): Promise<string> {
  const candidateId = await newCandidate();
  const init = await request(ctx.app).post('/api/vote/initiate').send({ candidateId, votes: 1, amount: 100 });
  if (init.status !== 200) {
    // The switch may be off in this file's order of rows: votes need it on.
    await as('patch', '/api/event/status').send({ isActive: true });
    return paidVote();
  }
  const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(init.body.paymentData);
  const success = sandboxForms(page.text)['Simulate success']!;
  await request(ctx.app).post(success.action).type('form').send(success.fields);
  await postCallback(ctx, success.fields);
  return init.body.paymentData.txnid as string;
}

/**
 * Admin write routes recorded by a test of their own instead of a row here: the contestant
 * pipeline's moves need a paid registration with photos (registration-pipeline*.test.ts check one
 * entry per move, with no personal data); a backup taken now writes a whole archive
 * (backup-admin.test.ts checks its entry and the download's).
 */
const RECORDED_ELSEWHERE = new Set<string>([
  'PATCH /api/admin/registrations/:id/stage',
  'POST /api/admin/registrations/:id/candidate',
  'POST /api/admin/backups',
  // admin-cheers.test.ts checks its entry (cheer.hide / cheer.show) and that no voter contact is in it.
  'PATCH /api/admin/cheers/:id',
  // Issue #34: second-factor-*.test.ts check these entries (auth.login naming the factor,
  // auth.second_factor_failed, auth.totp_enabled/removed, auth.recovery_codes_renewed,
  // auth.passkey_added/removed, auth.security_policy); the options and setup routes change only her session.
  'POST /api/admin/login/code',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/login/passkey',
  'POST /api/admin/account/totp/setup',
  'POST /api/admin/account/totp/confirm',
  'DELETE /api/admin/account/totp',
  'POST /api/admin/account/recovery-codes',
  'POST /api/admin/account/passkeys/options',
  'POST /api/admin/account/passkeys',
  'DELETE /api/admin/account/passkeys/:id',
  'PUT /api/admin/security-policy',
  // Issue #34: admin-account.test.ts checks these (auth.session_ended, auth.password_changed naming her, no password).
  'DELETE /api/admin/account/sessions/:id',
  'POST /api/admin/account/password',
  // Issue #34: admin-users.test.ts checks these (admin.invite without the token, admin.invitation_accepted,
  // admin.role_change and admin.disable naming the acting admin and the target). The invitee's address is
  // her username, so it is in her entries as it is in every entry she makes.
  'POST /api/admin/users',
  'PATCH /api/admin/users/:id',
  'POST /api/admin/invitations/accept',
]);

/** Never in an entry: the admin's password, an e-mail address, a phone number. */
const PERSONAL = [/@[\w-]+\.[\w.]+/u, /\d{10}/u];

describe('every admin write route records exactly one entry', () => {
  test.each(ROUTES.map((r) => [r.route, r] as const))('%s', async (_name, row) => {
    const arranged = await row.arrange();
    const before = await lastSeq();
    const res = await arranged.send();
    expect(res.status).toBe(row.status ?? 200);

    const entries = await entriesAfter(before);
    expect(entries).toHaveLength(1);
    const [entry] = entries as [Entry];
    expect(entry.action).toBe(row.action);
    expect(entry.actor).toBe(ADMIN.username);
    expect(entry.ip).toMatch(/^[\d.:a-f]+$/u);
    if (typeof arranged.target === 'string') expect(entry.target).toBe(arranged.target);
    else expect(entry.target).toMatch(arranged.target);
    if (arranged.summary) expect(entry.summary).toEqual(expect.stringContaining(String(arranged.summary)));
    const all = JSON.stringify(entry);
    expect(all).not.toContain(ADMIN.password);
    // Ids (uuids, and txnids: T + 20 random hex) can hold ten digits in a row; what people read is checked without them.
    const readable = [entry.actor, entry.target, entry.summary]
      .join(' ')
      .replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/gu, '')
      .replace(/\bT[0-9a-f]{20}\b/gu, '');
    for (const pattern of PERSONAL) expect(readable).not.toMatch(pattern);
  });

  /** Every write route behind a capability guard, and every write under /api/admin (the login included). */
  function adminWriteRoutes(app: Express): string[] {
    return listRoutes(app)
      .filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && (r.capability || r.path.startsWith('/api/admin/')))
      .map((r) => `${r.method} ${r.path}`);
  }

  test('when a new admin write route is added, then it must have a row in this table', () => {
    const routes = adminWriteRoutes(ctx.app);
    // The walk itself works: it sees routes we know are there.
    expect(routes).toEqual(expect.arrayContaining(['POST /api/candidates/create', 'DELETE /api/team/:id', 'POST /api/admin/logout']));
    const covered = new Set([...ROUTES.map((r) => r.route), ...RECORDED_ELSEWHERE]);
    expect(routes.filter((r) => !covered.has(r) && r !== 'POST /api/admin/login')).toEqual([]);
    // And no row names a route that no longer exists.
    expect(ROUTES.map((r) => r.route).filter((r) => !routes.includes(r) && r !== 'POST /api/admin/login')).toEqual([]);
  });
});

describe('logins', () => {
  test('when a login fails, then the typed username is recorded and the password is not', async () => {
    const before = await lastSeq();
    const guess = 'hunter2-not-the-password';
    const res = await request(ctx.app).post('/api/admin/login').set('Origin', PUBLIC_URL).send({ username: 'Admin\n', password: guess });
    expect(res.status).toBe(401);
    const entries = await entriesAfter(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'auth.login_failed',
      actor: 'Admin',
      target: 'Admin',
      summary: 'wrong username or password',
    });
    expect(JSON.stringify(entries)).not.toContain(guess);
  });

  test('when someone types a very long username, then the entry keeps a clipped copy', async () => {
    const before = await lastSeq();
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .set('Origin', PUBLIC_URL)
      .send({ username: 'x'.repeat(64), password: 'nope' });
    expect(res.status).toBe(401);
    const [entry] = await entriesAfter(before);
    expect(entry!.actor.length).toBeLessThanOrEqual(64);
  });
});

describe('reading personal data', () => {
  test('when an admin exports the registrations, then the export is recorded, but not what was searched', async () => {
    const before = await lastSeq();
    const res = await admin.get('/api/details/export.csv').query({ search: 'priya@example.in', status: 'success' });
    expect(res.status).toBe(200);
    const entries = await entriesAfter(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'registration.export', actor: ADMIN.username, summary: 'status: success, with a search' });
    expect(JSON.stringify(entries)).not.toContain('priya');
  });
});

describe('the audit table', () => {
  test('when anything tries to change or remove an entry, then the database refuses', async () => {
    await recordAudit(db(), { actor: 'admin', action: 'test.write', target: 'x', ip: '127.0.0.1', summary: "name: 'A' -> 'B'" });
    const before = await lastSeq();
    await refused(db().execute(sql`update audit_log set summary = 'rewritten'`));
    await refused(db().execute(sql`delete from audit_log`));
    await refused(db().execute(sql`truncate audit_log`));
    expect(await lastSeq()).toBe(before);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.seq} = ${before}`);
    expect(row).toMatchObject({ actor: 'admin', action: 'test.write', target: 'x', ip: '127.0.0.1', summary: "name: 'A' -> 'B'" });
  });

  test('when the API is asked to change or delete entries, then there is no such route', async () => {
    const before = await lastSeq();
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await as(method, '/api/admin/audit').send({});
      expect(res.status).toBe(404);
    }
    expect(await lastSeq()).toBe(before);
  });

  test('when a change fails after its entry was written, then the entry rolls back with it', async () => {
    const before = await lastSeq();
    await expect(
      db().transaction(async (tx) => {
        await recordAudit(tx, { actor: 'admin', action: 'test.rollback', target: 'x', ip: null, summary: '' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await lastSeq()).toBe(before);
  });

  test('when the entry cannot be written, then the change is not made either', async () => {
    const id = await newSponsor();
    // A constraint only this test adds makes the audit insert of a sponsor update fail.
    await db().execute(sql`alter table audit_log add constraint audit_test_refuse check (action <> 'sponsor.update') not valid`);
    try {
      const res = await as('put', `/api/sponsor/update/${id}`).field('alt', 'Renamed');
      expect(res.status).toBe(500);
    } finally {
      await db().execute(sql`alter table audit_log drop constraint audit_test_refuse`);
    }
    const list = body<{ data: { _id: string; alt: string }[] }>(await request(ctx.app).get('/api/sponsor/logos')).data;
    expect(list.find((l) => l._id === id)?.alt).toBe('Aurum Jewellers');
  });
});

describe('GET /api/admin/audit', () => {
  const page = (query: Record<string, string | number>) => admin.get('/api/admin/audit').query(query);

  beforeAll(async () => {
    for (let i = 0; i < 7; i++) {
      await recordAudit(db(), {
        actor: 'paging-tester',
        action: i % 2 ? 'paging.even' : 'paging.odd',
        target: `t${i}`,
        ip: null,
        summary: `#${i}`,
      });
    }
  });

  test("when filtered by actor, then only that admin's entries come, newest first, in pages", async () => {
    const first = await page({ actor: 'paging-tester', limit: 3 });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.page).toBe(1);
    expect(first.body.totalPages).toBe(3);
    expect(first.body.entries.map((e: { target: string }) => e.target)).toEqual(['t6', 't5', 't4']);
    expect(Object.keys(first.body.entries[0]).sort()).toEqual(['_id', 'action', 'actor', 'at', 'ip', 'summary', 'target']);
    const last = await page({ actor: 'paging-tester', limit: 3, page: 3 });
    expect(last.body.entries.map((e: { target: string }) => e.target)).toEqual(['t0']);
    const beyond = await page({ actor: 'paging-tester', limit: 3, page: 9 });
    expect(beyond.body).toEqual({ entries: [], page: 9, totalPages: 3 });
  });

  test('when filtered by an action or by its area, then only those entries come', async () => {
    const exact = await page({ actor: 'paging-tester', action: 'paging.even' });
    expect(exact.body.entries.map((e: { target: string }) => e.target)).toEqual(['t5', 't3', 't1']);
    const area = await page({ action: 'paging' });
    expect(area.body.entries).toHaveLength(7);
    const none = await page({ action: 'paging.nothing' });
    expect(none.body).toEqual({ entries: [], page: 1, totalPages: 0 });
    // A LIKE wildcard in the filter is a plain character.
    expect((await page({ action: 'pag%' })).body.entries).toHaveLength(0);
  });

  test('when the filters are bad, then 400 with a clear message', async () => {
    const bad = await page({ page: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(AUDIT_MSG.badPage);
    const big = await page({ limit: 1000 });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain(AUDIT_MSG.badLimit);
    expect((await page({ actor: 'x'.repeat(65) })).status).toBe(400);
  });

  test('when nobody is signed in, then the log and its filters answer 401', async () => {
    expect((await request(ctx.app).get('/api/admin/audit')).status).toBe(401);
    expect((await request(ctx.app).get('/api/admin/audit/filters')).status).toBe(401);
  });

  test('the filters list the recorded actions and the admins, not names tried by failed logins', async () => {
    const res = await admin.get('/api/admin/audit/filters');
    expect(res.status).toBe(200);
    expect(res.body.actions).toEqual(expect.arrayContaining(['paging.even', 'paging.odd', 'auth.login']));
    expect(res.body.actors).toEqual(expect.arrayContaining(['admin', 'paging-tester']));
    expect(res.body.actors).not.toContain('Admin');
  });
});

describe('summarizeChanges', () => {
  test('names only allowlisted fields that changed, and never a password or contact detail', () => {
    const before = { name: 'A', order: 1, email: 'a@x.in', password: 'p', note: 'same' };
    const after = { name: 'B', order: 2, email: 'b@x.in', password: 'q', note: 'same' };
    expect(summarizeChanges(before, after, ['name', 'order', 'email', 'password', 'note'])).toBe("name: 'A' -> 'B', order: 1 -> 2");
    expect(summarizeChanges(null, after, ['name', 'phone'])).toBe("name: 'B'");
    expect(summarizeChanges(after, null, ['name', 'dateOfBirth', 'address'])).toBe("name: 'B'");
  });

  test('judges field names by their words: contact details and body measurements out, harmless look-alikes in', () => {
    for (const field of [
      'contactNumber',
      'whatsappNumber',
      'email',
      'e_mail',
      'passwordHash',
      'dateOfBirth',
      'hairColor',
      'height',
      'apiKey',
    ])
      expect([field, isSafeAuditField(field)]).toEqual([field, false]);
    for (const field of ['name', 'company', 'capacity', 'title', 'voteCount', 'designation', 'href', 'alt'])
      expect([field, isSafeAuditField(field)]).toEqual([field, true]);
  });
});
