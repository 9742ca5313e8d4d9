import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ListCarousel } from '../list-carousel';
import { mockFetch, type Route } from '../fetch-stub';
import { renderRoutes } from '../render-routes';
import { ngoCard } from '../fixtures/ngo-card';
import {
  choosePreset,
  initialDonation,
  mealsPledged,
  presetAmounts,
  switchMode,
  typeAmount,
} from '@/pages/charitable-alliance/donation-math';

jest.unstable_mockModule('@/components/carousel', () => ({ Carousel: ListCarousel }));
const { default: CharitableAlliancePage } = await import('@/pages/charitable-alliance/charitable-alliance-page');

describe('donation math', () => {
  it('switching to monthly multiplies by 12 and switching back divides by 12', () => {
    const monthly = switchMode(initialDonation(2500), 'monthly');
    expect(monthly).toMatchObject({ mode: 'monthly', amount: 30000, preset: 2500 });
    expect(switchMode(monthly, 'once')).toMatchObject({ mode: 'once', amount: 2500, preset: 2500 });
    expect(switchMode(monthly, 'monthly')).toBe(monthly);
  });

  it('presets show at the current mode multiplier', () => {
    expect(presetAmounts('once').map((p) => p.amount)).toEqual([5000, 2500, 2000, 1500, 1000, 500]);
    expect(presetAmounts('monthly').map((p) => p.amount)).toEqual([60000, 30000, 24000, 18000, 12000, 6000]);
    expect(choosePreset(switchMode(initialDonation(), 'monthly'), 500)).toMatchObject({ amount: 6000, preset: 500 });
  });

  it('a custom amount clears the selected preset', () => {
    expect(typeAmount(initialDonation(1000), '777')).toMatchObject({ amount: 777, preset: null });
    expect(typeAmount(initialDonation(1000), '')).toMatchObject({ amount: 0, preset: null });
  });

  it('meals pledged is the amount divided by 50, rounded down', () => {
    expect(mealsPledged(2500)).toBe(50);
    expect(mealsPledged(149)).toBe(2);
    expect(mealsPledged(49)).toBe(0);
    expect(mealsPledged(0)).toBe(0);
  });
});

const cards = [
  ngoCard({ highlights: [{ title: 'Reach', content: '25,000 meals' }] }),
  {
    _id: 'n2',
    title: 'Corporate Partners',
    subtitle: '',
    label: 'CSR',
    description: 'Brands who give.',
    imageUrl: '',
    section: 'csr',
    highlights: [],
    order: 1,
  },
];
const contentRoutes: Route = ({ path }) => {
  if (path === '/api/ngo-content') return { body: cards };
  if (path === '/api/csr/fetch')
    return {
      body: {
        success: true,
        data: [{ _id: 'c1', url: '/uploads/c1.webp', alt: 'Health camp in Thane', href: 'https://example.org/camp' }],
      },
    };
  return undefined;
};

async function renderPage(entry = '/charitablealliance') {
  renderRoutes([{ path: '/charitablealliance', element: <CharitableAlliancePage /> }], { initialEntries: [entry] });
  await act(async () => {});
}

afterEach(() => {
  act(() => toast.remove());
});

describe('Charitable alliance page', () => {
  it('shows the hero, NGO cards with highlights and the CSR carousel', async () => {
    mockFetch(contentRoutes);
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Beauty With Purpose' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meals for Every Child' })).toBeInTheDocument();
    expect(screen.getByText('25,000 meals', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Corporate Partners' })).toHaveClass('bg-gold');
    expect(screen.getByRole('link', { name: 'Health camp in Thane' })).toHaveAttribute('href', 'https://example.org/camp');
  });

  it('opens with organisation figures in numbers, counting only the programmes the API lists', async () => {
    mockFetch(contentRoutes);
    await renderPage();
    const impact = screen.getByRole('region', { name: 'Our promise, in numbers' });
    expect(impact).toHaveTextContent('₹50feeds a child one warm, nutritious meal');
    expect(impact).toHaveTextContent('30 marks');
    // One initiative card; the CSR card is not a programme to fund.
    expect(impact).toHaveTextContent('1programme you can fund today');
    // The page publishes no running totals, so none may appear as if live.
    expect(impact).not.toHaveTextContent(/raised|served so far/i);
  });

  it('hides the cards and CSR sections when their lists are empty', async () => {
    mockFetch(() => ({ body: [] }));
    await renderPage();
    expect(screen.queryByRole('heading', { name: 'Our Initiatives' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our CSR Activities' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our promise, in numbers' })).not.toHaveTextContent('you can fund today');
  });

  it('the donation box switches modes, presets and custom amounts with live meals', async () => {
    mockFetch(contentRoutes);
    await renderPage();
    const meals = screen.getByTestId('meals-pledged');
    expect(meals).toHaveTextContent('50');
    fireEvent.click(screen.getByLabelText('Give Monthly'));
    expect(screen.getByLabelText('Or enter your own monthly amount (₹)')).toHaveValue(2500);
    expect(meals).toHaveTextContent('600');
    expect(screen.getByRole('button', { name: '₹5,000 a month' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Or enter your own monthly amount (₹)'), { target: { value: '149' } });
    // ₹149 a month is ₹1,788 today: 35 meals.
    expect(meals).toHaveTextContent('35');
    expect(screen.getByRole('button', { name: '₹2,500 a month' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('when the donation cannot be started, then the server message or the fallback is shown', async () => {
    const { calls } = mockFetch((call) => (call.path === '/api/donation/initiate' ? { status: 404, body: {} } : contentRoutes(call)));
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Donate ₹2,500/ }));
    });
    expect(calls.find((c) => c.path === '/api/donation/initiate')?.body).toEqual({ amount: 2500, mode: 'once' });
    expect(await screen.findByText('Donation could not be started. Please try again.')).toBeInTheDocument();
  });

  it('on return with ?donation=success&amount=2500 it thanks the donor', async () => {
    mockFetch(contentRoutes);
    await renderPage('/charitablealliance?donation=success&amount=2500');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your generosity!');
    expect(screen.getByRole('status')).toHaveTextContent('₹2,500');
  });

  it('on return with ?donation=failure it explains the gift did not go through', async () => {
    mockFetch(contentRoutes);
    await renderPage('/charitablealliance?donation=failure&amount=500');
    expect(screen.getByRole('alert')).toHaveTextContent('Your donation did not go through');
  });
});
