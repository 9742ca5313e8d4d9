import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANDIDATE_BIO_MAX, IDENTITY_MSG } from '@pageant/common/content/pipeline';
import type { AdminCandidate } from '@/api/candidates';
import { candidatePages } from '../components/voting/voting-harness';
import { mockFetch, type Route } from '../fetch-stub';
import { renderAdmin, resetAdminState, signedInAdmin } from './admin-harness';

/** Issue #29: the candidates admin edits her card's identity and shows where each row came from. */

const candidate = (id: string, over: Partial<AdminCandidate>): AdminCandidate => ({
  _id: id,
  name: id,
  imageUrl: `https://cdn.test/${id}.webp`,
  voteCount: 10,
  category: null,
  city: '',
  bio: '',
  demo: false,
  registrationId: null,
  ...over,
});

const LIST: AdminCandidate[] = [
  candidate('c1', { name: 'Asha Rao', category: 'Miss', city: 'Pune', bio: 'Dancer.', registrationId: 'r1' }),
  candidate('c2', { name: 'Demo Devi', category: 'Mrs', city: 'Jaipur', demo: true }),
  candidate('c3', { name: 'Old Entry' }),
];

function candidatesApi(route: Route = () => undefined) {
  return mockFetch(
    (req) => route(req) ?? signedInAdmin(req) ?? (req.path === '/api/candidates/fetch' ? candidatePages(LIST)(req) : undefined),
  );
}

const rowFor = async (name: string) =>
  within(await screen.findByRole('table', { name: 'Candidates' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name))!;

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
  resetAdminState();
});

describe('Candidates admin: her identity', () => {
  it('shows each row with its category chip and city, a demo chip on demo rows, and a marker on rows made from a registration', async () => {
    candidatesApi();
    renderAdmin('/admin/candidates');

    const asha = within(await rowFor('Asha Rao')).getByRole('rowheader');
    expect(asha.querySelector('[data-category="Miss"]')).toHaveTextContent('Miss');
    expect(asha).toHaveTextContent('Pune');
    expect(asha).toHaveTextContent('from registration');
    expect(asha).not.toHaveTextContent('demo');

    const demo = within(await rowFor('Demo Devi')).getByRole('rowheader');
    expect(demo.querySelector('[data-category="Mrs"]')).toHaveTextContent('Mrs');
    expect(demo).toHaveTextContent('Jaipur');
    expect(demo).toHaveTextContent('demo');
    expect(demo).not.toHaveTextContent('from registration');

    const old = within(await rowFor('Old Entry')).getByRole('rowheader');
    expect(old).toHaveTextContent(/^Old Entry$/);
  });

  it('requires a category on create and sends category, city and bio with the name and image', async () => {
    const { calls } = candidatesApi((req) =>
      req.method === 'POST' ? { status: 201, body: { success: true, message: 'Added.' } } : undefined,
    );
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    await rowFor('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Add Candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Candidate' });

    await user.type(within(dialog).getByLabelText('Name'), 'Riya Sen');
    await user.upload(within(dialog).getByLabelText('Image'), new File(['img'], 'riya.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('group', { name: 'Category' })).toHaveTextContent(IDENTITY_MSG.categoryInvalid);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Mrs' }));
    expect(within(dialog).getByRole('group', { name: 'Category' })).not.toHaveTextContent(IDENTITY_MSG.categoryInvalid);
    await user.type(within(dialog).getByRole('textbox', { name: 'City (optional)' }), ' Mumbai ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bio (optional)' }), 'Teacher and runner.');
    expect(dialog).toHaveTextContent(`19/${CANDIDATE_BIO_MAX}`);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Added.')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'image'))).toEqual({
      name: 'Riya Sen',
      category: 'Mrs',
      city: 'Mumbai',
      bio: 'Teacher and runner.',
    });
  });

  it('edits her identity: the form starts from her category, city and bio, and clearing the city sends it empty', async () => {
    const { calls } = candidatesApi((req) => (req.method === 'PUT' ? { body: { success: true, message: 'Saved.' } } : undefined));
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    await user.click(within(await rowFor('Asha Rao')).getByRole('button', { name: 'Edit Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Candidate' });

    expect(within(dialog).getByRole('radio', { name: 'Miss' })).toBeChecked();
    const city = within(dialog).getByRole('textbox', { name: 'City (optional)' });
    expect(city).toHaveValue('Pune');
    expect(city).toHaveAttribute('maxLength', '60');
    expect(within(dialog).getByRole('textbox', { name: 'Bio (optional)' })).toHaveValue('Dancer.');
    expect(within(dialog).getByRole('textbox', { name: 'Bio (optional)' })).toHaveAttribute('maxLength', String(CANDIDATE_BIO_MAX));

    await user.clear(city);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/candidates/update/c1');
    const body = put.body as FormData;
    expect([body.get('name'), body.get('category'), body.get('city'), body.get('bio'), body.has('image')]).toEqual([
      'Asha Rao',
      'Miss',
      '',
      'Dancer.',
      false,
    ]);
  });
});
