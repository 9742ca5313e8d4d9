import type { Response } from 'express';
import { formatMoney, isCurrency } from '@pageant/common/content/pricing';
import { returnUrl, type CheckoutSession, type LineItem } from './stripe-sandbox-objects';

/**
 * The sandbox's stand-in for Stripe's hosted Checkout page. Plain server-rendered HTML with the
 * brand's colours in one inline <style> (the app's CSP allows inline styles, never inline script), so
 * it needs no client bundle; forms post to the sandbox, which answers with a redirect.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stripe amounts are in minor units with a lowercase currency; ours are shown as the site shows them. */
export function money(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  return isCurrency(code) ? formatMoney(minor / 100, code) : `${(minor / 100).toFixed(2)} ${code}`;
}

const STYLE = `
:root{--plum:#2b0a3d;--plum-soft:#4a1d63;--gold:#c9a227;--gold-light:#e3c766;--rose:#b8325e;--ivory:#fbf7f0;--ink:#1c1320;--muted:#5b4e63;--lilac:#d9cde0}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--ivory);color:var(--ink);font:16px/1.6 Inter,ui-sans-serif,system-ui,sans-serif}
.band{background:var(--plum);color:var(--ivory);text-align:center;padding:.6rem 1rem;font-size:.875rem;letter-spacing:.04em}
.band strong{color:var(--gold-light)}
main{max-width:30rem;margin:0 auto;padding:2rem 1rem 3rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 10px 30px -12px rgb(43 10 61 / .25);padding:1.75rem 1.5rem}
.rule{width:3rem;height:3px;background:var(--gold);border:0;margin:0 0 1.25rem}
.eyebrow{margin:0;color:var(--muted);font-size:.75rem;letter-spacing:.14em;text-transform:uppercase}
h1{font-family:'Playfair Display',Georgia,serif;font-weight:700;color:var(--plum);font-size:1.75rem;line-height:1.2;margin:.25rem 0 .75rem}
.figures{font-variant-numeric:tabular-nums lining-nums}
.amount{font-size:2.5rem;font-weight:700;color:var(--plum);margin:0}
ul{list-style:none;padding:0;margin:1rem 0;border-top:1px solid var(--lilac)}
li{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;border-bottom:1px solid var(--lilac)}
li span:first-child{overflow-wrap:anywhere}
li span:last-child{white-space:nowrap}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0;font-size:.875rem;color:var(--muted)}
dd{margin:0;overflow-wrap:anywhere;color:var(--ink)}
.actions{display:grid;gap:.75rem;margin-top:1.5rem}
form{margin:0}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;border-radius:999px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;padding:.5rem 1.25rem}
.pay{background:var(--plum);color:var(--ivory);border:2px solid var(--plum)}
.pay:hover{background:var(--plum-soft)}
.fail{background:transparent;color:var(--rose);border:2px solid var(--rose)}
.fail:hover{background:#fbeef2}
button:focus-visible,.button:focus-visible{outline:3px solid var(--gold);outline-offset:3px}
.note{font-size:.875rem;color:var(--muted);margin:1rem 0 0}
.state{border-radius:.75rem;padding:.75rem 1rem;margin:1rem 0;font-weight:600}
.state.complete{background:#eef7ee;color:#1f5b2a}
.state.expired{background:#fbeef2;color:#8a1f42}
@media (min-width:768px){main{padding-top:4rem}.card{padding:2.25rem 2.5rem}}
`;

function htmlPage(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>` +
        `<div class="band" role="note"><strong>Sandbox: no real money.</strong> This page stands in for Stripe Checkout.</div>` +
        `<main>${body}</main></body></html>`,
    );
}

function summary(session: CheckoutSession, items: readonly LineItem[]): string {
  const lines = items
    .map((item) => {
      const label = item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name;
      return `<li><span>${escapeHtml(label)}</span><span class="figures">${money(item.unitAmount * item.quantity, session.currency)}</span></li>`;
    })
    .join('');
  const details = [
    session.client_reference_id ? `<dt>Reference</dt><dd class="figures">${escapeHtml(session.client_reference_id)}</dd>` : '',
    session.customer_email ? `<dt>Receipt to</dt><dd>${escapeHtml(session.customer_email)}</dd>` : '',
  ].join('');
  return (
    `<p class="amount figures">${money(session.amount_total, session.currency)}</p>` +
    `<ul aria-label="What is bought">${lines}</ul>` +
    (details ? `<dl>${details}</dl>` : '')
  );
}

const HEADING: Record<CheckoutSession['status'], string> = {
  open: 'Complete your payment',
  complete: 'Payment complete',
  expired: 'Checkout expired',
};
const STATE_TEXT: Record<Exclude<CheckoutSession['status'], 'open'>, string> = {
  complete: 'This payment went through. Nothing more to do here.',
  expired: 'This checkout has expired: it was not paid.',
};

/** GET /pay/:id. A finished session shows how it ended (and the way back) instead of the buttons. */
export function checkoutPage(res: Response, session: CheckoutSession, items: readonly LineItem[], simulateAction: string) {
  const head = `<p class="eyebrow">Stripe Checkout sandbox</p><h1>${HEADING[session.status]}</h1><hr class="rule">`;
  const tail =
    session.status === 'open'
      ? `<div class="actions">` +
        `<form method="post" action="${escapeHtml(simulateAction)}"><input type="hidden" name="outcome" value="success"><button type="submit" class="pay">Simulate success</button></form>` +
        `<form method="post" action="${escapeHtml(simulateAction)}"><input type="hidden" name="outcome" value="failure"><button type="submit" class="fail">Simulate failure</button></form>` +
        `</div><p class="note">No card is asked for and no money moves: choose how this payment ends.</p>`
      : `<p class="state ${session.status}" role="status">${STATE_TEXT[session.status]}</p>` +
        `<a class="button pay" href="${escapeHtml(returnUrl(session))}">Return to the site</a>`;
  htmlPage(
    res,
    200,
    `${money(session.amount_total, session.currency)}: Stripe sandbox checkout`,
    `<div class="card">${head}${summary(session, items)}${tail}</div>`,
  );
}

export function problemPage(res: Response, status: number, title: string, message: string) {
  htmlPage(
    res,
    status,
    `${title}: Stripe sandbox`,
    `<div class="card"><p class="eyebrow">Stripe Checkout sandbox</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`,
  );
}
