import { act, fireEvent, screen } from '@testing-library/react';
import { BOTH_CURRENCIES, currencyRadio, goToCheckout, postPaymentForm, startEachPaymentTestClean } from '../gateway-stub';
import { mockFetch } from '../fetch-stub';
import { charityApi, renderCharityPage } from './charity-page';
import { mealsPledged } from '@/pages/charitable-alliance/donation-math';

const CHECKOUT = 'http://127.0.0.1:4000/sandbox/stripe/pay/cs_test_9';
const ATTEMPT_KEY = 'charity:donation-attempt';

const routes = charityApi(({ path }) => {
  if (path === '/api/pricing') return { body: BOTH_CURRENCIES };
  if (path === '/api/donation/initiate') return { body: { success: true, url: CHECKOUT, method: 'GET', txnid: 'T9' } };
  return undefined;
});

startEachPaymentTestClean();

describe('meals pledged in either currency', () => {
  it('counts in cents, so $30 at $0.60 a meal is 50 meals, not 49', () => {
    expect(mealsPledged(30, 0.6)).toBe(50);
    expect(mealsPledged(2500)).toBe(50);
    expect(mealsPledged(0.59, 0.6)).toBe(0);
  });
});

describe('the donation box in dollars', () => {
  it('shows the dollar presets, meals and charge, and visits Stripe Checkout with currency USD', async () => {
    sessionStorage.setItem('pageant.currency', 'USD');
    const { calls } = mockFetch(routes);
    await renderCharityPage();
    expect(currencyRadio('USD')).toBeChecked();
    expect(screen.getByRole('button', { name: '$60' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$30' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('meals-pledged')).toHaveTextContent('50');
    expect(screen.getByText(/feeds a child a warm/)).toHaveTextContent('Every $0.60 feeds a child');
    expect(screen.getByLabelText('Or enter your own amount ($)')).toHaveValue(30);

    fireEvent.click(screen.getByLabelText('Give Monthly'));
    expect(screen.getByTestId('donation-summary')).toHaveTextContent('$30 a month for 12 months: $360 today');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Donate \$360 today/ }));
    });
    expect(calls.find((c) => c.path === '/api/donation/initiate')?.body).toEqual({ amount: 360, mode: 'monthly', currency: 'USD' });
    expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT);
    expect(postPaymentForm).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? 'null')).toEqual({
      amount: 360,
      mode: 'monthly',
      emailGiven: false,
      currency: 'USD',
    });
  });

  it('switching currency keeps the chosen preset in its place and a typed amount falls back to the default', async () => {
    mockFetch(routes);
    await renderCharityPage();
    expect(currencyRadio('INR')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '₹5,000' }));
    fireEvent.click(currencyRadio('USD'));
    expect(screen.getByRole('button', { name: '$60' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('donation-summary')).toHaveTextContent('A single gift: $60 today');
    fireEvent.change(screen.getByLabelText('Or enter your own amount ($)'), { target: { value: '42' } });
    fireEvent.click(currencyRadio('INR'));
    expect(screen.getByRole('button', { name: '₹2,500' })).toHaveAttribute('aria-pressed', 'true');
    expect(sessionStorage.getItem('pageant.currency')).toBe('INR');
  });

  it('the thank-you after Stripe names the gift in dollars', async () => {
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ amount: 360, mode: 'monthly', emailGiven: true, currency: 'USD' }));
    mockFetch(routes);
    await renderCharityPage('/charitablealliance?donation=success&amount=360.00&txnid=T9&currency=USD');
    expect(screen.getByRole('status')).toHaveTextContent('Your gift of $360 ($30 a month for 12 months) has been received.');
  });

  it('a rupee attempt of the same number is not taken for a dollar gift', async () => {
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ amount: 30, mode: 'once', emailGiven: false, currency: 'INR' }));
    mockFetch(routes);
    await renderCharityPage('/charitablealliance?donation=success&amount=30&currency=USD');
    expect(screen.getByTestId('receipt-promise')).toHaveTextContent('If you gave an e-mail address');
  });
});
