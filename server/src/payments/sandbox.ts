import { randomInt } from 'node:crypto';
import express, { Router, type RequestHandler, type Response } from 'express';
import { formatMoney } from '@pageant/common/content/pricing';
import { PAYU_FIELD_MAX } from '@pageant/common/payu-fields';
import { commandHash, hashesEqual, requestHash, responseHash } from './payu';
import { escapeHtml, sendSandboxPage } from './sandbox-page';

/**
 * A stand-in for PayU's hosted checkout that speaks its protocol (DESIGN §5): it checks the
 * request hash like PayU, lets a person pick the outcome, and answers verify_payment. Outcomes
 * live in memory: this is for development and tests, not money.
 */

/**
 * The sandbox's own merchant key and salt. They are public (anyone who reads this file can sign a
 * checkout), which is harmless only because the sandbox never touches real money: it never takes
 * PAYU_KEY/PAYU_SALT, so a form signed with real credentials is refused here rather than marked paid.
 */
export const SANDBOX_KEY = 'sandboxkey';
export const SANDBOX_SALT = 'sandboxsalt';

export interface Sandbox {
  router: Router;
  /** The `/merchant/postservice?form=2` answer (verify_payment, cancel_refund_transaction, check_action_status), also used in-process by the gateway. */
  postservice(form: Record<string, string>): Record<string, unknown>;
}

interface Outcome {
  status: 'success' | 'failure';
  amount: string;
  mihpayid: string;
}
interface Refund {
  mihpayid: string;
  token: string;
  amount: string;
  /** Queued when asked for, success once check_action_status has looked (PayU settles with the bank in between). */
  status: string;
}

/**
 * The states PayU documents for a refund (check_action_status), as it spells them. A test or a
 * developer may script a payment's refund through them, to see a refund that takes days at the bank.
 */
export const PAYU_REFUND_STATES = ['QUEUED', 'IN PROGRESS', 'REQUESTED', 'PENDING', 'od_hit', 'success', 'failure'] as const;
interface Checkout {
  surl: string;
  furl: string;
}

const REQUIRED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'surl', 'furl', 'hash'] as const;
const ECHOED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
/** PayU's documented lengths, checked like PayU so a form it would refuse is refused here too. */
const LIMITS: Record<string, number> = {
  txnid: PAYU_FIELD_MAX.txnid,
  productinfo: PAYU_FIELD_MAX.productinfo,
  firstname: PAYU_FIELD_MAX.firstname,
  email: PAYU_FIELD_MAX.email,
  phone: PAYU_FIELD_MAX.phone,
  udf1: PAYU_FIELD_MAX.udf,
  udf2: PAYU_FIELD_MAX.udf,
  udf3: PAYU_FIELD_MAX.udf,
  udf4: PAYU_FIELD_MAX.udf,
  udf5: PAYU_FIELD_MAX.udf,
};
const tooLong = (f: Record<string, string>) => Object.keys(LIMITS).filter((k) => Array.from(f[k] ?? '').length > LIMITS[k]!);

function strings(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/** A page on the branded look the Stripe sandbox uses too: a card under its heading; `body` is escaped HTML. */
function page(res: Response, status: number, title: string, body: string, heading = title) {
  const head = `<p class="eyebrow">PayU checkout sandbox</p><h1>${escapeHtml(heading)}</h1><hr class="rule">`;
  sendSandboxPage(res, status, { title, standsInFor: 'PayU checkout', body: `<div class="card">${head}${body}</div>` });
}

const errorPage = (res: Response, message: string) => page(res, 400, 'PayU sandbox: error', `<p>${escapeHtml(message)}</p>`);

export function createSandbox(): Sandbox {
  const key = SANDBOX_KEY;
  const salt = SANDBOX_SALT;
  const checkouts = new Map<string, Checkout>();
  const outcomes = new Map<string, Outcome>();
  const refunds = new Map<string, Refund>();
  /** Per mihpayid: what check_action_status answers for its refund, one state per look; the last one stays. */
  const refundScripts = new Map<string, string[]>();

  const paise = (amount: string) => Math.round(Number(amount) * 100);

  /** PayU's cancel_refund_transaction: var1 mihpayid, var2 the merchant's unique token, var3 the amount. */
  function refundCommand(mihpayid: string, token: string, amount: string): Record<string, unknown> {
    const paid = [...outcomes.values()].find((o) => o.mihpayid === mihpayid && mihpayid !== '');
    if (!paid) return { status: 0, msg: 'Invalid PayU ID.', error_code: 105 };
    if (paid.status !== 'success') return { status: 0, msg: 'Transaction is not captured: nothing to refund.', error_code: 106 };
    if (!token) return { status: 0, msg: 'Token ID is mandatory.', error_code: 107 };
    if ([...refunds.values()].some((r) => r.token === token)) return { status: 0, msg: 'Token already used.', error_code: 108 };
    if (!AMOUNT.test(amount) || paise(amount) <= 0) return { status: 0, msg: 'Invalid refund amount.', error_code: 109 };
    const refunded = [...refunds.values()].filter((r) => r.mihpayid === mihpayid).reduce((sum, r) => sum + paise(r.amount), 0);
    if (refunded + paise(amount) > paise(paid.amount))
      return { status: 0, msg: 'Refund amount exceeds the captured amount.', error_code: 110 };
    const requestId = String(randomInt(1e8, 1e9));
    refunds.set(requestId, { mihpayid, token, amount, status: 'queued' });
    return { status: 1, msg: 'Refund Request Queued', request_id: requestId, bank_ref_num: null, mihpayid, error_code: 102 };
  }

  /** PayU's check_action_status by request id: the details nest under the request id twice. */
  function actionStatusCommand(requestId: string): Record<string, unknown> {
    const r = refunds.get(requestId);
    if (!r) return { status: 0, msg: 'No action status found.' };
    const script = refundScripts.get(r.mihpayid);
    r.status = script ? (script.length > 1 ? script.shift()! : script[0]!) : 'success';
    const details = {
      mihpayid: r.mihpayid,
      request_id: requestId,
      bank_ref_num: null,
      amt: r.amount,
      action: 'refund',
      token: r.token,
      status: r.status,
    };
    return {
      status: 1,
      msg: '1 out of 1 Transactions Fetched Successfully',
      transaction_details: { [requestId]: { [requestId]: details } },
    };
  }

  function outcomeForm(action: string, fields: Record<string, string>, status: Outcome['status'], label: string): string {
    const response: Record<string, string> = { mihpayid: String(randomInt(1e9, 1e10)), status };
    for (const k of ECHOED) response[k] = fields[k] ?? '';
    response.hash = responseHash(response, salt);
    const hidden = Object.entries(response)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    // This exact markup is what tests and the bench parse as the gateway's answer (helpers/payments sandboxForms).
    const tone = status === 'success' ? 'pay' : 'fail';
    return `<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit" class="${tone}">${escapeHtml(label)}</button></form>`;
  }

  function postservice(form: Record<string, string>): Record<string, unknown> {
    const { command = '', var1 = '' } = form;
    if (form.key !== key || !hashesEqual(commandHash(key, command, var1, salt), form.hash)) {
      return { status: 0, msg: 'Invalid Hash.' };
    }
    if (command === 'cancel_refund_transaction') return refundCommand(var1, form.var2 ?? '', form.var3 ?? '');
    if (command === 'check_action_status') return actionStatusCommand(var1);
    if (command !== 'verify_payment') return { status: 0, msg: 'Invalid command.' };
    const txnids = var1.split('|').filter(Boolean);
    const details: Record<string, unknown> = {};
    let found = 0;
    for (const txnid of txnids) {
      const o = outcomes.get(txnid);
      if (!o) {
        details[txnid] = { mihpayid: 'Not Found', status: 'Not Found' };
        continue;
      }
      found += 1;
      details[txnid] = {
        mihpayid: o.mihpayid,
        txnid,
        amt: o.amount,
        transaction_amount: o.amount,
        status: o.status,
        unmappedstatus: o.status === 'success' ? 'captured' : 'failed',
        error_code: o.status === 'success' ? 'E000' : 'E500',
      };
    }
    return {
      status: found > 0 ? 1 : 0,
      msg: `${found} out of ${txnids.length} Transactions Fetched Successfully`,
      transaction_details: details,
    };
  }

  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '50kb' }));

  // PayU's hosted page: nothing is shown unless the request is signed with our key and salt.
  router.post('/_payment', (req, res) => {
    const f = strings(req.body);
    const missing = REQUIRED.filter((k) => !f[k]);
    if (missing.length) return errorPage(res, `Missing mandatory fields: ${missing.join(', ')}.`);
    if (f.key !== key) return errorPage(res, 'Invalid merchant key.');
    if (!AMOUNT.test(f.amount!)) return errorPage(res, 'Invalid amount.');
    const long = tooLong(f);
    if (long.length) return errorPage(res, `Too long: ${long.map((k) => `${k} (at most ${LIMITS[k]} characters)`).join(', ')}.`);
    if (!hashesEqual(requestHash(f, salt), f.hash)) return errorPage(res, 'Invalid hash: the request was not signed by the merchant.');
    checkouts.set(f.txnid!, { surl: f.surl!, furl: f.furl! });
    const simulate = `${req.baseUrl}/_simulate`;
    page(
      res,
      200,
      'PayU sandbox checkout',
      [
        // The big figure as the site writes money; the line item as PayU posts it (specs look for "2500.00").
        `<p class="amount figures">${formatMoney(Number(f.amount), 'INR')}</p>`,
        `<ul aria-label="What is bought"><li><span>${escapeHtml(f.productinfo!)}</span><span class="figures">₹${escapeHtml(f.amount!)}</span></li></ul>`,
        `<dl><dt>Transaction</dt><dd class="figures">${escapeHtml(f.txnid!)}</dd></dl>`,
        `<div class="actions">`,
        outcomeForm(simulate, f, 'success', 'Simulate success'),
        outcomeForm(simulate, f, 'failure', 'Simulate failure'),
        `</div><p class="note">No card or UPI is asked for and no money moves: choose how this payment ends.</p>`,
      ].join(''),
      'Complete your payment',
    );
  });

  // The chosen outcome is recorded (for verify_payment), then the browser re-posts the same signed
  // response to surl/furl: a 307 keeps method and body, so the page needs no script.
  router.post('/_simulate', (req, res) => {
    const f = strings(req.body);
    const checkout = f.txnid ? checkouts.get(f.txnid) : undefined;
    if (!checkout || f.key !== key || !hashesEqual(responseHash(f, salt), f.hash))
      return errorPage(res, 'Unknown or tampered transaction.');
    const status = f.status === 'success' ? 'success' : 'failure';
    if (!outcomes.has(f.txnid!)) outcomes.set(f.txnid!, { status, amount: f.amount!, mihpayid: f.mihpayid ?? '' });
    checkouts.delete(f.txnid!);
    res.redirect(307, status === 'success' ? checkout.surl : checkout.furl);
  });

  // Not PayU's: scripts the states a payment's refund goes through, e.g. states=IN PROGRESS,REQUESTED,success.
  router.post('/_refund_states', (req, res) => {
    const f = strings(req.body);
    const states = (f.states ?? '').split(',').map((st) => st.trim());
    const unknown = states.filter((st) => !(PAYU_REFUND_STATES as readonly string[]).includes(st));
    if (!f.mihpayid || !states.length || unknown.length) {
      res.status(400).json({ status: 0, msg: `Give mihpayid and states from: ${PAYU_REFUND_STATES.join(', ')}.` });
      return;
    }
    refundScripts.set(f.mihpayid, states);
    res.json({ status: 1, mihpayid: f.mihpayid, states });
  });

  router.post('/merchant/postservice', (req, res) => {
    res.json(postservice(strings(req.body)));
  });

  return { router, postservice };
}

/**
 * Mounted on /sandbox when PayU takes the payments: no path of the sandbox may answer (its checkout
 * would mark payments paid), and the SPA must not answer in its place with a 200 page either.
 */
export const sandboxOff: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found.');
};
