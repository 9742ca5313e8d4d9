import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { RECEIPT_MSG_PUBLIC } from '@pageant/common/content/receipts';
import { mockFetch } from '../fetch-stub';
import { renderRoutes } from '../render-routes';
import { inVisitorZone } from '../visitor-zone';

const { default: ReceiptPage } = await import('@/pages/receipt/receipt-page');
const { default: CheckPaymentPage } = await import('@/pages/check-payment/check-payment-page');

const TXNID = 'T0123456789abcdef0123';
const RECEIPT = {
  txnid: TXNID,
  purpose: 'vote',
  status: 'success',
  amount: '37500.00',
  currency: 'INR',
  createdAt: '2026-11-23T10:00:00.000Z',
  settledAt: '2026-11-23T10:01:00.000Z',
  description: '750 votes for Ananya Sharma',
  refundedAt: null,
};

afterEach(() => {
  jest.restoreAllMocks();
});

async function renderAt(entry: string) {
  const { router } = renderRoutes(
    [
      { path: '/receipt/:txnid', element: <ReceiptPage /> },
      { path: '/check-payment', element: <CheckPaymentPage /> },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {});
  return router;
}

describe('/receipt/:txnid', () => {
  it('shows what was paid, for what and in which state, in tabular figures, with a print button', async () => {
    const { calls } = mockFetch(({ path }) => (path === `/api/payments/${TXNID}/receipt` ? { body: RECEIPT } : undefined));
    await renderAt(`/receipt/${TXNID}`);

    expect(calls.map((c) => c.path)).toEqual([`/api/payments/${TXNID}/receipt`]);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('₹37,500');
    expect(screen.getByTestId('receipt-amount')).toHaveClass('figures');
    expect(screen.getByTestId('receipt-description')).toHaveTextContent('750 votes for Ananya Sharma');
    expect(screen.getByTestId('receipt-status')).toHaveTextContent('Paid');
    expect(screen.getByText('23 Nov 2026, 3:31 pm IST')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Check this payment now/ })).toBeNull();
  });

  it('read in New York, each time is in IST with her own time below it (issue #32)', async () => {
    inVisitorZone('America/New_York');
    mockFetch(() => ({ body: { ...RECEIPT, settledAt: '2026-11-26T19:40:00.000Z' } }));
    await renderAt(`/receipt/${TXNID}`);

    const paid = screen.getByText('Paid', { selector: 'dt' }).closest('div');
    expect(paid).toHaveTextContent('27 Nov 2026, 1:10 am IST26 Nov, 2:40 pm EST your time');
    expect(screen.getByText('Started', { selector: 'dt' }).closest('div')).toHaveTextContent(
      '23 Nov 2026, 3:30 pm IST5:00 am EST your time',
    );
  });

  it('a dollar payment reads in dollars with its cents, and says the currency in words', async () => {
    mockFetch(() => ({ body: { ...RECEIPT, amount: '450.00', currency: 'USD', description: 'Donation, one-time', purpose: 'donation' } }));
    await renderAt(`/receipt/${TXNID}`);

    expect(await screen.findByTestId('receipt-amount')).toHaveTextContent('$450.00');
    expect(screen.getByTestId('payment-receipt')).toHaveTextContent('USD (US dollars)');
    expect(screen.getByTestId('payment-receipt')).not.toHaveTextContent('₹');
  });

  it('an open payment offers to check it with the gateway first', async () => {
    mockFetch(() => ({ body: { ...RECEIPT, status: 'initiated', settledAt: null } }));
    await renderAt(`/receipt/${TXNID}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Check this payment now/ })).toHaveAttribute('href', `/check-payment?txnid=${TXNID}`);
  });

  it('a refunded payment says when it was refunded', async () => {
    mockFetch(() => ({ body: { ...RECEIPT, status: 'refunded', refundedAt: '2026-11-24T05:00:00.000Z' } }));
    await renderAt(`/receipt/${TXNID}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment refunded' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-status')).toHaveTextContent('Refunded');
    expect(screen.getByText('24 Nov 2026, 10:30 am IST')).toBeInTheDocument();
  });

  it('an unknown id reads the server sentence and offers to check a payment', async () => {
    mockFetch(() => ({ status: 404, body: { success: false, message: RECEIPT_MSG_PUBLIC.notFound } }));
    await renderAt(`/receipt/${TXNID}`);
    expect(screen.getByRole('alert')).toHaveTextContent(RECEIPT_MSG_PUBLIC.notFound);
    expect(screen.getByRole('link', { name: /Check a payment/ })).toHaveAttribute('href', '/check-payment');
  });

  it('a malformed id is not found without asking the server', async () => {
    const { calls } = mockFetch(() => undefined);
    await renderAt('/receipt/not%20an%20id');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not show this receipt' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('a failed load can be tried again', async () => {
    let attempts = 0;
    mockFetch(() => (++attempts === 1 ? { status: 500, body: {} } : { body: RECEIPT }));
    await renderAt(`/receipt/${TXNID}`);
    expect(screen.getByRole('alert')).toHaveTextContent(RECEIPT_MSG_PUBLIC.loadFailed);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeInTheDocument();
  });
});

describe('/check-payment', () => {
  const field = () => screen.getByLabelText('Transaction ID', { exact: true });
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check my payment' })));

  it('refuses an empty or malformed id on the spot, without asking the server', async () => {
    const { calls } = mockFetch(() => undefined);
    await renderAt('/check-payment');

    await submit();
    expect(screen.getByText(RECEIPT_MSG_PUBLIC.txnidRequired)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field(), { target: { value: 'T12 34!' } });
    await submit();
    expect(screen.getByText(RECEIPT_MSG_PUBLIC.txnidInvalid)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('checks a typed id (pasted spaces and a full stop trimmed) and opens its receipt', async () => {
    const { calls } = mockFetch(({ path, method }) =>
      method === 'POST' && path === `/api/payments/${TXNID}/check` ? { body: RECEIPT } : { body: RECEIPT },
    );
    const router = await renderAt('/check-payment');
    fireEvent.change(field(), { target: { value: `  ${TXNID}. ` } });

    await submit();

    expect(calls[0]).toMatchObject({ method: 'POST', path: `/api/payments/${TXNID}/check` });
    expect(router.state.location.pathname).toBe(`/receipt/${TXNID}`);
  });

  it('with an id in the link it checks at once, without a press, and opens the receipt of a settled payment', async () => {
    const { calls } = mockFetch(({ path, method }) =>
      method === 'POST' && path === `/api/payments/${TXNID}/check` ? { body: RECEIPT } : undefined,
    );
    const router = await renderAt(`/check-payment?txnid=${TXNID}`);
    expect(calls.filter((c) => c.path === `/api/payments/${TXNID}/check`)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/receipt/${TXNID}`);
  });

  it('an unknown id or too many checks read the server sentence; a gateway outage says to try again', async () => {
    let reply: { status: number; body: unknown } = { status: 404, body: { success: false, message: RECEIPT_MSG_PUBLIC.notFound } };
    mockFetch(() => reply);
    await renderAt('/check-payment');
    fireEvent.change(field(), { target: { value: TXNID } });

    await submit();
    expect(screen.getByText(RECEIPT_MSG_PUBLIC.notFound)).toBeInTheDocument();

    reply = { status: 429, body: { success: false, message: 'Too many requests, please try again later.' } };
    await submit();
    expect(screen.getByText('Too many requests, please try again later.')).toBeInTheDocument();

    reply = { status: 502, body: { success: false, message: 'upstream' } };
    await submit();
    expect(screen.getByText(RECEIPT_MSG_PUBLIC.checkFailed)).toBeInTheDocument();
  });
});
