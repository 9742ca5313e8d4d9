import { act, fireEvent, screen, within } from '@testing-library/react';
import { postPaymentForm, startEachPaymentTestClean } from '../gateway-stub';
import { mockFetch } from '../fetch-stub';
import { charityApi, renderCharityPage } from './charity-page';
import { chargeWording, initialDonation, switchMode, typeAmount } from '@/pages/charitable-alliance/donation-math';

const ATTEMPT_KEY = 'charity:donation-attempt';
const paymentData = { key: 'k', txnid: 't1', amount: '30000.00', hash: 'h' };

const routes = charityApi(({ path }) => {
  if (path === '/api/donation/initiate') return { body: { url: '/sandbox/payu/_payment', paymentData } };
  return undefined;
});

startEachPaymentTestClean();

describe('what is charged, in words', () => {
  it('monthly states the monthly share, the 12 months and the amount taken today', () => {
    const monthly = switchMode(initialDonation(2500), 'monthly');
    expect(chargeWording(monthly)).toEqual({
      today: '₹30,000',
      cadence: '₹2,500 a month for 12 months',
      summary: '₹2,500 a month for 12 months: ₹30,000 today',
    });
  });

  it('a one-time gift states the amount taken today and no cadence', () => {
    expect(chargeWording(initialDonation(500))).toEqual({ today: '₹500', cadence: null, summary: 'A single gift: ₹500 today' });
  });

  it('a typed monthly amount follows the x12 rule as the presets do: the share a month, the total today', () => {
    const typed = typeAmount(switchMode(initialDonation(), 'monthly'), '83.33');
    expect(chargeWording(typed).summary).toBe('₹83.33 a month for 12 months: ₹999.96 today');
  });
});

describe('the donation box', () => {
  it('in monthly mode the summary and the Pay button say what is charged and when', async () => {
    mockFetch(routes);
    await renderCharityPage();
    expect(screen.getByTestId('donation-summary')).toHaveTextContent('A single gift: ₹2,500 today');
    expect(screen.getByRole('button', { name: 'Donate ₹2,500 today' })).toBeEnabled();

    fireEvent.click(screen.getByLabelText('Give Monthly'));
    expect(screen.getByTestId('donation-summary')).toHaveTextContent('₹2,500 a month for 12 months: ₹30,000 today');
    expect(screen.getByRole('button', { name: 'Donate ₹30,000 today, ₹2,500 a month for 12 months' })).toBeEnabled();
    expect(screen.getByText('Giving monthly, this is your gift for each month; all 12 months are paid today.')).toBeInTheDocument();
  });

  it('in monthly mode every preset reads as the monthly amount and the custom amount is a monthly one too', async () => {
    mockFetch(routes);
    await renderCharityPage();
    fireEvent.click(screen.getByLabelText('Give Monthly'));
    const presets = within(screen.getByRole('group', { name: /Choose a monthly amount/ })).getAllByRole('button');
    expect(presets.map((b) => b.textContent)).toEqual([
      '₹5,000 a month',
      '₹2,500 a month',
      '₹2,000 a month',
      '₹1,500 a month',
      '₹1,000 a month',
      '₹500 a month',
    ]);
    expect(screen.getByRole('button', { name: '₹2,500 a month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Or enter your own monthly amount (₹)')).toHaveValue(2500);
    fireEvent.change(screen.getByLabelText('Or enter your own monthly amount (₹)'), { target: { value: '3000' } });
    expect(screen.getByRole('button', { name: 'Donate ₹36,000 today, ₹3,000 a month for 12 months' })).toBeEnabled();
  });

  it('with no amount there is nothing to pay and the summary asks for one', async () => {
    mockFetch(routes);
    await renderCharityPage();
    fireEvent.change(screen.getByLabelText('Or enter your own amount (₹)'), { target: { value: '' } });
    expect(screen.getByTestId('donation-summary')).toHaveTextContent('Choose or enter an amount to see what is charged.');
    expect(screen.getByRole('button', { name: 'Donate' })).toBeDisabled();
  });

  it('before leaving for the gateway it remembers whether an e-mail was given, never the address', async () => {
    const { calls } = mockFetch(routes);
    await renderCharityPage();
    fireEvent.click(screen.getByLabelText('Give Monthly'));
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'asha@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Donate ₹30,000 today/ }));
    });
    expect(calls.find((c) => c.path === '/api/donation/initiate')?.body).toEqual({
      amount: 30000,
      mode: 'monthly',
      donorEmail: 'asha@example.com',
    });
    expect(postPaymentForm).toHaveBeenCalledWith('/sandbox/payu/_payment', paymentData);
    const stored = sessionStorage.getItem(ATTEMPT_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual({ amount: 30000, mode: 'monthly', emailGiven: true, currency: 'INR' });
    expect(stored).not.toContain('asha');
  });
});

describe('the thank-you after the gateway', () => {
  const remember = (attempt: object) => sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));

  it('promises a receipt by e-mail when the donor gave one, and restates a monthly gift', async () => {
    remember({ amount: 30000, mode: 'monthly', emailGiven: true });
    mockFetch(routes);
    await renderCharityPage('/charitablealliance?donation=success&amount=30000');
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent('Your gift of ₹30,000 (₹2,500 a month for 12 months) has been received.');
    expect(within(thanks).getByTestId('receipt-promise')).toHaveTextContent(
      'Your receipt with the transaction ID is on its way to the e-mail address you gave.',
    );
  });

  it('promises no receipt when no e-mail was given', async () => {
    remember({ amount: 2500, mode: 'once', emailGiven: false });
    mockFetch(routes);
    await renderCharityPage('/charitablealliance?donation=success&amount=2500');
    const promise = screen.getByTestId('receipt-promise');
    expect(promise).toHaveTextContent('You gave no e-mail address, so no receipt is sent by e-mail.');
    expect(promise).not.toHaveTextContent('on its way');
  });

  it('when this tab did not start the gift (or it was for another amount) it only says where a receipt would go', async () => {
    remember({ amount: 500, mode: 'once', emailGiven: true });
    mockFetch(routes);
    await renderCharityPage('/charitablealliance?donation=success&amount=2500');
    expect(screen.getByTestId('receipt-promise')).toHaveTextContent(
      'If you gave an e-mail address, your receipt with the transaction ID is on its way there.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('a month');
  });

  it('dismissing the thank-you forgets the remembered attempt', async () => {
    remember({ amount: 2500, mode: 'once', emailGiven: true });
    mockFetch(routes);
    await renderCharityPage('/charitablealliance?donation=success&amount=2500');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
  });

  it('a failed gift makes no receipt promise and offers to try again', async () => {
    remember({ amount: 2500, mode: 'once', emailGiven: true });
    mockFetch(routes);
    await renderCharityPage('/charitablealliance?donation=failure&amount=2500');
    expect(screen.getByRole('alert')).toHaveTextContent('Your ₹2,500 donation could not be completed.');
    expect(screen.queryByTestId('receipt-promise')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
