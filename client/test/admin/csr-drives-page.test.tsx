import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { CSR_MSG, type CsrStandingRow, type CsrTargets } from '@pageant/common/content/csr-drive';
import CsrDrivesPage from '@/admin/csr-drives/csr-drives-page';
import { mockFetch, type Reply } from '../fetch-stub';

/** Issue #33: the admin's Charity drives screen: standings with the finale's marks, the targets, the CSV. */

const A = '3f2b8c1e-1111-4222-8333-944455556661';
const B = '3f2b8c1e-1111-4222-8333-944455556662';
const C = '3f2b8c1e-1111-4222-8333-944455556663';
const row = (candidateId: string, name: string, percent: number, over: Partial<CsrStandingRow> = {}): CsrStandingRow => ({
  candidateId,
  name,
  category: 'Miss',
  raised: { INR: 0, USD: 0 },
  target: { INR: 25_000, USD: 300 },
  donors: 0,
  percent,
  marks: Math.round(30 * Math.min(1, percent / 100) * 10) / 10,
  ...over,
});
const ROWS = [
  row(A, 'Asha Rao', 100 / 3, { raised: { INR: 5000, USD: 100 }, donors: 2, marks: 10 }),
  row(B, 'Bela Kapoor', 120, { raised: { INR: 30_000, USD: 0 }, donors: 9, category: 'Mrs' }),
  row(C, 'Chitra Iyer', 0),
];
const TARGETS: CsrTargets = {
  default: { INR: 25_000, USD: 300 },
  overrides: [{ candidateId: C, name: 'Chitra Iyer', INR: 10_000, USD: null }],
};

function api(put: (body: unknown) => Reply = () => ({ body: { ...TARGETS, message: CSR_MSG.targetsSaved } })) {
  return mockFetch(({ method, path, body }) => {
    if (path === '/api/admin/csr/standings') return { body: { rows: ROWS } };
    if (path === '/api/admin/csr/targets') return method === 'PUT' ? put(body) : { body: TARGETS };
    return undefined;
  });
}

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  jest.restoreAllMocks();
});

const standings = () => screen.findByRole('table', { name: 'Charity drive standings' });

describe('the Charity drives screen', () => {
  it('when loaded, then contestants are ranked by percent with marks to one decimal, raised per currency and donors', async () => {
    api();
    render(<CsrDrivesPage />);
    const rows = within(await standings())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Bela KapoorMrs', 'Asha RaoMiss', 'Chitra IyerMiss']);
    expect(rows[0]).toHaveTextContent('120%');
    expect(rows[0]).toHaveTextContent('30.0 / 30');
    expect(rows[1]).toHaveTextContent('33%');
    expect(rows[1]).toHaveTextContent('10.0 / 30');
    expect(rows[1]).toHaveTextContent('₹5,000');
    expect(rows[1]).toHaveTextContent('$100');
    expect(rows[2]).toHaveTextContent('0.0 / 30');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/csr/export.csv');
  });

  it('when a target is not a whole amount, then the field says so and nothing is sent', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    render(<CsrDrivesPage />);
    const inr = await screen.findByLabelText('Default target (INR)');
    await user.clear(inr);
    await user.type(inr, '2500.5');
    await user.type(screen.getByLabelText('Asha Rao: USD target'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(screen.getByText(CSR_MSG.targetWhole)).toBeInTheDocument();
    expect(screen.getByText(CSR_MSG.targetNumber)).toBeInTheDocument();
    expect(screen.getByLabelText('Asha Rao: USD target')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('when saved, then the default and only the contestants given an amount are sent, and the standings are read again', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    render(
      <>
        <CsrDrivesPage />
        <Toaster />
      </>,
    );
    expect(await screen.findByLabelText('Chitra Iyer: INR target')).toHaveValue('10000');
    const usd = screen.getByLabelText('Default target (USD)');
    await user.clear(usd);
    await user.type(usd, '400');
    await user.type(screen.getByLabelText('Asha Rao: INR target'), '20000');
    const reads = calls.filter((c) => c.path === '/api/admin/csr/standings').length;
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      default: { INR: 25_000, USD: 400 },
      overrides: [
        { candidateId: A, INR: 20_000 },
        { candidateId: C, INR: 10_000 },
      ],
    });
    expect(await screen.findByText(CSR_MSG.targetsSaved)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/csr/standings').length).toBeGreaterThan(reads);
  });

  it('when the server refuses the targets, then its sentence is shown', async () => {
    api(() => ({ status: 400, body: { success: false, message: CSR_MSG.targetMax, code: 'VALIDATION' } }));
    const user = userEvent.setup();
    render(<CsrDrivesPage />);
    await screen.findByLabelText('Default target (INR)');
    await user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CSR_MSG.targetMax);
  });

  it('when the standings cannot be read, then it says so and tries again', async () => {
    let fail = true;
    mockFetch(({ path, method }) => {
      if (fail) return { status: 503, body: {} };
      if (path === '/api/admin/csr/standings') return { body: { rows: ROWS } };
      if (path === '/api/admin/csr/targets' && method === 'GET') return { body: TARGETS };
      return undefined;
    });
    const user = userEvent.setup();
    render(<CsrDrivesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The charity drives could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await standings()).toBeInTheDocument();
  });

  it('with no contestants, then it says the standings come once there are some', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/admin/csr/standings') return { body: { rows: [] } };
      if (path === '/api/admin/csr/targets') return { body: { default: { INR: 25_000, USD: 300 }, overrides: [] } };
      return undefined;
    });
    render(<CsrDrivesPage />);
    expect(await screen.findByText(/No contestants yet/)).toBeInTheDocument();
  });
});
