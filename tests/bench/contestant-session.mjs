// A contestant signed in to her cockpit (/me), made for `npm run bench:web -- /me` through the
// running server's own HTTP API only, as she and the admin would: paid through the PayU sandbox,
// details with three photos, shortlisted and put on the voting page, a few votes paid through her
// share links (one with a cheer), then signed in by the link mailed to the outbox. Lighthouse then
// measures /me as she sees it on a campaign day, not an empty page.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { adminHeaders } from './lib.mjs';

const EMAIL = `bench.cockpit.${Date.now()}@example.in`;
const FULL_NAME = 'Meera Bench Iyer';

/** Answers the response, or throws with what the server said: a half-made contestant would measure nothing. */
function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

/** The hidden fields of the sandbox checkout's form behind the given button (payments.ts sandboxForms, in plain JS). */
function sandboxForm(html, label) {
  const unescape = (s) => s.replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n)));
  for (const [, action, inner] of html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/gs)) {
    if (/<button[^>]*>(.*?)<\/button>/.exec(inner)?.[1] !== label) continue;
    const fields = {};
    for (const [, name, value] of inner.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
      fields[unescape(name)] = unescape(value);
    return { action: unescape(action), fields };
  }
  throw new Error(`the sandbox checkout has no '${label}' button: ${html.slice(0, 300)}`);
}

/** The browser's round trip on the sandbox: its checkout, 'Simulate success', and the signed response back to our callback. */
async function payOnSandbox(client, base, paymentData) {
  const page = expectStatus(await client.send(base, 'POST', '/sandbox/payu/_payment', { form: paymentData }), 200, 'sandbox checkout');
  const success = sandboxForm(page.text, 'Simulate success');
  expectStatus(await client.send(base, 'POST', success.action, { form: success.fields }), 307, 'sandbox outcome');
  return expectStatus(await client.send(base, 'POST', '/api/payment/callback', { form: success.fields }), 303, 'payment callback');
}

/** Step 2 of her registration, multipart with three JPEGs (the bench's httpClient only sends JSON and forms). */
async function submitDetails(base, token) {
  const form = new FormData();
  const fields = {
    registrationId: token,
    address: '9 FC Road, Pune',
    height: '165 cm',
    weight: '52 kg',
    hairColor: 'Black',
    skinColor: 'Wheatish',
    eyeColor: 'Brown',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [i, colour] of ['#7b1fa2', '#c2185b', '#1565c0'].entries()) {
    const jpeg = await sharp({ create: { width: 600, height: 750, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    form.append('pictures', new Blob([jpeg], { type: 'image/jpeg' }), `p${i}.jpg`);
  }
  const res = await fetch(new URL('/api/payment/update-registration-details', base), { method: 'POST', body: form });
  if (res.status !== 200) throw new Error(`details step: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

/** The token of the newest sign-in mail to `email` in the outbox (quoted-printable undone enough to read it). */
function newestLoginToken(outboxDir, email) {
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm');
  const mails = (existsSync(outboxDir) ? readdirSync(outboxDir) : [])
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(outboxDir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((f) => readFileSync(f, 'utf8'))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16))))
    .filter((eml) => to.test(eml));
  for (const mail of mails) {
    const token = /\/me\/login\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    if (token) return token;
  }
  return null;
}

/** Mail leaves after the answer: waits for her sign-in link (10 s at most). */
async function waitForLoginToken(outboxDir, email, sentAfter) {
  const end = Date.now() + 10_000;
  for (;;) {
    const token = newestLoginToken(outboxDir, email);
    // The "on the voting page" mail also carries a link; the one asked for now is the newest.
    if (token && token !== sentAfter) return token;
    if (Date.now() > end) throw new Error(`no sign-in mail to ${email} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Makes her and signs her in. The event must be on (votes need it). Answers the Cookie header for
 * her session and a line saying what she has, for the report.
 */
export async function contestantSession(client, base, dataDir) {
  const reg = expectStatus(
    await client.send(base, 'POST', '/api/payment/registration', {
      body: {
        fullName: FULL_NAME,
        age: '24',
        email: EMAIL,
        education: 'B.Com',
        category: 'Miss',
        contactNumber: '9820011224',
        whatsappNumber: '9820011224',
        agreeToTerms: true,
      },
    }),
    200,
    'registration',
  );
  const registrationId = reg.json.payuData.udf2;
  const landed = await payOnSandbox(client, base, reg.json.payuData);
  // Only the payer's own return names her details token (landing.ts).
  const detailsToken = new URL(landed.headers.location, base).searchParams.get('id');
  if (!detailsToken) throw new Error(`the registration's return gave no details token: ${landed.headers.location}`);
  await submitDetails(base, detailsToken);

  const admin = await adminHeaders(client, base);
  expectStatus(
    await client.send(base, 'PATCH', `/api/admin/registrations/${registrationId}/stage`, {
      body: { stage: 'shortlisted' },
      headers: admin,
    }),
    200,
    'shortlist',
  );
  const made = expectStatus(
    await client.send(base, 'POST', `/api/admin/registrations/${registrationId}/candidate`, {
      body: { photoIndex: 0, city: 'Pune', bio: 'Teaches Bharatanatyam and runs a weekend dance school.' },
      headers: admin,
    }),
    201,
    'put on the voting page',
  );
  const candidateId = made.json.candidate._id;

  const outboxDir = path.join(dataDir, 'outbox');
  const signIn = async (previous) => {
    expectStatus(await client.send(base, 'POST', '/api/contestant/login-link', { body: { email: EMAIL } }), 202, 'login link');
    const token = await waitForLoginToken(outboxDir, EMAIL, previous);
    const res = expectStatus(await client.send(base, 'POST', '/api/contestant/session', { body: { token } }), 200, 'sign-in');
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('pageant_me='));
    if (!cookie) throw new Error(`the sign-in set no pageant_me cookie: ${res.headers['set-cookie']}`);
    return { token, cookie: cookie.split(';')[0] };
  };
  const { cookie } = await signIn(newestLoginToken(outboxDir, EMAIL));

  // Her share links, as her cockpit hands them out: the votes come in through them.
  const me = expectStatus(await client.send(base, 'GET', '/api/me', { headers: { cookie } }), 200, 'GET /api/me');
  const shared = (src) => new URL(me.json.links.share[src] ?? me.json.links.vote, base).searchParams;
  const votes = [
    { src: 'instagram', votes: 5, cheer: 'All the way to Mumbai, Meera!', cheerName: 'Riya' },
    { src: 'qr', votes: 1 },
    { src: 'copy', votes: 10, cheer: 'From all of us at the dance school.' },
  ];
  for (const v of votes) {
    const link = shared(v.src);
    const init = expectStatus(
      await client.send(base, 'POST', '/api/vote/initiate', {
        body: {
          candidateId,
          votes: v.votes,
          amount: v.votes * 100,
          voterEmail: 'fan@example.net',
          ref: link.get('ref'),
          src: link.get('src'),
          ...(v.cheer ? { cheer: v.cheer, cheerName: v.cheerName ?? '' } : {}),
        },
      }),
      200,
      `vote initiate (${v.src})`,
    );
    await payOnSandbox(client, base, init.json.paymentData);
  }
  const after = expectStatus(await client.send(base, 'GET', '/api/me', { headers: { cookie } }), 200, 'GET /api/me');
  const count = after.json.candidate?.voteCount;
  return {
    cookie,
    summary: `${FULL_NAME}, on the voting page with ${count ?? 'hidden'} votes from ${votes.length} payments (${votes.map((v) => v.src).join(', ')}), 2 cheers`,
  };
}
