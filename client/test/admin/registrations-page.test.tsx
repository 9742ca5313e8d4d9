import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRegistration } from '@/api/admin-registrations';
import RegistrationsPage from '@/admin/registrations/registrations-page';
import { mockFetch, type Reply, type Route } from '../fetch-stub';

const registration = (i: number, over: Partial<AdminRegistration> = {}): AdminRegistration => ({
  _id: `r${i}`,
  fullName: `Contestant ${String(i).padStart(2, '0')}`,
  age: 20 + (i % 10),
  email: `c${i}@example.com`,
  education: 'B.Sc',
  category: i % 2 ? 'Miss' : 'Mrs',
  contactNumber: `9198765432${String(i).padStart(2, '0')}`,
  whatsappNumber: `+91 98765 432${String(i).padStart(2, '0')}`,
  amount: '2000.00',
  currency: 'INR',
  paymentStatus: 'initiated',
  paidAt: null,
  address: null,
  height: null,
  weight: null,
  hairColor: null,
  skinColor: null,
  eyeColor: null,
  pictures: [],
  detailsSubmittedAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  stage: null,
  reviewReason: null,
  candidateId: null,
  ...over,
});

const PAID = registration(1, {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '919876543210',
  whatsappNumber: '+91 98765 00000',
  paymentStatus: 'success',
  paidAt: '2026-11-02T09:30:00.000Z',
  address: '12 MG Road\nPune',
  height: '5\'4"',
  weight: '55 kg',
  hairColor: 'Black',
  skinColor: 'Wheatish',
  eyeColor: 'Brown',
  pictures: ['/uploads/images/a1.webp', '/uploads/images/a2.webp', '/uploads/images/a3.webp'],
  detailsSubmittedAt: '2026-11-03T10:00:00.000Z',
  stage: 'details_submitted',
});
// Paid in dollars through Stripe (issue #17).
const LOCAL = registration(3, {
  fullName: 'Local Number',
  contactNumber: '9812345678',
  whatsappNumber: '98123 45678',
  amount: '25.00',
  currency: 'USD',
});
const ALL = [PAID, registration(2, { paymentStatus: 'failure' }), LOCAL, ...Array.from({ length: 9 }, (_, i) => registration(i + 4))];

/** A fake GET /api/details/all over ALL: search on name, email and phone digits; status; page and limit. */
function registrationsApi(route: Route = () => undefined) {
  const { calls: requests } = mockFetch((req) => {
    const reply = route(req);
    if (reply || req.path !== '/api/details/all') return reply;
    const page = Number(req.query.get('page'));
    const limit = Number(req.query.get('limit'));
    const term = (req.query.get('search') ?? '').toLowerCase();
    const status = req.query.get('status');
    const hits = ALL.filter(
      (r) => (!term || r.fullName.toLowerCase().includes(term) || r.email.includes(term)) && (!status || r.paymentStatus === status),
    );
    return {
      body: {
        registrations: hits.slice((page - 1) * limit, page * limit),
        totalPages: Math.ceil(hits.length / limit),
        totalCount: hits.length,
      },
    };
  });
  return { requests };
}

const table = () => screen.findByRole('table', { name: 'Registrations' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const rowFor = async (name: string) => bodyRows(await table()).find((r) => within(r).getByRole('rowheader').textContent!.startsWith(name));

afterEach(() => {
  jest.restoreAllMocks();
  cleanup();
});

describe('Registrations admin', () => {
  it('lists registrations with payment status, category, contacts, details and picture thumbnails', async () => {
    const { requests } = registrationsApi();
    render(<RegistrationsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Registrations (12)' })).toBeInTheDocument();
    const t = await table();
    expect(bodyRows(t)).toHaveLength(10);
    expect(requests[0]!.query.toString()).toBe('page=1&limit=10');

    const paid = (await rowFor('Asha Rao'))!;
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('Miss');
    expect(paid).toHaveTextContent('Submitted');
    // Every time in IST, named (issue #32).
    expect(paid).toHaveTextContent('registered 1 Nov 2026, 1:30 pm IST');
    expect(paid).toHaveTextContent('2 Nov 2026, 3:00 pm IST');
    expect(paid).toHaveTextContent('3 Nov 2026, 3:30 pm IST');
    expect(within(paid).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(within(paid).getByRole('link', { name: 'Phone 919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(paid).getByRole('link', { name: 'WhatsApp +91 98765 00000' })).toHaveAttribute('href', 'https://wa.me/919876500000');
    expect(
      within(paid)
        .getAllByRole('img', { name: /^Asha Rao picture/ })
        .map((img) => img.getAttribute('src')),
    ).toEqual(PAID.pictures);

    // Ten digits were typed without the country code; the form defaults to India.
    const local = (await rowFor('Local Number'))!;
    expect(within(local).getByRole('link', { name: 'Phone 9812345678' })).toHaveAttribute('href', 'tel:+919812345678');
    expect(within(local).getByRole('link', { name: 'WhatsApp 98123 45678' })).toHaveAttribute('href', 'https://wa.me/919812345678');

    const failed = (await rowFor('Contestant 02'))!;
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Not submitted');
    expect(within(failed).getByRole('img', { name: 'No pictures' })).toBeInTheDocument();
  });

  it('searches 400 ms after typing and filters by payment status, from page 1, and the export link carries the same filters', async () => {
    const { requests } = registrationsApi();
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    await table();
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/details/export.csv');
    expect(exportLink).toHaveAttribute('download');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)!.query.get('page')).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or phone' }), 'asha');
    const typedAt = Date.now();
    expect(requests.filter((r) => r.query.get('search'))).toHaveLength(0);
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Registrations' }))).toHaveLength(1), { timeout: 10_000 });
    const searches = requests.filter((r) => r.query.get('search'));
    expect(searches.map((r) => r.query.toString())).toEqual(['search=asha&page=1&limit=10']);
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(350);
    expect(exportLink).toHaveAttribute('href', '/api/details/export.csv?search=asha');

    await user.selectOptions(screen.getByLabelText('Payment status'), 'Paid');
    await waitFor(() => expect(requests.at(-1)!.query.toString()).toBe('search=asha&status=success&page=1&limit=10'));
    expect(exportLink).toHaveAttribute('href', '/api/details/export.csv?search=asha&status=success');

    await user.selectOptions(screen.getByLabelText('Payment status'), 'Failed');
    expect(await screen.findByText('No registrations found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registrations (0)');
  });

  it('shows each fee in its own currency: rupees with ₹, dollars with $', async () => {
    registrationsApi();
    render(<RegistrationsPage />);

    expect(await rowFor('Asha Rao')).toHaveTextContent('₹2,000 INR');
    expect(await rowFor('Local Number')).toHaveTextContent('$25 USD');
  });

  it('opens a detail view with every field and the three photos full size; Escape closes it', async () => {
    registrationsApi();
    const user = userEvent.setup();
    render(<RegistrationsPage />);
    await user.click(within((await rowFor('Asha Rao'))!).getByRole('button', { name: 'View Asha Rao' }));

    const dialog = screen.getByRole('dialog', { name: 'Asha Rao' });
    for (const text of ['B.Sc', 'asha@example.com', '₹2,000.00 INR', 'Paid', '5\'4"', '55 kg', 'Black', 'Wheatish', 'Brown']) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(within(dialog).getByText(/12 MG Road/)).toHaveTextContent('12 MG Road Pune');
    const photos = within(dialog).getAllByRole('img', { name: /^Asha Rao photo \d$/ });
    expect(photos.map((p) => p.getAttribute('src'))).toEqual(PAID.pictures);
    expect(photos[0]!.closest('a')).toHaveAttribute('href', PAID.pictures[0]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within((await rowFor('Contestant 02'))!).getByRole('button', { name: 'View Contestant 02' }));
    expect(within(screen.getByRole('dialog')).getByText('No photos submitted yet.')).toBeInTheDocument();
  });

  it("shows 'Page x of y' paging and the load error with Retry, preferring the server's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let reply: Reply | undefined = { status: 500, body: null };
    const { requests } = registrationsApi(() => reply);
    const user = userEvent.setup();
    render(<RegistrationsPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch registrations');
    reply = { status: 401, body: { success: false, message: 'Please log in as an admin.' } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in as an admin.');

    reply = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await table();
    const nav = screen.getByRole('navigation', { name: 'Registration pages' });
    expect(within(nav).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await within(nav).findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(2));
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requests.at(-1)!.query.get('page')).toBe('2');
  });
});
