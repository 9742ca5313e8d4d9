import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { DriveProgress } from '@pageant/common/content/csr-drive';
import { liveVotesSubscribed, mockApi, socketModule, type Call } from '../components/voting/voting-harness';
import { renderRoutes } from '../render-routes';

jest.unstable_mockModule('@/api/post-payment-form', () => ({ postPaymentForm: jest.fn(), goToCheckout: jest.fn() }));
jest.unstable_mockModule('@/api/socket', socketModule);
const { default: ContestantVotePage } = await import('@/pages/contestant-vote/contestant-vote-page');
const { driveFigures } = await import('@/components/fundraising/drive-figures');

/** Issue #33: her vote page shows her charity drive and links to the donation box for it. */

const PRIYA = { _id: 'p-7', name: 'Priya Mehta', imageUrl: '', voteCount: 10, category: 'Mrs', city: 'Pune' };
const DRIVE: DriveProgress = { raised: { INR: 5000, USD: 240 }, target: { INR: 25_000, USD: 300 }, donors: 2, percent: 80 };

async function renderWith(drive: (call: Call) => { status?: number; body?: unknown }) {
  const calls = mockApi((call) => {
    if (call.path === `/api/candidates/fetchbyid/${PRIYA._id}`) return { body: PRIYA };
    if (call.path === `/api/candidates/${PRIYA._id}/fundraising`) return drive(call);
    if (call.path === '/api/candidates/fetch') return { body: { candidates: [PRIYA], totalPages: 1, totalCount: 1, page: 1 } };
    return undefined;
  });
  renderRoutes([{ path: '/contestants/vote/:id', element: <ContestantVotePage /> }], {
    initialEntries: [`/contestants/vote/${PRIYA._id}`],
  });
  await act(async () => {});
  await liveVotesSubscribed();
  return calls;
}

afterEach(() => act(() => toast.remove()));

describe('her charity drive on her vote page', () => {
  it('when her drive has gifts, then the bar, each currency and her donors show, and the button leads to her box', async () => {
    await renderWith(() => ({ body: DRIVE }));
    const block = screen.getByRole('region', { name: 'Her charity drive' });
    const bar = within(block).getByRole('progressbar', { name: 'Priya’s charity drive' });
    expect(bar).toHaveAttribute('aria-valuenow', '80');
    expect(bar).toHaveAttribute('aria-valuetext', '80% of her goal');
    expect(within(block).getByTestId('drive-raised-INR')).toHaveTextContent('₹5,000 raised of ₹25,000');
    expect(within(block).getByTestId('drive-raised-USD')).toHaveTextContent('$240 raised of $300');
    expect(within(block).getByTestId('drive-donors')).toHaveTextContent('2 donors');
    expect(within(block).getByRole('link', { name: 'Support her charity drive' })).toHaveAttribute('href', '/charitablealliance?for=p-7');
  });

  it('when her figures cannot be read, then her page stays and the button still leads to her box', async () => {
    await renderWith(() => ({ status: 500 }));
    const block = screen.getByRole('region', { name: 'Her charity drive' });
    expect(within(block).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(block).getByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Support her charity drive' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: PRIYA.name })).toBeInTheDocument();
  });
});

describe('what her progress says', () => {
  it('a drive past its goal fills the bar and no more, while the percent says how far past', () => {
    const f = driveFigures({ ...DRIVE, raised: { INR: 40_000, USD: 0 }, percent: 160 });
    expect(f.fill).toBe(100);
    expect(f.percent).toBe(160);
  });

  it('the percent is never rounded up to a goal not yet reached, and one donor is one donor', () => {
    const f = driveFigures({ ...DRIVE, donors: 1, percent: 99.96 });
    expect(f.percent).toBe(99);
    expect(f.donors).toBe('1 donor');
  });

  it('rupees and dollars each against their own target, never added', () => {
    expect(driveFigures(DRIVE).lines).toEqual([
      { currency: 'INR', raised: '₹5,000', target: '₹25,000' },
      { currency: 'USD', raised: '$240', target: '$300' },
    ]);
  });
});
