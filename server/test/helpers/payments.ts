import request from 'supertest';
import { responseHash } from '../../src/payments/payu';
import type { TestContext } from './app';

const ECHOED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5'];

let registrants = 0;
/** A valid registration form (Asha Rao, Miss); each call has its own e-mail, as one address registers once. */
export const registrationForm = (over: Record<string, unknown> = {}) => ({
  fullName: 'Asha Rao',
  age: '24',
  email: `asha${++registrants}@example.com`,
  education: 'B.Com',
  category: 'Miss',
  contactNumber: '+91 98765 43210',
  whatsappNumber: '+91 98765 43210',
  agreeToTerms: true,
  ...over,
});

/** The signed response PayU (or our sandbox) posts back for the given checkout form. */
export function gatewayResponse(
  ctx: TestContext,
  paymentData: Record<string, string>,
  status: 'success' | 'failure' | 'pending',
  overrides: Record<string, string> = {},
): Record<string, string> {
  const fields: Record<string, string> = { mihpayid: '4030000001', status };
  for (const k of ECHOED) fields[k] = paymentData[k] ?? '';
  Object.assign(fields, overrides);
  return { ...fields, hash: responseHash(fields, ctx.config.PAYU_SALT) };
}

export async function initiateDonation(ctx: TestContext, body: Record<string, unknown> = { amount: 2500, mode: 'once' }) {
  const res = await request(ctx.app).post('/api/donation/initiate').send(body);
  if (res.status !== 200) throw new Error(`donation initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { url: string; paymentData: Record<string, string> };
}

export function postCallback(ctx: TestContext, fields: Record<string, string>) {
  return request(ctx.app).post('/api/payment/callback').type('form').send(fields);
}

/** The hidden fields of each form on the sandbox page, keyed by its button label. */
export function sandboxForms(html: string): Record<string, { action: string; fields: Record<string, string> }> {
  const unescape = (s: string) => s.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const out: Record<string, { action: string; fields: Record<string, string> }> = {};
  for (const [, action, inner] of html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/gs)) {
    const fields: Record<string, string> = {};
    for (const [, name, value] of inner!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
      fields[unescape(name!)] = unescape(value!);
    const label = /<button[^>]*>(.*?)<\/button>/.exec(inner!)?.[1] ?? '';
    out[label] = { action: unescape(action!), fields };
  }
  return out;
}
