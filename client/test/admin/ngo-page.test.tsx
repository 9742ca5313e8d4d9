import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NGO_MSG } from '@pageant/common/content/ngo-competition';
import { mockAdminApi, renderAdmin, resetAdminState, type Route } from './admin-harness';

const cards = [
  {
    _id: 'a1',
    title: 'Clean Water',
    subtitle: 'What we did',
    label: 'Since 2019',
    description: 'Wells for villages.',
    imageUrl: '/img/water.jpg',
    section: 'initiative',
    highlights: [{ title: 'Wells', content: '40 built' }],
    order: 0,
  },
  {
    _id: 'b2',
    title: 'Green Schools',
    subtitle: '',
    label: '',
    description: 'Solar panels on schools.',
    imageUrl: '',
    section: 'csr',
    highlights: [],
    order: 1,
  },
];

function api(extra: Route = () => undefined) {
  return mockAdminApi((call) => {
    if (call.method === 'GET' && call.path === '/api/ngo-content') return { body: cards };
    return extra(call);
  });
}

function formEntries(body: unknown): Record<string, unknown> {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
}

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: jest.fn(() => 'blob:preview') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: jest.fn() });
});

afterEach(() => {
  jest.restoreAllMocks();
  resetAdminState();
});

async function openPage() {
  renderAdmin('/admin/ngo-contents');
  await screen.findByRole('heading', { name: 'Admin: NGO Content' });
  return screen.findAllByTestId('ngo-card');
}

describe('NGO content admin', () => {
  it('lists the cards from the API with label, highlights and a highlighted csr title', async () => {
    api();
    const items = await openPage();
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Clean Water' })).toBeInTheDocument();
    expect(first.getByText('Since 2019').tagName).toBe('STRONG');
    expect(first.getByText('Wells')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Clean Water' })).toHaveAttribute('src', '/img/water.jpg');
    expect(within(items[1]!).getByRole('heading', { name: 'Green Schools' }).className).toMatch(/bg-/);
    expect(first.getByRole('button', { name: 'Edit Clean Water' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockAdminApi((call) => (call.path === '/api/ngo-content' ? { body: [] } : undefined));
    renderAdmin('/admin/ngo-contents');
    expect(await screen.findByText(/No NGO cards yet/)).toBeInTheDocument();
  });

  it('shows the fetch fallback when the list fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi((call) => (call.path === '/api/ngo-content' ? { status: 500 } : undefined));
    renderAdmin('/admin/ngo-contents');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('validates title and description inline without calling the API', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: '+ Add New Card' }));
    expect(screen.getByRole('heading', { name: 'Add New Card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(screen.getByText(NGO_MSG.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(NGO_MSG.descriptionRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('creates a card with multipart fields, highlights and the image, then lists it', async () => {
    const created = {
      ...cards[0]!,
      _id: 'c3',
      title: 'Books',
      label: '',
      description: 'Libraries.',
      highlights: [{ title: 'Kids', content: '500' }],
    };
    const { calls } = api((call) =>
      call.method === 'POST' && call.path === '/api/ngo-content' ? { status: 201, body: created } : undefined,
    );
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: '+ Add New Card' }));
    await user.type(screen.getByLabelText('Title'), 'Books');
    await user.type(screen.getByLabelText('Description'), 'Libraries.');
    await user.selectOptions(screen.getByLabelText('Section'), 'csr');
    await user.click(screen.getByRole('button', { name: 'Add Highlight' }));
    await user.type(screen.getByLabelText('Highlight 1 title'), 'Kids');
    await user.type(screen.getByLabelText('Highlight 1 content'), '500');
    const file = new File(['x'], 'books.png', { type: 'image/png' });
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, file);
    expect(screen.getByRole('img', { name: 'New image preview' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Save Card' }));

    await waitFor(() => expect(screen.getAllByTestId('ngo-card')).toHaveLength(3));
    const post = calls.find((c) => c.method === 'POST')!;
    const fields = formEntries(post.body);
    expect(fields).toMatchObject({
      title: 'Books',
      subtitle: '',
      label: '',
      description: 'Libraries.',
      section: 'csr',
      'highlights[0][title]': 'Kids',
      'highlights[0][content]': '500',
    });
    expect((fields.image as File).name).toBe('books.png');
    expect(screen.queryByRole('heading', { name: 'Add New Card' })).not.toBeInTheDocument();
  });

  it('edits a card with PUT and alerts the server error on failure', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = api((call) => (call.method === 'PUT' ? { status: 400, body: { success: false, error: 'Bad image' } } : undefined));
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit Clean Water' }));
    expect(screen.getByRole('heading', { name: 'Edit Card' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Clean Water');
    await user.click(screen.getByRole('button', { name: 'Update Card' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Bad image'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/ngo-content/a1');
    expect(formEntries(put.body)).toMatchObject({ title: 'Clean Water', 'highlights[0][title]': 'Wells' });
  });

  it('deletes after confirmation and falls back to the SPEC alert on failure', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    let fail = false;
    const { calls } = api((call) =>
      call.method === 'DELETE' ? (fail ? { status: 500 } : { body: { success: true, message: NGO_MSG.deleted } }) : undefined,
    );
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Clean Water' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this card?');
    await waitFor(() => expect(screen.getAllByTestId('ngo-card')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/ngo-content/a1');
    expect(await screen.findByText(NGO_MSG.deleted)).toBeInTheDocument();

    fail = true;
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Delete Green Schools' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error deleting card'));
    expect(screen.getAllByTestId('ngo-card')).toHaveLength(1);
  });

  it('does not delete when the confirmation is cancelled', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = api();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete Clean Water' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('reorders with the keyboard and PATCHes the new order', async () => {
    const { calls } = api((call) => (call.method === 'PATCH' ? { body: [cards[1], cards[0]] } : undefined));
    // jsdom has no layout: give each card a 100 px tall box, stacked, so the keyboard sensor can move.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const li = this.closest('li[data-testid="ngo-card"]');
      const index = li ? [...li.parentElement!.children].indexOf(li) : 0;
      const top = index * 120;
      return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 100, width: 600, height: 100, toJSON: () => ({}) } as DOMRect;
    });
    const user = userEvent.setup();
    await openPage();
    const handle = screen.getByRole('button', { name: 'Reorder Clean Water' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')).toEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/ngo-content', body: { orderedIds: ['b2', 'a1'] } }),
    );
    await waitFor(() => expect(within(screen.getAllByTestId('ngo-card')[0]!).getByRole('heading').textContent).toBe('Green Schools'));
  });
});
