import { describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { DriveProgress, FundraisingTotal } from '@pageant/common/content/csr-drive';
import { postPaymentForm, startEachPaymentTestClean } from '../gateway-stub';
import { mockFetch, type Route } from '../fetch-stub';
import { charityApi, renderCharityPage } from './charity-page';
import type { PaymentReceipt } from '@pageant/common/content/receipts';
import { firstScreen } from '@/pages/charitable-alliance/first-screen';
import { ReceiptView } from '@/pages/receipt/receipt-view';

/** Issue #33: the donation box for a contestant's charity drive (/charitablealliance?for=<id>). */

const ID = '3f2b8c1e-1111-4222-8333-944455556666';
const ASHA = { _id: ID, name: 'Asha Rao', imageUrl: '', voteCount: 12, category: 'Miss', city: 'Pune' };
const PROGRESS: DriveProgress = { raised: { INR: 5000, USD: 100 }, target: { INR: 25_000, USD: 300 }, donors: 2, percent: 100 / 3 };
const TOTAL: FundraisingTotal = { raised: { INR: 125_000, USD: 1_450 }, donors: 61, drives: 7 };
const paymentData = { key: 'k', txnid: 't1', amount: '2500.00', hash: 'h' };
const ATTEMPT_KEY = 'charity:donation-attempt';
const RECEIPT: PaymentReceipt = {
  txnid: 'T0123456789abcdef0123',
  purpose: 'donation',
  status: 'success',
  amount: '2500.00',
  currency: 'INR',
  createdAt: '2026-11-26T10:00:00.000Z',
  settledAt: '2026-11-26T10:01:00.000Z',
  description: "Donation, one-time, for Asha Rao's charity drive",
  refundedAt: null,
};

const api = (over: Route = () => undefined): Route =>
  charityApi((call) => {
    const answer = over(call);
    if (answer) return answer;
    if (call.path === `/api/candidates/fetchbyid/${ID}`) return { body: ASHA };
    if (call.path === `/api/candidates/${ID}/fundraising`) return { body: PROGRESS };
    if (call.path === '/api/fundraising/total') return { body: TOTAL };
    if (call.path === '/api/donation/initiate') return { body: { url: '/sandbox/payu/_payment', paymentData } };
    return undefined;
  });

startEachPaymentTestClean();

describe('the donation box for her charity drive', () => {
  it('when opened with ?for=<her id>, then her name, photo and progress are above the box', async () => {
    mockFetch(api());
    await renderCharityPage(`/charitablealliance?for=${ID}`);
    const banner = screen.getByRole('region', { name: "Supporting Asha Rao's charity drive" });
    expect(within(banner).getByRole('img', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(within(banner).getByRole('progressbar', { name: 'Asha Rao’s charity drive' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(banner).getByTestId('drive-raised-INR')).toHaveTextContent('₹5,000 raised');
    expect(within(banner).getByTestId('drive-raised-USD')).toHaveTextContent('$100 raised');
    expect(within(banner).getByTestId('drive-donors')).toHaveTextContent('2 donors');
  });

  it('when she is named, then the gift is sent with her id and the donor’s choice to show a first name', async () => {
    const { calls } = mockFetch(api());
    await renderCharityPage(`/charitablealliance?for=${ID}`);
    fireEvent.click(screen.getByRole('checkbox', { name: /Show my first name to her/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹2,500 today' }));
    });
    expect(calls.find((c) => c.path === '/api/donation/initiate')?.body).toEqual({
      amount: 2500,
      mode: 'once',
      candidateId: ID,
      showName: true,
    });
    expect(postPaymentForm).toHaveBeenCalledWith('/sandbox/payu/_payment', paymentData);
    // The thank-you names her drive even when the gateway returns without ?for=.
    expect(JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? '{}')).toMatchObject({ drive: { candidateId: ID, name: 'Asha Rao' } });
  });

  it('when the id is nobody’s, then the general box shows, without a banner, and the gift names no one', async () => {
    const { calls } = mockFetch(api(({ path }) => (path.includes('/unknown-id') ? { status: 404, body: { success: false } } : undefined)));
    await renderCharityPage('/charitablealliance?for=unknown-id');
    expect(screen.queryByTestId('drive-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Show my first name/ })).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹2,500 today' }));
    });
    expect(calls.find((c) => c.path === '/api/donation/initiate')?.body).toEqual({ amount: 2500, mode: 'once' });
  });

  it('without ?for=, then there is no banner and no checkbox, and the season’s total is beside the box', async () => {
    mockFetch(api());
    await renderCharityPage();
    expect(screen.queryByTestId('drive-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const total = screen.getByTestId('season-total');
    expect(total).toHaveTextContent('₹1,25,000');
    expect(total).toHaveTextContent('$1,450');
    expect(total).toHaveTextContent('raised by 61 donors for 7 contestants’ drives');
  });

  it('when no dollars were given yet, then the total shows rupees alone (no “$0”)', async () => {
    mockFetch(api(({ path }) => (path === '/api/fundraising/total' ? { body: { ...TOTAL, raised: { INR: 7500, USD: 0 } } } : undefined)));
    await renderCharityPage();
    const total = screen.getByTestId('season-total');
    expect(total).toHaveTextContent('₹7,500');
    expect(total).not.toHaveTextContent('$');
  });

  it('when the total cannot be read, then the page still offers the box', async () => {
    mockFetch(api(({ path }) => (path === '/api/fundraising/total' ? { status: 500 } : undefined)));
    await renderCharityPage();
    expect(screen.queryByTestId('season-total')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate ₹2,500 today' })).toBeEnabled();
  });

  it('the server renders her banner and the total with the page (her id in the first screen’s paths)', () => {
    const paths = firstScreen({ params: {}, search: new URLSearchParams({ for: ID }) });
    expect(paths).toEqual(expect.arrayContaining(['/fundraising/total', `/candidates/fetchbyid/${ID}`, `/candidates/${ID}/fundraising`]));
    expect(firstScreen({ params: {}, search: new URLSearchParams() })).not.toContain(`/candidates/fetchbyid/${ID}`);
  });
});

describe('the thank-you after a gift to her drive', () => {
  it('names her drive from the gift this tab started', async () => {
    sessionStorage.setItem(
      ATTEMPT_KEY,
      JSON.stringify({ amount: 2500, mode: 'once', emailGiven: false, currency: 'INR', drive: { candidateId: ID, name: 'Asha Rao' } }),
    );
    mockFetch(api());
    await renderCharityPage('/charitablealliance?donation=success&amount=2500&txnid=T0123456789abcdef0123');
    expect(screen.getByText('Thank you for your generosity!')).toBeInTheDocument();
    expect(screen.getByTestId('gift-drive')).toHaveTextContent("Your gift supports Asha Rao's charity drive.");
  });

  it('names her drive when the gateway returns to her page (?for=)', async () => {
    mockFetch(api());
    await renderCharityPage(`/charitablealliance?for=${ID}&donation=success&amount=2500`);
    expect(screen.getByTestId('gift-drive')).toHaveTextContent("Your gift supports Asha Rao's charity drive.");
  });

  it('names her drive from the payment’s receipt when this tab did not start the gift', async () => {
    const txnid = 'T0123456789abcdef0123';
    mockFetch(
      api(({ path }) =>
        path === `/api/payments/${txnid}/receipt`
          ? { body: { ...RECEIPT, txnid, drive: { candidateId: ID, name: 'Asha Rao' } } }
          : undefined,
      ),
    );
    await renderCharityPage(`/charitablealliance?donation=success&amount=2500&txnid=${txnid}`);
    expect(await screen.findByTestId('gift-drive')).toHaveTextContent("Your gift supports Asha Rao's charity drive.");
  });

  it('the receipt of a gift to her drive says whose drive it supports', () => {
    render(<ReceiptView receipt={{ ...RECEIPT, drive: { candidateId: ID, name: 'Asha Rao' } }} />);
    expect(screen.getByTestId('receipt-drive')).toHaveTextContent('Asha Rao’s charity drive');
    cleanup();
    render(<ReceiptView receipt={RECEIPT} />);
    expect(screen.queryByTestId('receipt-drive')).not.toBeInTheDocument();
  });

  it('says nothing of a drive after a general gift', async () => {
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ amount: 2500, mode: 'once', emailGiven: false, currency: 'INR' }));
    mockFetch(api());
    await renderCharityPage('/charitablealliance?donation=success&amount=2500');
    expect(screen.getByText('Thank you for your generosity!')).toBeInTheDocument();
    expect(screen.queryByTestId('gift-drive')).not.toBeInTheDocument();
  });
});
