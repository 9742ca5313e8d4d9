import { act, fireEvent, screen } from '@testing-library/react';
import { INR_PRICES, type PricingResponse } from '@pageant/common/content/pricing';
import { BOTH_CURRENCIES, currencyRadio, goToCheckout, postPaymentForm, startEachPaymentTestClean } from '../gateway-stub';
import { mockFetch, type Call } from '../fetch-stub';
import { renderRoutes } from '../render-routes';
import { fillRegistrationForm } from '../registration-form';
import { TOKEN, registrationReceipt } from '../fixtures/registration-receipt';

const { default: RegistrationPage } = await import('@/pages/registration/registration-page');
const { default: SuccessPage } = await import('@/pages/success/success-page');

const CHECKOUT = 'http://127.0.0.1:4000/sandbox/stripe/pay/cs_test_reg';

function api(pricing: PricingResponse | null, registration: () => { status?: number; body: unknown }): Call[] {
  return mockFetch(({ path }) => {
    if (path === '/api/pricing') return pricing ? { body: pricing } : undefined;
    if (path === '/api/payment/registration') return registration();
    if (path === '/api/payment/registration-receipt') {
      return { body: registrationReceipt({ amount: '25.00', currency: 'USD' }) };
    }
    return undefined;
  }).calls;
}

async function renderAt(entry: string) {
  renderRoutes(
    [
      { path: '/registration', element: <RegistrationPage /> },
      { path: '/success', element: <SuccessPage /> },
      { path: '/confirmdetail', element: <p>Details step</p> },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {});
}

startEachPaymentTestClean();

describe('registration fee in two currencies', () => {
  it('without dollars offered there is no choice and the fee is ₹2,000 as SPEC §9 has it', async () => {
    api({ INR: INR_PRICES }, () => ({ body: {} }));
    await renderAt('/registration');
    expect(screen.queryByTestId('currency-choice')).toBeNull();
    expect(screen.getByTestId('registration-fee')).toHaveTextContent('₹2,000');
  });

  it('in dollars the fee reads $25, the form sends currency USD and the browser visits Stripe Checkout', async () => {
    const calls = api(BOTH_CURRENCIES, () => ({ body: { success: true, url: CHECKOUT, method: 'GET', txnid: 'T5' } }));
    await renderAt('/registration');
    expect(currencyRadio('INR')).toBeChecked();
    fireEvent.click(currencyRadio('USD'));
    expect(screen.getByTestId('registration-fee')).toHaveTextContent('$25');
    expect(screen.getByText(/You will pay/)).toHaveTextContent('You will pay $25 securely');
    fillRegistrationForm('9876543210', 'Asha Rao');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    });
    const sent = calls.filter((c) => c.path === '/api/payment/registration');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ fullName: 'Asha Rao', currency: 'USD' });
    expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT);
    expect(postPaymentForm).not.toHaveBeenCalled();
  });

  it('in rupees the request carries no currency and PayU gets its form post', async () => {
    const calls = api(BOTH_CURRENCIES, () => ({ body: { payuUrl: '/sandbox/payu/_payment', payuData: { key: 'k' } } }));
    await renderAt('/registration');
    fillRegistrationForm('9876543210', 'Asha Rao');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    });
    expect(calls.find((c) => c.path === '/api/payment/registration')?.body).not.toHaveProperty('currency');
    expect(postPaymentForm).toHaveBeenCalledWith('/sandbox/payu/_payment', { key: 'k' });
  });

  it("a refused USD registration shows the server's sentence", async () => {
    sessionStorage.setItem('pageant.currency', 'USD');
    api(BOTH_CURRENCIES, () => ({ status: 400, body: { success: false, message: 'Dollar payments are not offered right now.' } }));
    await renderAt('/registration');
    fillRegistrationForm('9876543210', 'Asha Rao');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Pay Now/ }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Dollar payments are not offered right now.');
    expect(screen.getByRole('button', { name: /Pay Now/ })).toBeEnabled();
  });

  it('the success page shows a fee paid in dollars in dollars', async () => {
    api(BOTH_CURRENCIES, () => ({ body: {} }));
    await renderAt(`/success?id=${TOKEN}`);
    expect(await screen.findByTestId('receipt-amount')).toHaveTextContent('$25');
  });
});
