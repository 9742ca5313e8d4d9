import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { VOTING_MSG, type CandidateDto } from '@pageant/common/content/voting';
import { candidatePages } from '../components/voting/voting-harness';
import { mockFetch, type Reply, type Route } from '../fetch-stub';
import { renderAdmin, resetAdminState, signedInAdmin } from './admin-harness';
import { columnHeaders } from '../table-queries';

const makeCandidates = (n: number): CandidateDto[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `c${i + 1}`,
    name: `Contestant ${String(i + 1).padStart(2, '0')}`,
    imageUrl: i === 1 ? '' : `https://cdn.test/c${i + 1}.webp`,
    voteCount: (n - i) * 100,
    category: null,
    city: '',
    bio: '',
  }));

/**
 * A fake candidates API over `list` (page, limit and search as the server does them); `route` answers
 * anything else, or overrides it by returning a reply. Every request is recorded with its query and time.
 */
function candidatesApi(list: CandidateDto[], route: Route = () => undefined) {
  const { calls: requests } = mockFetch(
    (req) => route(req) ?? signedInAdmin(req) ?? (req.path === '/api/candidates/fetch' ? candidatePages(list)(req) : undefined),
  );
  const fetches = () => requests.filter((r) => r.path === '/api/candidates/fetch');
  return { requests, fetches };
}

const table = () => screen.findByRole('table', { name: 'Candidates' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const rowNames = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('rowheader')[0]!.textContent);

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
  resetAdminState();
});

describe('Candidates Management', () => {
  it('lists the first page with the total, #, name, image, votes and actions', async () => {
    const { fetches } = candidatesApi(makeCandidates(25));
    renderAdmin('/admin/candidates');

    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates Management (25)' })).toBeInTheDocument();
    const t = await table();
    expect(columnHeaders(t)).toEqual(['#', 'Name', 'Image', 'Votes', 'Actions']);
    const rows = bodyRows(t);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Contestant 01');
    expect(within(rows[0]!).getByRole('img', { name: 'Contestant 01' })).toHaveAttribute('src', 'https://cdn.test/c1.webp');
    expect(rows[0]).toHaveTextContent('2,500');
    expect(within(rows[1]!).getByRole('img', { name: 'Contestant 02: no photo' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Contestant 01' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Contestant 01' })).toBeInTheDocument();
    expect(fetches()[0]!.query.get('page')).toBe('1');
    expect(fetches()[0]!.query.get('limit')).toBe('10');
  });

  it('pages with numbers, Prev and Next, numbering rows across pages', async () => {
    const { fetches } = candidatesApi(makeCandidates(25));
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    await table();
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    expect(within(nav).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(rowNames(await table())[0]).toBe('Contestant 11'));
    expect(within(bodyRows(await table())[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(fetches().at(-1)!.query.get('page')).toBe('2');

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(5));
    expect(rowNames(await table())).toContain('Contestant 25');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Prev' }));
    await waitFor(async () => expect(rowNames(await table())[0]).toBe('Contestant 11'));
  });

  it('searches by name 400 ms after the last keystroke, once, from page 1', async () => {
    const { fetches } = candidatesApi(makeCandidates(25));
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    await table();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(fetches()).toHaveLength(2));

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates by name' }), 'ant 2');
    const typedAt = Date.now();
    expect(fetches()).toHaveLength(2);

    await waitFor(
      async () =>
        expect(rowNames(await table())).toEqual([
          'Contestant 20',
          'Contestant 21',
          'Contestant 22',
          'Contestant 23',
          'Contestant 24',
          'Contestant 25',
        ]),
      { timeout: 10_000 },
    );
    const searches = fetches().filter((r) => r.query.get('search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]!.query.get('search')).toBe('ant 2');
    expect(searches[0]!.query.get('page')).toBe('1');
    expect(searches[0]!.at - typedAt).toBeGreaterThanOrEqual(350);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Candidates Management (6)');
    expect(screen.queryByRole('navigation', { name: 'Candidate pages' })).not.toBeInTheDocument();
  });

  it("requires a name and, on create, an image; then creates as multipart with the server's message in a 3000 ms toast", async () => {
    const list = makeCandidates(3);
    const { requests, fetches } = candidatesApi(list, (req) =>
      req.method === 'POST' ? { status: 201, body: { success: true, message: 'Riya Sen was added.' } } : undefined,
    );
    const success = jest.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    await table();

    await user.click(screen.getByRole('button', { name: 'Add Candidate' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Candidate' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(VOTING_MSG.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VOTING_MSG.imageRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const photo = new File(['img'], 'riya.png', { type: 'image/png' });
    await user.type(within(dialog).getByLabelText('Name'), '  Riya Sen ');
    await user.upload(within(dialog).getByLabelText('Image'), photo);
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:preview');
    await user.click(within(dialog).getByRole('radio', { name: 'Miss' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Riya Sen was added.')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Riya Sen was added.', { duration: 3000 });
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/candidates/create');
    expect((post.body as FormData).get('name')).toBe('Riya Sen');
    expect((post.body as FormData).get('image')).toBe(photo);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fetches()).toHaveLength(2));
  });

  it('updates with PUT, keeping the photo when none is chosen; the fallback names the outcome when the server has no message', async () => {
    const { requests } = candidatesApi(makeCandidates(3), (req) => (req.method === 'PUT' ? { body: { success: true } } : undefined));
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    const t = await table();

    await user.click(within(t).getByRole('button', { name: 'Edit Contestant 01' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Candidate' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Contestant 01');
    expect(within(dialog).getByRole('img', { name: 'Image (optional) preview' })).toHaveAttribute('src', 'https://cdn.test/c1.webp');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText(VOTING_MSG.nameRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(name, 'Contestant One');
    await user.click(within(dialog).getByRole('radio', { name: 'Mrs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(VOTING_MSG.candidateUpdated)).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/api/candidates/update/c1');
    expect((put.body as FormData).get('name')).toBe('Contestant One');
    expect((put.body as FormData).has('image')).toBe(false);
  });

  it("shows the server's message when saving fails, else 'Failed to save candidate.', and keeps the form open", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let reply: Reply = { status: 400, body: { success: false, message: 'Name must be at most 120 characters.' } };
    candidatesApi(makeCandidates(2), (req) => (req.method === 'PUT' ? reply : undefined));
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    await user.click(within(await table()).getByRole('button', { name: 'Edit Contestant 02' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Candidate' });
    await user.click(within(dialog).getByRole('radio', { name: 'Miss' }));

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Name must be at most 120 characters.', { selector: '[role=alert]' })).toBeInTheDocument();

    reply = { status: 500, body: null };
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(VOTING_MSG.saveFailed, { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Candidate' })).toBeInTheDocument();
  });

  it("asks 'Are you sure?' in a dialog: Cancel and Escape keep the candidate, Delete by keyboard removes it", async () => {
    const list = makeCandidates(3);
    const { requests } = candidatesApi(list, (req) => {
      if (req.method !== 'DELETE') return undefined;
      list.splice(
        list.findIndex((c) => `/api/candidates/delete/${c._id}` === req.path),
        1,
      );
      return { body: { success: true, message: 'Candidate deleted successfully!' } };
    });
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    const t = await table();

    await user.click(within(t).getByRole('button', { name: 'Delete Contestant 02' }));
    let dialog = screen.getByRole('dialog', { name: VOTING_MSG.confirmDelete });
    expect(dialog).toHaveTextContent('Contestant 02');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(t).getByRole('button', { name: 'Delete Contestant 02' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(within(t).getByRole('button', { name: 'Delete Contestant 02' }));
    dialog = screen.getByRole('dialog', { name: VOTING_MSG.confirmDelete });
    within(dialog).getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(VOTING_MSG.candidateDeleted)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/candidates/delete/c2']);
    await waitFor(async () => expect(rowNames(await table())).toEqual(['Contestant 01', 'Contestant 03']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Candidates Management (2)');
  });

  it("says 'Failed to delete candidate.' when the server gives no message, and keeps the row", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = jest.spyOn(toast, 'error');
    candidatesApi(makeCandidates(2), (req) => (req.method === 'DELETE' ? { status: 500, body: null } : undefined));
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');
    const t = await table();
    await user.click(within(t).getByRole('button', { name: 'Delete Contestant 01' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(VOTING_MSG.deleteFailed)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(VOTING_MSG.deleteFailed, { duration: 3000 });
    expect(rowNames(await table())).toEqual(['Contestant 01', 'Contestant 02']);
  });

  it("shows the spinner while loading, 'Failed to fetch candidates' (or the server's message) on failure, and 'No candidates found.' when empty", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let fail: Reply | undefined = { status: 500, body: null };
    const list = makeCandidates(0);
    const { fetches } = candidatesApi(list, (req) => (req.path === '/api/candidates/fetch' ? fail : undefined));
    const slowFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('/candidates/fetch') && fetches().length === 0) await held;
      return slowFetch(...args);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderAdmin('/admin/candidates');

    expect(await screen.findByText('Loading candidates…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Candidates Management (…)');
    release();
    expect(await screen.findByText(VOTING_MSG.fetchFailed)).toBeInTheDocument();

    fail = { status: 503, body: { success: false, message: 'Database is waking up.' } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Database is waking up.')).toBeInTheDocument();

    fail = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(VOTING_MSG.noneFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Candidates Management (0)');
  });
});
