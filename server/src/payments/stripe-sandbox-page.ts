import type { Response } from 'express';
import { formatMoney, isCurrency } from '@pageant/common/content/pricing';
import { escapeHtml, sendSandboxPage } from './sandbox-page';
import { returnUrl, type CheckoutSession, type LineItem } from './stripe-sandbox-objects';

/**
 * The sandbox's stand-in for Stripe's hosted Checkout page, on the page both sandboxes share
 * (sandbox-page.ts); forms post to the sandbox, which answers with a redirect.
 */

/** Stripe amounts are in minor units with a lowercase currency; ours are shown as the site shows them. */
export function money(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  return isCurrency(code) ? formatMoney(minor / 100, code) : `${(minor / 100).toFixed(2)} ${code}`;
}

function htmlPage(res: Response, status: number, title: string, body: string) {
  sendSandboxPage(res, status, { title, standsInFor: 'Stripe Checkout', body });
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
