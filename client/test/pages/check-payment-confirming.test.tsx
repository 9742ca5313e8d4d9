import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../fetch-stub';
import { renderRoutes } from '../render-routes';

const { default: CheckPaymentPage } = await import('@/pages/check-payment/check-payment-page');
const { delayBefore, GIVE_UP_AFTER_MS } = await import('@/pages/check-payment/confirm-payment');

const TXNID = 'T0123456789abcdef0123';
const receipt = (status: string) => ({
  txnid: TXNID,
  purpose: 'vote',
  status,
  amount: '450.00',
  currency: 'USD',
  createdAt: '2026-11-23T10:00:00.000Z',
  settledAt: status === 'initiated' ? null : '2026-11-23T10:01:00.000Z',
  description: '750 votes for Ananya Sharma',
  refundedAt: null,
});

async function renderAt(entry: string) {
  const { router } = renderRoutes(
    [
      { path: '/receipt/:txnid', element: <h1>Receipt page</h1> },
      { path: '/check-payment', element: <CheckPaymentPage /> },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {});
  return router;
}

const checks = (calls: { path: string }[]) => calls.filter((c) => c.path === `/api/payments/${TXNID}/check`).length;

afterEach(() => {
  jest.useRealTimers();
});

describe('a payment still being confirmed (back from Stripe before its webhook)', () => {
  it('backs off between checks, quick at first, and stops asking within about two minutes', () => {
    expect(delayBefore(0)).toBe(2_000);
    expect(delayBefore(1)).toBeGreaterThan(delayBefore(0));
    expect(delayBefore(50)).toBe(15_000);
    let waited = 0;
    let n = 0;
    while (waited + delayBefore(n) <= GIVE_UP_AFTER_MS) waited += delayBefore(n++);
    expect(n).toBeGreaterThanOrEqual(8);
    expect(n).toBeLessThanOrEqual(20);
  });

  it('shows "Confirming your payment…", checks again after a few seconds and opens the receipt once it is paid', async () => {
    jest.useFakeTimers();
    let status = 'initiated';
    const { calls } = mockFetch(({ path }) => (path === `/api/payments/${TXNID}/check` ? { body: receipt(status) } : undefined));
    const router = await renderAt(`/check-payment?txnid=${TXNID}`);
    expect(screen.getByTestId('payment-confirming')).toHaveTextContent('Confirming your payment…');
    expect(screen.getByTestId('payment-confirming')).toHaveTextContent(TXNID);
    expect(checks(calls)).toBe(1);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(checks(calls)).toBe(2);
    expect(router.state.location.pathname).toBe('/check-payment');

    status = 'success';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3_000);
    });
    expect(checks(calls)).toBe(3);
    expect(router.state.location.pathname).toBe(`/receipt/${TXNID}`);
  });

  it('after two minutes still open it says so plainly and offers to check again', async () => {
    jest.useFakeTimers();
    const { calls } = mockFetch(({ path }) => (path === `/api/payments/${TXNID}/check` ? { body: receipt('initiated') } : undefined));
    await renderAt(`/check-payment?txnid=${TXNID}`);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS + 1_000);
    });
    const panel = screen.getByTestId('payment-confirming');
    expect(panel).toHaveTextContent('Your payment is not confirmed yet');
    const asked = checks(calls);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(checks(calls)).toBe(asked);
    expect(screen.getByRole('link', { name: "See this payment's receipt" })).toHaveAttribute('href', `/receipt/${TXNID}`);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    });
    expect(checks(calls)).toBe(asked + 1);
    expect(screen.getByTestId('payment-confirming')).toHaveTextContent('Confirming your payment…');
  });

  it('a failed check while confirming shows the error and the form again', async () => {
    jest.useFakeTimers();
    let reply: { status?: number; body: unknown } = { body: receipt('initiated') };
    mockFetch(({ path }) => (path === `/api/payments/${TXNID}/check` ? reply : undefined));
    await renderAt(`/check-payment?txnid=${TXNID}`);
    reply = { status: 502, body: { success: false, message: 'upstream' } };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.queryByTestId('payment-confirming')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check my payment' })).toBeEnabled();
  });
});
