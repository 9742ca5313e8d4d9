import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { RECEIPT_MSG } from '@pageant/common';
import { mockFetch } from '../fetch-stub';
import { renderRoutes } from '../render-routes';
import { ConfirmProbe } from '../confirm-probe';
import { TOKEN, registrationReceipt } from '../fixtures/registration-receipt';
import { inVisitorZone } from '../visitor-zone';

const { default: SuccessPage, SUCCESS_REDIRECT_SECONDS, BARE_SUCCESS_REDIRECT_MS } = await import('@/pages/success/success-page');

const RECEIPT = registrationReceipt();

async function renderAt(entry: string) {
  const { router } = renderRoutes(
    [
      { path: '/success', element: <SuccessPage /> },
      { path: '/registration', element: <h1>Registration form</h1> },
      { path: '/confirmdetail', element: <ConfirmProbe /> },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {});
  return router;
}

const receiptRoute = (reply: { status?: number; body?: unknown } = { body: RECEIPT }) =>
  mockFetch(({ path }) => (path === '/api/payment/registration-receipt' ? reply : undefined));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/success?id=TOKEN', () => {
  it('in a tab with empty session storage, reads the token from its address and shows the receipt', async () => {
    const { calls } = receiptRoute();
    await renderAt(`/success?id=${TOKEN}`);

    expect(calls[0]?.query.get('id')).toBe(TOKEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('₹2,000');
    expect(screen.getByTestId('receipt-amount')).toHaveClass('figures');
    expect(screen.getByTestId('receipt-txnid')).toHaveTextContent('REG1700000000ABC');
    expect(screen.getByTestId('receipt-email')).toHaveTextContent('asha@example.com');
    expect(screen.getByText('Redirecting...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Continue to step 2/ })).toHaveAttribute('href', `/confirmdetail?id=${TOKEN}`);
    expect(sessionStorage.getItem('paidRegistrationToken')).toBe(TOKEN);
  });

  it('read in New York, the paid time is in IST with her own time below it (issue #32)', async () => {
    inVisitorZone('America/New_York');
    receiptRoute();
    await renderAt(`/success?id=${TOKEN}`);

    expect(screen.getByText('Paid on').closest('div')).toHaveTextContent('23 Nov 2026, 3:31 pm IST5:01 am EST your time');
  });

  it(`moves on to /confirmdetail?id=TOKEN by itself after ${SUCCESS_REDIRECT_SECONDS} s, counting down`, async () => {
    jest.useFakeTimers();
    receiptRoute();
    sessionStorage.setItem('registrationData', JSON.stringify({ fullName: 'Asha Rao' }));
    const router = await renderAt(`/success?id=${TOKEN}`);
    expect(screen.getByTestId('redirect-countdown')).toHaveTextContent(`${SUCCESS_REDIRECT_SECONDS} seconds`);

    for (let i = 1; i < SUCCESS_REDIRECT_SECONDS; i++) await act(async () => void jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('redirect-countdown')).toHaveTextContent('1 second.');
    expect(router.state.location.pathname).toBe('/success');

    await act(async () => void jest.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/confirmdetail');
    expect(screen.getByTestId('confirm-search')).toHaveTextContent(`?id=${TOKEN}`);
    // SPEC §2: the saved registration data travels along; payment done, storage no longer holds it.
    expect(screen.getByTestId('confirm-state')).toHaveTextContent('Asha Rao');
    expect(sessionStorage.getItem('registrationData')).toBeNull();
  });

  it('"Stay on this page" stops the move', async () => {
    jest.useFakeTimers();
    receiptRoute();
    const router = await renderAt(`/success?id=${TOKEN}`);
    await act(async () => screen.getByRole('button', { name: 'Stay on this page' }).click());
    await act(async () => void jest.advanceTimersByTime(SUCCESS_REDIRECT_SECONDS * 2000));
    expect(router.state.location.pathname).toBe('/success');
    expect(screen.getByRole('link', { name: /Continue to step 2/ })).toBeInTheDocument();
  });

  it('an unpaid or unknown token shows the server sentence and no receipt', async () => {
    receiptRoute({ status: 404, body: { success: false, message: RECEIPT_MSG.notFound } });
    await renderAt(`/success?id=${TOKEN}`);
    expect(screen.getByRole('alert')).toHaveTextContent(RECEIPT_MSG.notFound);
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to registration' })).toHaveAttribute('href', '/registration');
  });

  it('a malformed id is refused without asking the server', async () => {
    const { calls } = receiptRoute();
    await renderAt('/success?id=abc');
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(RECEIPT_MSG.invalidLink);
  });

  it('a network failure offers to try again', async () => {
    let fail = true;
    mockFetch(({ path }) =>
      path === '/api/payment/registration-receipt' ? (fail ? { status: 503, body: {} } : { body: RECEIPT }) : undefined,
    );
    await renderAt(`/success?id=${TOKEN}`);
    expect(screen.getByRole('alert')).toHaveTextContent(/could not load your receipt/);
    fail = false;
    await act(async () => screen.getByRole('button', { name: /Try again/ }).click());
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
  });
});

describe('/success without an id', () => {
  it("falls back to this tab's memory of the paid token (SPEC §2: session storage as fallback)", async () => {
    sessionStorage.setItem('paidRegistrationToken', TOKEN);
    const { calls } = receiptRoute();
    await renderAt('/success');
    expect(calls[0]?.query.get('id')).toBe(TOKEN);
    expect(screen.getByTestId('receipt-txnid')).toHaveTextContent('REG1700000000ABC');
  });

  it("with nothing to go on, shows SPEC's 'Payment Successful' and 'Redirecting...', then goes back to /registration", async () => {
    // Issue #26 item 15: it used to leave in the same instant, the two lines never on screen.
    jest.useFakeTimers();
    mockFetch(() => undefined);
    sessionStorage.setItem('registrationData', JSON.stringify({ fullName: 'Asha Rao' }));
    const router = await renderAt('/success');
    expect(router.state.location.pathname).toBe('/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting...');

    await act(async () => void jest.advanceTimersByTime(BARE_SUCCESS_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/success');
    await act(async () => void jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/registration');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
