import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYU_FIELD_MAX } from '@pageant/common/payu-fields';
import type { PaymentGateway, PaymentRequest, RefundAnswer, RefundCheck, RefundState, TransactionCheck } from './types';

const UDFS = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;

export const sha512 = (s: string): string => createHash('sha512').update(s, 'utf8').digest('hex');

const get = (f: Record<string, string | undefined>, k: string): string => f[k] ?? '';

/** `key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT` */
export function requestHash(f: Record<string, string | undefined>, salt: string): string {
  const parts = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', ...UDFS].map((k) => get(f, k));
  return sha512([...parts, '', '', '', '', '', salt].join('|'));
}

/**
 * `SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key`, with
 * `additional_charges|` in front when PayU sent that field (it then signs the charged total too).
 */
export function responseHash(f: Record<string, string | undefined>, salt: string): string {
  const tail = [
    salt,
    get(f, 'status'),
    '',
    '',
    '',
    '',
    '',
    ...[...UDFS].reverse().map((k) => get(f, k)),
    ...['email', 'firstname', 'productinfo', 'amount', 'txnid', 'key'].map((k) => get(f, k)),
  ].join('|');
  const charges = f.additional_charges;
  return sha512(charges !== undefined && charges !== '' ? `${charges}|${tail}` : tail);
}

/** Postservice commands: `key|command|var1|salt`. */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512(`${key}|${command}|${var1}|${salt}`);
}

/** Hex hashes compared in constant time; anything malformed is simply unequal. */
export function hashesEqual(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export type PostForm = (url: string, form: Record<string, string>) => Promise<unknown>;

export const httpPostForm: PostForm = async (url, form) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`PayU postservice answered HTTP ${res.status}`);
  return res.json();
};

interface PayuOptions {
  key: string;
  salt: string;
  checkoutUrl: string;
  verifyUrl: string;
  postForm: PostForm;
}

const KNOWN = new Set(['success', 'failure', 'pending']);

/** PayU's verify_payment answer: `{status: 1, transaction_details: {[txnid]: {status, amt, mihpayid}}}`. */
export function parseVerifyAnswer(txnid: string, raw: unknown): TransactionCheck {
  const details = (raw as { transaction_details?: Record<string, Record<string, unknown>> } | null)?.transaction_details?.[txnid];
  const status = typeof details?.status === 'string' ? details.status.toLowerCase() : '';
  if (!details || !KNOWN.has(status)) return { status: 'not_found', raw };
  const amount = details.amt ?? details.transaction_amount;
  return {
    status: status as TransactionCheck['status'],
    amount: typeof amount === 'string' || typeof amount === 'number' ? String(amount) : undefined,
    mihpayid: typeof details.mihpayid === 'string' || typeof details.mihpayid === 'number' ? String(details.mihpayid) : undefined,
    raw,
  };
}

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * PayU's cancel_refund_transaction answer: `{status: 1, msg: 'Refund Request Queued', request_id, mihpayid}`
 * when accepted, `{status: 0, msg}` with the reason when refused.
 */
export function parseRefundAnswer(raw: unknown): RefundAnswer {
  const r = (raw ?? {}) as Record<string, unknown>;
  const message = text(r.msg) || 'The gateway gave no reason.';
  const requestId = text(r.request_id);
  if (Number(r.status) === 1 && requestId) return { accepted: true, requestId, message, raw };
  return { accepted: false, message, raw };
}

/** PayU's documented refund states, lower-cased; `pending` and `od_hit` (an overdraft) still wait on the bank. */
const REFUND_STATES: Record<string, RefundState> = {
  success: 'success',
  queued: 'queued',
  pending: 'queued',
  od_hit: 'queued',
  'in progress': 'in_progress',
  requested: 'requested',
  failure: 'failure',
  failed: 'failure',
};

/** PayU's check_action_status answer: `{status: 1, transaction_details: {[request_id]: {[request_id]: {status, action, amt}}}}`. */
export function parseRefundStatus(requestId: string, raw: unknown): RefundCheck {
  const outer = (raw as { transaction_details?: Record<string, unknown> } | null)?.transaction_details?.[requestId] as
    Record<string, unknown> | undefined;
  // PayU nests the request under its own id; older answers put the fields directly under it.
  const details = (outer?.[requestId] ?? outer) as Record<string, unknown> | undefined;
  const status = REFUND_STATES[text(details?.status).toLowerCase()] ?? 'unknown';
  return { status, raw };
}

/**
 * At most `max` characters, counted as PayU counts them (code points: a cut never splits an emoji
 * into a lone surrogate). For the gateway only; our rows keep the whole value.
 */
export function fitForPayu(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join('').trimEnd();
}

export function createPayuGateway(o: PayuOptions): PaymentGateway {
  /** Every postservice command is signed the same way: key|command|var1|salt. */
  const command = (name: string, vars: Record<string, string>) =>
    o.postForm(o.verifyUrl, { key: o.key, command: name, ...vars, hash: commandHash(o.key, name, vars.var1 ?? '', o.salt) });
  return {
    checkoutUrl: o.checkoutUrl,

    formFields(p: PaymentRequest) {
      const udf = (v: string | undefined) => fitForPayu(v ?? '', PAYU_FIELD_MAX.udf);
      // Shortened before signing: the hash must cover exactly what is posted. The e-mail is never cut
      // (a cut address is someone else's); the schemas refuse a rupee payment's over-long one up front.
      const fields: Record<string, string> = {
        key: o.key,
        txnid: p.txnid,
        amount: p.amount,
        productinfo: fitForPayu(p.productinfo, PAYU_FIELD_MAX.productinfo),
        firstname: fitForPayu(p.firstname, PAYU_FIELD_MAX.firstname),
        email: p.email,
        phone: fitForPayu(p.phone, PAYU_FIELD_MAX.phone),
        surl: p.surl,
        furl: p.furl,
        udf1: udf(p.udf1),
        udf2: udf(p.udf2),
        udf3: udf(p.udf3),
        udf4: udf(p.udf4),
        udf5: udf(p.udf5),
      };
      return { ...fields, hash: requestHash(fields, o.salt) };
    },

    verifyResponse(fields) {
      if (!fields.key || !fields.txnid || !fields.status || !fields.amount) return false;
      if (!hashesEqual(o.key, fields.key)) return false;
      return hashesEqual(responseHash(fields, o.salt), fields.hash);
    },

    async verifyTransaction(txnid) {
      const raw = await o.postForm(o.verifyUrl, {
        key: o.key,
        command: 'verify_payment',
        var1: txnid,
        hash: commandHash(o.key, 'verify_payment', txnid, o.salt),
      });
      return parseVerifyAnswer(txnid, raw);
    },

    async refund(r) {
      return parseRefundAnswer(await command('cancel_refund_transaction', { var1: r.mihpayid, var2: r.tokenId, var3: r.amount }));
    },

    async refundStatus(requestId) {
      return parseRefundStatus(requestId, await command('check_action_status', { var1: requestId }));
    },
  };
}
