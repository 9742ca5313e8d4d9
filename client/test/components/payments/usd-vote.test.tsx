import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_USD_PRICES, INR_PRICES, type PricingResponse } from '@pageant/common/content/pricing';
import { BOTH_CURRENCIES, currencyRadio, goToCheckout, postPaymentForm, startEachPaymentTestClean } from '../../gateway-stub';
import { ANANYA, VoteModalHarness } from '../voting/vote-modal-harness';
import { mockFetch, type Call } from '../../fetch-stub';

const { PaymentResultModal, readVoteResult } = await import('@/components/voting/payment-result-modal');
const { choiceFromResult } = await import('@/components/voting/pending-vote');

const CHECKOUT = 'http://127.0.0.1:4000/sandbox/stripe/pay/cs_test_1';

function api(pricing: PricingResponse | null, initiate: () => { status?: number; body: unknown } = () => ({ body: {} })): Call[] {
  return mockFetch(({ path }) => {
    if (path === '/api/pricing') return pricing ? { body: pricing } : undefined;
    if (path === '/api/vote/initiate') return initiate();
    return undefined;
  }).calls;
}

async function openModal() {
  render(<VoteModalHarness />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Open vote' }));
  });
  return screen.getByRole('dialog');
}

const total = () => screen.getByTestId('vote-total').textContent;
const packageRadio = (label: string) => screen.getByRole('radio', { name: new RegExp(`^${label} votes`) });

startEachPaymentTestClean();

describe('the vote modal in two currencies', () => {
  it('when the server offers no dollars, then no choice is shown and everything is in rupees as before', async () => {
    api({ INR: INR_PRICES });
    const dialog = await openModal();
    expect(within(dialog).queryByTestId('currency-choice')).toBeNull();
    expect(total()).toBe('₹100');
  });

  it('when the tables cannot be read, then it still sells votes in rupees', async () => {
    api(null);
    const dialog = await openModal();
    expect(within(dialog).queryByTestId('currency-choice')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay ₹100' })).toBeEnabled();
  });

  it('with dollars offered and chosen earlier in this visit, then every figure is in dollars with US grouping', async () => {
    sessionStorage.setItem('pageant.currency', 'USD');
    api(BOTH_CURRENCIES);
    await openModal();
    expect(currencyRadio('USD')).toBeChecked();
    expect(total()).toBe('$1.25');
    fireEvent.click(packageRadio('100,000'));
    expect(total()).toBe('$2,500');
    expect(screen.getByTestId('vote-unit-price')).toHaveTextContent('$0.025 each in this package');
    fireEvent.click(packageRadio('1,000'));
    // 1000 x $0.35 in cents, never 350.00000000000006
    expect(total()).toBe('$350');
    expect(screen.getByRole('button', { name: 'Pay $350' })).toBeEnabled();
  });

  it('switching currency keeps the package and updates every figure at once, and is remembered', async () => {
    api(BOTH_CURRENCIES);
    await openModal();
    expect(currencyRadio('INR')).toBeChecked();
    fireEvent.click(packageRadio('750'));
    expect(total()).toBe('₹37,500');
    fireEvent.click(currencyRadio('USD'));
    expect(packageRadio('750')).toBeChecked();
    expect(total()).toBe('$450');
    expect(screen.getByText(/you save/)).toHaveTextContent('you save $487.50');
    expect(sessionStorage.getItem('pageant.currency')).toBe('USD');
    fireEvent.click(currencyRadio('INR'));
    expect(total()).toBe('₹37,500');
  });

  it('a USD vote sends the currency and visits the Stripe Checkout page it is given', async () => {
    sessionStorage.setItem('pageant.currency', 'USD');
    const calls = api(BOTH_CURRENCIES, () => ({ body: { success: true, url: CHECKOUT, method: 'GET', txnid: 'T1' } }));
    await openModal();
    fireEvent.click(packageRadio('750'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay $450' }));
    });
    const sent = calls.filter((c) => c.path === '/api/vote/initiate');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ candidateId: ANANYA._id, votes: 750, amount: 450, currency: 'USD' });
    expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT);
    expect(postPaymentForm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Taking you to payment…' })).toBeDisabled();
  });

  it('an INR vote sends no currency field, exactly as before', async () => {
    const calls = api(BOTH_CURRENCIES, () => ({ body: { url: '/sandbox/payu/_payment', paymentData: { key: 'k' } } }));
    await openModal();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay ₹100' }));
    });
    expect(calls.find((c) => c.path === '/api/vote/initiate')?.body).toEqual({ candidateId: ANANYA._id, votes: 1, amount: 100 });
    expect(postPaymentForm).toHaveBeenCalledWith('/sandbox/payu/_payment', { key: 'k' });
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it("a refused USD amount shows the server's sentence and lets her try again", async () => {
    sessionStorage.setItem('pageant.currency', 'USD');
    api(BOTH_CURRENCIES, () => ({ status: 400, body: { success: false, message: 'The amount does not match the price of these votes.' } }));
    await openModal();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay $1.25' }));
    });
    expect(await screen.findByText('The amount does not match the price of these votes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $1.25' })).toBeEnabled();
    expect(goToCheckout).not.toHaveBeenCalled();
  });
});

describe('coming back from Stripe', () => {
  const params = new URLSearchParams('status=SUCCESS&candidateName=Ananya+Sharma&votes=100000&amount=2500.00&txnid=T1&currency=USD');

  it('the result modal shows the amount in dollars and the votes with US grouping', () => {
    render(<PaymentResultModal result={readVoteResult(params)} onClose={() => undefined} />);
    expect(screen.getByText('$2,500')).toBeInTheDocument();
    expect(screen.getByText('100,000')).toBeInTheDocument();
  });

  it('a PayU return without a currency is rupees', () => {
    expect(readVoteResult(new URLSearchParams('status=SUCCESS&amount=100'))?.currency).toBe('INR');
  });

  it('Try again reads a USD package from its dollar price, not the rupee table', () => {
    const result = readVoteResult(params)!;
    expect(choiceFromResult(result, DEFAULT_USD_PRICES)).toEqual({ votes: 100000, usePackage: true });
    expect(choiceFromResult(result, INR_PRICES)).toEqual({ votes: 100000, usePackage: false });
  });
});
