import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentReportRow } from '@pageant/common/content/payment-report';
import PaymentsPage from '@/admin/payments/payments-page';
import { mockFetch, type Reply, type Route } from '../fetch-stub';
import { renderRoutes } from '../render-routes';

const row = (i: number, over: Partial<PaymentReportRow> = {}): PaymentReportRow => ({
  txnid: `T${String(i).padStart(20, '0')}`,
  gatewayId: `40300000${i}`,
  purpose: 'donation',
  description: 'Donation, one-time',
  amount: '2500.00',
  currency: 'INR',
  status: 'success',
  createdAt: '2026-11-20T08:00:00.000Z',
  settledAt: '2026-11-20T08:01:00.000Z',
  refundedAt: null,
  demo: false,
  ...over,
});

const VOTE = row(1, { purpose: 'vote', description: '750 votes for Ananya Sharma', amount: '37500.00', demo: true });
const FAILED = row(2, { status: 'failure' });
const OPEN = row(3, { status: 'initiated', gatewayId: null, settledAt: null });
const ALL = [VOTE, FAILED, OPEN];

/** A fake report over ALL: purpose and status filters, totals of the filtered set. */
function paymentsApi(route: Route = () => undefined) {
  return mockFetch((req) => {
    const reply = route(req);
    if (reply || req.path !== '/api/admin/payments') return reply;
    const purpose = req.query.get('purpose');
    const status = req.query.get('status');
    const hits = ALL.filter((p) => (!purpose || p.purpose === purpose) && (!status || p.status === status));
    const totals: Record<string, { count: number; amount: string }> = {};
    for (const p of hits) {
      const t = (totals[p.status] ??= { count: 0, amount: '0.00' });
      t.count += 1;
      t.amount = (Number(t.amount) + Number(p.amount)).toFixed(2);
    }
    return { body: { payments: hits, totals, page: 1, totalPages: hits.length ? 1 : 0 } } satisfies Reply;
  });
}

const open = (path = '/admin/payments') =>
  renderRoutes([{ path: '/admin/payments', element: <PaymentsPage /> }], { initialEntries: [path] });
const table = () => screen.findByRole('table', { name: 'Payments' });
const rowOf = async (txnid: string) =>
  within(await table())
    .getAllByRole('row')
    .find((r) => r.textContent!.includes(txnid))!;

afterEach(() => {
  jest.restoreAllMocks();
  cleanup();
});

describe('Payments admin', () => {
  it('marks seeded demo payments with a small "demo" chip, and only those (issue #29)', async () => {
    paymentsApi();
    open();

    const chip = within(within(await rowOf(VOTE.txnid)).getByRole('rowheader')).getByText('demo');
    expect(chip).toHaveAttribute('title', 'Seeded demo data');
    for (const p of [FAILED, OPEN]) expect(within(await rowOf(p.txnid)).queryByText('demo')).toBeNull();
  });

  it('lists payments with their description, amount, status, receipt link and totals, and refunds only successful ones', async () => {
    const { calls } = paymentsApi();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments (3)' })).toBeInTheDocument();
    expect(calls[0]!.query.toString()).toBe('page=1&limit=20');

    const vote = await rowOf(VOTE.txnid);
    expect(vote).toHaveTextContent('750 votes for Ananya Sharma');
    expect(vote).toHaveTextContent('₹37,500');
    expect(vote).toHaveTextContent('Paid');
    expect(within(vote).getByRole('link', { name: /^Receipt for/ })).toHaveAttribute('href', `/receipt/${VOTE.txnid}`);
    expect(within(vote).getByRole('button', { name: `Refund ${VOTE.txnid}` })).toBeInTheDocument();
    expect(within(await rowOf(FAILED.txnid)).queryByRole('button', { name: /^Refund/ })).toBeNull();

    const totals = screen.getByRole('region', { name: 'Totals for these filters' });
    expect(totals).toHaveTextContent('Paid');
    expect(totals).toHaveTextContent('₹37,500');
    expect(totals).toHaveTextContent('Failed');
  });

  it('shows a dollar payment in dollars, each status total per currency, and filters by currency', async () => {
    const usd = row(9, { currency: 'USD', amount: '60.00', description: 'Donation, one-time' });
    const { calls } = mockFetch((req) => {
      if (req.path !== '/api/admin/payments') return undefined;
      const onlyUsd = req.query.get('currency') === 'USD';
      const payments = onlyUsd ? [usd] : [VOTE, usd];
      const byCurrency = onlyUsd
        ? { USD: { count: 1, amount: '60.00' } }
        : { INR: { count: 1, amount: '37500.00' }, USD: { count: 1, amount: '60.00' } };
      return {
        body: {
          payments,
          totals: { success: { count: payments.length, amount: onlyUsd ? '0.00' : '37500.00', byCurrency } },
          page: 1,
          totalPages: 1,
        },
      };
    });
    const user = userEvent.setup();
    open();

    expect(await rowOf(usd.txnid)).toHaveTextContent('$60USD');
    expect(await rowOf(VOTE.txnid)).toHaveTextContent('₹37,500INR');
    const totals = screen.getByRole('region', { name: 'Totals for these filters' });
    expect(totals).toHaveTextContent('₹37,500INR · 1 payment');
    expect(totals).toHaveTextContent('$60USD · 1 payment');
    expect(totals).not.toHaveTextContent('37,560');

    await user.selectOptions(screen.getByLabelText('Currency'), 'USD ($)');
    await waitFor(() => expect(calls.at(-1)!.query.get('currency')).toBe('USD'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Totals for these filters' })).not.toHaveTextContent('₹'));
  });

  it('filters by purpose and status from the address, and the export link carries the same filters', async () => {
    const { calls } = paymentsApi();
    const user = userEvent.setup();
    const { router } = open('/admin/payments?status=success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments (1)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('success');

    await user.selectOptions(screen.getByLabelText('Purpose'), 'donation');
    await waitFor(() => expect(calls.at(-1)!.query.get('purpose')).toBe('donation'));
    expect(calls.at(-1)!.query.get('status')).toBe('success');
    expect(router.state.location.search).toBe('?status=success&purpose=donation');
    expect(await screen.findByText('No payments match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments/export.csv?purpose=donation&status=success',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments (3)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/payments/export.csv');
  });

  it('asks for a reason before refunding, sends it, and reloads the list with the server’s sentence', async () => {
    let refunded = false;
    const { calls } = paymentsApi((req) => {
      if (req.method === 'POST' && req.path === `/api/admin/payments/${VOTE.txnid}/refund`) {
        refunded = true;
        return { body: { success: true, message: 'Payment refunded.', txnid: VOTE.txnid, status: 'refunded' } };
      }
      if (refunded && req.path === '/api/admin/payments') {
        const payments = ALL.map((p) => (p === VOTE ? { ...p, status: 'refunded', refundedAt: '2026-11-21T10:00:00.000Z' } : p));
        return { body: { payments, totals: {}, page: 1, totalPages: 1 } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf(VOTE.txnid)).getByRole('button', { name: `Refund ${VOTE.txnid}` }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent('₹37,500');
    expect(dialog).toHaveTextContent('taken off the contestant’s count');

    await user.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason for the refund.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), '  Paid twice  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Paid twice' });
    expect(await screen.findByText('Payment refunded.')).toBeInTheDocument();
    await waitFor(async () => expect(await rowOf(VOTE.txnid)).toHaveTextContent('Refunded'));
  });

  it('keeps the question open with the gateway’s reason when a refund is refused', async () => {
    const refused = 'The gateway refused the refund: Invalid PayU ID.';
    paymentsApi((req) =>
      req.method === 'POST'
        ? { status: 422, body: { success: false, message: refused, error: refused, code: 'REFUND_REFUSED' } }
        : undefined,
    );
    const user = userEvent.setup();
    open();
    await user.click(within(await rowOf(VOTE.txnid)).getByRole('button', { name: `Refund ${VOTE.txnid}` }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Refund in full' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    const vote = await rowOf(VOTE.txnid);
    expect(vote).toHaveTextContent('Paid');
    expect(vote).not.toHaveTextContent('Refunded');
  });

  it('shows every time in IST, labelled, and its date filters are IST days too (issue #32)', async () => {
    const { calls } = paymentsApi();
    open();

    const vote = await rowOf(VOTE.txnid);
    // Created 08:00 UTC, settled a minute later: 1:30 pm and 1:31 pm in India.
    expect(within(vote).getAllByText('20 Nov 2026, 1:30 pm IST')[0]).toBeInTheDocument();
    expect(vote).toHaveTextContent('Settled 20 Nov 2026, 1:31 pm IST');
    const from = screen.getByLabelText('From (IST)');
    expect(screen.getByLabelText('To (IST)')).toBeInTheDocument();
    expect(screen.queryByText(/UTC/)).toBeNull();

    await userEvent.type(from, '2026-11-20');
    await waitFor(() => expect(calls.at(-1)!.query.get('from')).toBe('2026-11-20'));
  });

  it('shows the load error with Retry, and loads again', async () => {
    let fail = true;
    paymentsApi((req) => (fail && req.path === '/api/admin/payments' ? { status: 500, body: {} } : undefined));
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch payments');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments (3)' })).toBeInTheDocument();
  });
});
