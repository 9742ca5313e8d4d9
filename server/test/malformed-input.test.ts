// Over 350 lines: one table of every route with the malformed bodies, queries and multipart cases each must refuse; the table is the point and reads best whole.
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { adminAgent, createTestContext, PUBLIC_URL, type TestContext } from './helpers/app';
import { testPng } from './helpers/files';

/**
 * The malformed-input corpus (issue #12): every route of DESIGN §4 gets generated bad requests,
 * each from an admin session where the route needs one (so input reaches validation). Whatever
 * arrives, the answer is never a 5xx, errors are the JSON of DESIGN §4 with no stack or SQL, and
 * nothing is stored: every table's content and the uploads folder are the same before and after.
 */

type Kind = 'json' | 'multipart' | 'none';
interface RouteSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** `:id` and `:type` are filled with real values for body mutations and with bad ones for path mutations. */
  path: string;
  admin: boolean;
  kind: Kind;
  /** A plausible body: each mutation replaces one field with a bad value. */
  body?: Record<string, unknown>;
  /** File fields a multipart form carries (a valid PNG each). */
  files?: string[];
  query?: Record<string, string>;
  /** Would act on a valid request with no input to spoil (logout, deleting the one page): sent without a session. */
  neverAsAdmin?: boolean;
}

const ID = '00000000-0000-4000-8000-000000000000';

/** The details step, served at two paths (DESIGN §4: submit is an alias). */
const DETAILS_FORM: RouteSpec = {
  method: 'post',
  path: '',
  admin: false,
  kind: 'multipart',
  files: ['pictures', 'pictures', 'pictures'],
  body: {
    registrationId: 'abcdefabcdefabcdef',
    address: '12 Marine Drive',
    height: '5ft 6in',
    weight: '55',
    hairColor: 'Black',
    skinColor: 'Wheatish',
    eyeColor: 'Brown',
  },
};

/** The competition page's create and update take the same form. */
const COMPETITION_FORM: RouteSpec = {
  method: 'post',
  path: '/api/competition-page',
  admin: true,
  kind: 'multipart',
  files: ['section_0'],
  body: {
    header: JSON.stringify({ title: 'Finale' }),
    aboutVenue: JSON.stringify({ title: 'Venue' }),
    sections: JSON.stringify([{ type: 'text', title: 'About' }]),
    removedImages: '[]',
  },
};

const ROUTES: RouteSpec[] = [
  { method: 'get', path: '/api/healthz', admin: false, kind: 'none' },
  { method: 'get', path: '/api/event/status', admin: false, kind: 'none' },
  { method: 'post', path: '/api/event/toggle', admin: true, kind: 'json', body: { isActive: false } },
  { method: 'patch', path: '/api/event/status', admin: true, kind: 'json', body: { isActive: false } },
  {
    method: 'post',
    path: '/api/payment/registration',
    admin: false,
    kind: 'json',
    body: {
      fullName: 'Asha Rao',
      age: '27',
      email: 'asha@example.com',
      education: 'MBA',
      category: 'Miss',
      contactNumber: '9876543210',
      whatsappNumber: '9876543210',
      agreeToTerms: true,
    },
  },
  { method: 'get', path: '/api/payment/get-registration', admin: false, kind: 'none', query: { id: 'abcdefabcdefabcdef' } },
  ...['/api/payment/update-registration-details', '/api/details/submit'].map((path): RouteSpec => ({ ...DETAILS_FORM, path })),
  { method: 'get', path: '/api/details/all', admin: true, kind: 'none', query: { page: '1', limit: '10', search: 'asha', status: 'paid' } },
  { method: 'get', path: '/api/details/export.csv', admin: true, kind: 'none', query: { search: 'asha', status: 'paid' } },
  {
    method: 'post',
    path: '/api/payment/callback',
    admin: false,
    kind: 'json',
    body: { txnid: 'T1', status: 'success', amount: '100.00', hash: 'ab' },
  },
  {
    method: 'post',
    path: '/api/payment/webhook',
    admin: false,
    kind: 'json',
    body: { txnid: 'T1', status: 'success', amount: '100.00', hash: 'ab' },
  },
  { method: 'post', path: '/api/admin/login', admin: false, kind: 'json', body: { username: 'admin', password: 'wrong password' } },
  { method: 'get', path: '/api/admin/check', admin: true, kind: 'none' },
  { method: 'post', path: '/api/admin/logout', admin: false, kind: 'json', neverAsAdmin: true, body: {} },
  { method: 'post', path: '/api/admin/payments/reconcile', admin: false, kind: 'json', neverAsAdmin: true, body: {} },
  { method: 'get', path: '/api/candidates/fetch', admin: false, kind: 'none', query: { page: '1', limit: '10', search: 'a' } },
  { method: 'get', path: '/api/candidates/fetchbyid/:id', admin: false, kind: 'none' },
  { method: 'post', path: '/api/candidates/create', admin: true, kind: 'multipart', files: ['image'], body: { name: 'New Contestant' } },
  { method: 'put', path: '/api/candidates/update/:id', admin: true, kind: 'multipart', files: ['image'], body: { name: 'Renamed' } },
  { method: 'delete', path: '/api/candidates/delete/:id', admin: true, kind: 'none' },
  {
    method: 'post',
    path: '/api/vote/initiate',
    admin: false,
    kind: 'json',
    body: { candidateId: ID, votes: 10, amount: 1000, voterName: 'Ravi', voterEmail: 'ravi@example.com', voterPhone: '9876543210' },
  },
  { method: 'get', path: '/api/votes/ledger', admin: true, kind: 'none', query: { page: '1', limit: '10' } },
  {
    method: 'post',
    path: '/api/donation/initiate',
    admin: false,
    kind: 'json',
    body: { amount: 500, mode: 'once', donorName: 'Meera', donorEmail: 'meera@example.com', donorPhone: '9876543210' },
  },
  { method: 'get', path: '/api/media', admin: false, kind: 'none' },
  { method: 'get', path: '/api/media/:type', admin: false, kind: 'none' },
  {
    method: 'post',
    path: '/api/media',
    admin: true,
    kind: 'multipart',
    files: ['image'],
    body: { title: 'Gala', type: 'imageGallery', alt: 'Gala night' },
  },
  { method: 'put', path: '/api/media/reorder', admin: true, kind: 'json', body: { type: 'imageGallery', order: [{ id: ID, order: 1 }] } },
  { method: 'put', path: '/api/media/:id', admin: true, kind: 'multipart', files: ['image'], body: { title: 'Gala', alt: 'Gala night' } },
  { method: 'delete', path: '/api/media/:id', admin: true, kind: 'none' },
  { method: 'get', path: '/api/team', admin: false, kind: 'none' },
  { method: 'get', path: '/api/team/:type', admin: false, kind: 'none' },
  {
    method: 'post',
    path: '/api/team/:type',
    admin: true,
    kind: 'multipart',
    files: ['main', 'knowMore'],
    body: { name: 'Priya', designation: 'Director' },
  },
  {
    method: 'put',
    path: '/api/team/:type/:id',
    admin: true,
    kind: 'multipart',
    files: ['main'],
    body: { name: 'Priya', designation: 'Director' },
  },
  { method: 'delete', path: '/api/team/:id', admin: true, kind: 'none' },
  { method: 'get', path: '/api/competition-page', admin: false, kind: 'none' },
  ...(['post', 'put'] as const).map((method): RouteSpec => ({ ...COMPETITION_FORM, method })),
  { method: 'delete', path: '/api/competition-page', admin: false, kind: 'none', neverAsAdmin: true },
  { method: 'get', path: '/api/sponsor/logos', admin: false, kind: 'none' },
  {
    method: 'post',
    path: '/api/sponsor/upload',
    admin: true,
    kind: 'multipart',
    files: ['logo'],
    body: { alt: 'Sponsor', href: 'https://example.com' },
  },
  {
    method: 'put',
    path: '/api/sponsor/update/:id',
    admin: true,
    kind: 'multipart',
    files: ['logo'],
    body: { alt: 'Sponsor', href: 'https://example.com' },
  },
  { method: 'delete', path: '/api/sponsor/delete/:id', admin: true, kind: 'none' },
  { method: 'get', path: '/api/csr/fetch', admin: false, kind: 'none' },
  {
    method: 'post',
    path: '/api/csr/upload',
    admin: true,
    kind: 'multipart',
    files: ['images', 'images'],
    body: { alt: 'CSR drive', href: 'https://example.com' },
  },
  { method: 'delete', path: '/api/csr/delete/:id', admin: true, kind: 'none' },
  { method: 'get', path: '/api/home-images', admin: false, kind: 'none' },
  { method: 'post', path: '/api/home-images/upload', admin: true, kind: 'multipart', files: ['file'], body: { type: 'home1' } },
  { method: 'delete', path: '/api/home-images/:type', admin: true, kind: 'none' },
  { method: 'get', path: '/api/home-brands', admin: false, kind: 'none' },
  { method: 'post', path: '/api/home-brands', admin: true, kind: 'multipart', files: ['image'], body: { note: 'brand' } },
  { method: 'put', path: '/api/home-brands/:id', admin: true, kind: 'multipart', files: ['image'], body: { note: 'brand' } },
  { method: 'delete', path: '/api/home-brands/:id', admin: true, kind: 'none' },
  { method: 'get', path: '/api/testimonials', admin: false, kind: 'none' },
  {
    method: 'post',
    path: '/api/testimonials',
    admin: true,
    kind: 'multipart',
    files: ['image'],
    body: { name: 'Kavya', place: 'Pune', text: 'Wonderful.' },
  },
  {
    method: 'put',
    path: '/api/testimonials/:id',
    admin: true,
    kind: 'multipart',
    files: ['image'],
    body: { name: 'Kavya', place: 'Pune', text: 'Wonderful.' },
  },
  { method: 'delete', path: '/api/testimonials/:id', admin: true, kind: 'none' },
  { method: 'get', path: '/api/ngo-content', admin: false, kind: 'none' },
  {
    method: 'post',
    path: '/api/ngo-content',
    admin: true,
    kind: 'multipart',
    files: ['image'],
    body: {
      title: 'Meals',
      subtitle: 'Daily',
      label: 'Food',
      description: 'Meals for children.',
      section: '',
      'highlights[0][title]': 'Meals',
      'highlights[0][content]': '1,000 a day',
    },
  },
  {
    method: 'put',
    path: '/api/ngo-content/:id',
    admin: true,
    kind: 'multipart',
    files: ['image'],
    body: { title: 'Meals', description: 'Meals for children.' },
  },
  { method: 'patch', path: '/api/ngo-content', admin: true, kind: 'json', body: { orderedIds: [ID] } },
  { method: 'delete', path: '/api/ngo-content/:id', admin: true, kind: 'none' },
];

/** Values no field of ours accepts: control characters, broken Unicode, the wrong JSON types, sheer size. */
const BAD_VALUES: [string, unknown][] = [
  ['NUL', '\u0000'],
  ['NUL inside', 'Asha\u0000Rao'],
  ['SOH', '\u0001x'],
  ['ESC sequence', 'x\u001b[31m'],
  ['DEL', 'x\u007f'],
  ['lone high surrogate', 'x\ud800'],
  ['lone low surrogate', '\udfffx'],
  // One byte past both the JSON body limit and multer's per-field limit.
  ['100 KB string', 'x'.repeat(100 * 1024 + 1)],
  ['object', { a: 1 }],
  ['toString-less object', { toString: null, valueOf: null }],
  ['array', ['a', 'b']],
  ['nested NUL', { v: ['\u0000'] }],
];
/**
 * Multipart carries text only, and as UTF-8 bytes: a lone surrogate cannot be written as UTF-8 (it
 * arrives as U+FFFD, a valid character), so those two are JSON-only.
 */
const BAD_TEXT = BAD_VALUES.filter(([what, v]) => typeof v === 'string' && !what.startsWith('lone')) as [string, string][];

const BAD_IDS = [
  'abc',
  '%00',
  'a%00b',
  '%01',
  '%C0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  '%ZZ',
  '1e309',
  '%20',
  `${ID}%00`,
  '-1',
  '__proto__',
  '%ED%A0%80',
];

const BAD_QUERY_VALUES = [
  '-1',
  'abc',
  '1e309',
  'NaN',
  '',
  '%00',
  'a%00',
  '%1B',
  '%ZZ',
  '99999999999999999999',
  '%ED%A0%80',
  'x'.repeat(5000),
];

const BOUNDARY = 'corpusBoundary42';
/** Raw multipart bodies: every shape a broken client or a probe sends. */
const BAD_MULTIPART: [string, string, string | Buffer][] = [
  ['no boundary', 'multipart/form-data', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
  [
    'mismatched boundary',
    `multipart/form-data; boundary=${BOUNDARY}`,
    '--otherBoundary\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--otherBoundary--\r\n',
  ],
  [
    'truncated',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
  ],
  ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, '\u0000\u0001garbage\u00ff'.repeat(50)],
  ['multipart/mixed', `multipart/mixed; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
  ['bad part header', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nthis is not a header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
  [
    'part without a name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  ],
  [
    'NUL in a field name',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="na\u0000me"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  ],
  [
    'too many parts',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `${Array.from({ length: 80 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('')}--${BOUNDARY}--\r\n`,
  ],
  [
    'oversized field',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'x'.repeat(200 * 1024)}\r\n--${BOUNDARY}--\r\n`,
  ],
  ['empty', `multipart/form-data; boundary=${BOUNDARY}`, ''],
];

/** Raw JSON texts that JSON.stringify cannot make: prototype keys, duplicate keys, depth, broken syntax. */
const RAW_JSON: [string, string][] = [
  ['__proto__ key', '{"__proto__":{"isAdmin":true,"name":"\\u0000"}}'],
  ['constructor key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['duplicate keys', '{"name":"ok","name":"\\u0000"}'],
  ['deep arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['deep objects', `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`],
  ['broken syntax', '{"name": "x",'],
  ['a bare string', '"\\u0000"'],
  ['a bare number', '1e309'],
  ['NUL key', '{"na\\u0000me":"x"}'],
];

interface Sent {
  label: string;
  status: number;
  body: unknown;
  text: string;
}

let ctx: TestContext;
let server: http.Server;
let adminCookie: string;
let png: Buffer;
const ids: Record<string, string> = {};

/** Everything stored, as one fingerprint per table (sessions and rate-limit counters move by design). */
async function snapshot(): Promise<{ tables: Record<string, string>; files: string[] }> {
  const { rows } = await ctx.database.pool.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('session', 'rate_limits') ORDER BY 1",
  );
  const tables: Record<string, string> = {};
  for (const { table_name: name } of rows) {
    // Reading the registrations export is an admin action the audit log records by design; nothing else may add an entry.
    const from = name === 'audit_log' ? `(SELECT * FROM audit_log WHERE action <> 'registration.export') t` : `"${name}" t`;
    const r = await ctx.database.pool.query<{ n: string; digest: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${from}`,
    );
    tables[name] = `${r.rows[0]!.n}:${r.rows[0]!.digest ?? ''}`;
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(`${path.relative(ctx.config.uploadsDir, full)}:${statSync(full).size}`);
    }
  };
  walk(ctx.config.uploadsDir);
  return { tables, files: files.sort() };
}

function fillPath(route: RouteSpec, badId?: string): string {
  const type = route.path.startsWith('/api/team') ? 'directors' : route.path.startsWith('/api/media') ? 'imageGallery' : 'home1';
  const idFor = (): string => {
    if (route.path.startsWith('/api/candidates')) return ids.candidate!;
    if (route.path.startsWith('/api/testimonials')) return ids.testimonial!;
    return ID;
  };
  return route.path.replace(':type', badId ?? type).replace(':id', badId ?? idFor());
}

function agentFor(route: RouteSpec) {
  const req = request(server)[route.method];
  return (url: string) => {
    const r = req(url).set('Origin', PUBLIC_URL);
    return route.admin && !route.neverAsAdmin ? r.set('Cookie', adminCookie) : r;
  };
}

async function send(label: string, build: () => request.Test): Promise<Sent> {
  const res = await build();
  return { label, status: res.status, body: res.body, text: res.text ?? '' };
}

function multipart(route: RouteSpec, fields: Record<string, unknown>) {
  return (r: request.Test) => {
    for (const [k, v] of Object.entries(fields)) r = r.field(k, String(v));
    for (const f of route.files ?? []) r = r.attach(f, png, { filename: 'photo.png', contentType: 'image/png' });
    return r;
  };
}

/** Every generated request for one route. */
function corpusFor(route: RouteSpec): [string, () => request.Test][] {
  const out: [string, () => request.Test][] = [];
  const call = agentFor(route);
  const name = `${route.method.toUpperCase()} ${route.path}`;
  const url = fillPath(route);
  const withQuery = (q: Record<string, string>) =>
    `${url}?${Object.entries(q)
      .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
      .join('&')}`;

  for (const [field, base] of Object.entries(route.body ?? {})) {
    void base;
    for (const [what, value] of BAD_VALUES) {
      out.push([
        `${name} json ${field}=${what}`,
        () =>
          call(url)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ ...route.body, [field]: value })),
      ]);
    }
    if (route.kind === 'multipart') {
      for (const [what, value] of BAD_TEXT)
        out.push([`${name} multipart ${field}=${what}`, () => multipart(route, { ...route.body, [field]: value })(call(url))]);
    }
    out.push([
      `${name} urlencoded duplicate ${field}`,
      () =>
        call(url)
          .type('form')
          .send(`${encodeURIComponent(field)}=a&${encodeURIComponent(field)}=%00`),
    ]);
  }
  if (route.kind !== 'none') {
    for (const [what, value] of BAD_VALUES.slice(0, 7)) {
      out.push([
        `${name} extra field=${what}`,
        () =>
          call(url)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ ...route.body, extra: value })),
      ]);
    }
    for (const [what, text] of RAW_JSON)
      out.push([`${name} raw json ${what}`, () => call(url).set('Content-Type', 'application/json').send(text)]);
    for (const [what, type, body] of BAD_MULTIPART)
      out.push([`${name} multipart ${what}`, () => call(url).set('Content-Type', type).send(body)]);
    out.push([`${name} json as text/plain`, () => call(url).set('Content-Type', 'text/plain').send('\u0000')]);
    out.push([`${name} json in utf-16`, () => call(url).set('Content-Type', 'application/json; charset=utf-16').send('{}')]);
  }
  if (route.query) {
    for (const key of Object.keys(route.query)) {
      for (const v of BAD_QUERY_VALUES)
        out.push([`${name} ?${key}=${v.slice(0, 20)}`, () => call(withQuery({ ...route.query, [key]: v }))]);
      out.push([`${name} ?${key}[]=array`, () => call(`${url}?${key}[]=1&${key}[]=2`)]);
      out.push([`${name} ?${key} twice`, () => call(`${url}?${key}=1&${key}=%00`)]);
    }
  }
  if (/:(id|type)/.test(route.path)) {
    for (const bad of BAD_IDS) out.push([`${name} with ${bad.slice(0, 24)}`, () => call(fillPath(route, bad))]);
  }
  return out;
}

/** A stack frame, a file path, SQL (upper-case keywords, as Drizzle writes it) or a PostgreSQL message. */
const LEAK =
  /\n\s+at |node_modules|\bselect "|\bSELECT\b|\bINSERT INTO\b|\bUPDATE "|\bDELETE FROM\b|syntax error at|DrizzleQueryError|violates .* constraint|invalid byte sequence/;

beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_PAYMENT: '100000',
    RATE_LIMIT_UPLOAD: '100000',
    RATE_LIMIT_API: '100000',
  });
  server = http.createServer(ctx.app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  png = await testPng();
  const agent = await adminAgent(ctx);
  const login = await request(server)
    .post('/api/admin/login')
    .set('Origin', PUBLIC_URL)
    .send({ username: 'admin', password: 'correct horse battery' });
  adminCookie = login.headers['set-cookie']![0]!.split(';')[0]!;
  // Real rows for the update and delete routes to aim at, so a miss would show as a changed row.
  const cand = await agent
    .post('/api/candidates/create')
    .set('Origin', PUBLIC_URL)
    .field('name', 'Corpus Contestant')
    .attach('image', png, 'a.png');
  ids.candidate = cand.body.candidate._id;
  const testimonial = await agent
    .post('/api/testimonials')
    .set('Origin', PUBLIC_URL)
    .field('name', 'Kavya')
    .field('place', 'Pune')
    .field('text', 'Lovely')
    .attach('image', png, 'a.png');
  ids.testimonial = testimonial.body.data?._id ?? testimonial.body.data?.[0]?._id;
  expect(ids.candidate).toBeTruthy();
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await ctx.close();
});

describe('the malformed-input corpus', () => {
  test('over 1,000 generated bad requests across every route: no 5xx, clean JSON errors, nothing stored', async () => {
    const before = await snapshot();
    const corpus = ROUTES.flatMap(corpusFor);
    expect(corpus.length).toBeGreaterThanOrEqual(1000);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // A few at a time: quick, and still some concurrency on the shared pool.
    for (let i = 0; i < corpus.length; i += 8) {
      const batch = await Promise.all(corpus.slice(i, i + 8).map(([label, build]) => send(label, build)));
      for (const r of batch) {
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        if (r.status >= 500) failures.push(`${r.label}: ${r.status} ${r.text.slice(0, 200)}`);
        else if (r.status >= 400) {
          const b = r.body as { success?: unknown; message?: unknown; code?: unknown };
          if (b?.success !== false || typeof b.message !== 'string' || typeof b.code !== 'string')
            failures.push(`${r.label}: ${r.status} not the error JSON: ${r.text.slice(0, 200)}`);
          if (LEAK.test(r.text)) failures.push(`${r.label}: ${r.status} leaks internals: ${r.text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The corpus is bad input, so it is mostly refused; 2xx/3xx are the reads and gateway callbacks.
    const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
    expect(refused / corpus.length).toBeGreaterThan(0.9);

    // Prototype keys stayed data: nothing reached Object.prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const after = await snapshot();
    expect(after.tables).toEqual(before.tables);
    expect(after.files).toEqual(before.files);
  }, 240_000);

  test('every mutating route refuses a NUL in any one field with a 400 naming the field', async () => {
    const mutating = ROUTES.filter((r) => r.method !== 'get' && r.body && Object.keys(r.body).length && !r.neverAsAdmin);
    const failures: string[] = [];
    for (const route of mutating) {
      const call = agentFor(route);
      for (const field of Object.keys(route.body!)) {
        const res = await call(fillPath(route))
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ ...route.body, [field]: 'x\u0000y' }));
        if (res.status !== 400 || res.body.code !== 'INVALID_CHARACTERS' || !String(res.body.message).includes(`"${field}"`)) {
          failures.push(`${route.method} ${route.path} ${field}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('the reproductions: NUL in search, id, names, export and login answer 400', async () => {
    const admin = (r: request.Test) => r.set('Cookie', adminCookie).set('Origin', PUBLIC_URL);
    expect((await request(server).get('/api/candidates/fetch?search=%00')).status).toBe(400);
    expect((await request(server).get('/api/payment/get-registration?id=%00')).status).toBe(400);
    expect((await request(server).get('/api/candidates/fetchbyid/%00')).status).toBe(400);
    expect((await admin(request(server).get('/api/details/all?search=a%00b'))).status).toBe(400);
    const csv = await admin(request(server).get('/api/details/export.csv?search=%00'));
    expect(csv.status).toBe(400);
    expect(csv.headers['content-type']).toMatch(/json/);
    const login = await request(server).post('/api/admin/login').set('Origin', PUBLIC_URL).send({ username: 'ad\u0000min', password: 'x' });
    expect(login.status).toBe(400);
    expect(login.body.message).toContain('"username"');
    const edit = await admin(request(server).put(`/api/candidates/update/${ids.candidate}`)).field('name', 'Bad\u0000Name');
    expect(edit.status).toBe(400);
    expect(edit.body.message).toContain('"name"');
  });

  test('a multipart body cut off mid-stream is answered or dropped without a 5xx, and the server keeps serving', async () => {
    const { port } = server.address() as net.AddressInfo;
    const reply = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          [
            `POST /api/details/submit HTTP/1.1`,
            `Host: 127.0.0.1:${port}`,
            `Origin: ${PUBLIC_URL}`,
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
            'Content-Length: 100000',
            'Connection: close',
            '',
            '',
          ].join('\r\n'),
        );
        socket.write(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="pictures"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        );
        socket.write(png.subarray(0, 20));
        // Half-close: the client stops sending, the declared length never arrives.
        socket.end();
      });
      let data = '';
      socket.on('data', (d) => {
        data += String(d);
      });
      socket.on('close', () => resolve(data));
    });
    if (reply) expect(reply).not.toMatch(/^HTTP\/1\.1 5/);
    expect((await request(server).get('/api/healthz')).status).toBe(200);
  });
});
