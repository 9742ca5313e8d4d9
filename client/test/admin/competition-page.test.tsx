import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockAdminApi, renderAdmin, resetAdminState, type Call, type Reply, type Route } from './admin-harness';

const saved = {
  header: { title: 'Miss Asia 2026', hostCountry: 'Nepal', venue: 'Kathmandu Hall' },
  aboutVenue: 'A grand hall.',
  sections: [
    { _id: 's2', type: 'image', order: 1, src: 'https://cdn.test/a.jpg', public_id: 'img-a' },
    { _id: 's1', type: 'content', order: 0, title: 'Intro', text: 'Welcome' },
    {
      _id: 's3',
      type: 'content-list',
      order: 2,
      title: 'Rules',
      items: [
        { _id: 'i1', label: 'Age', text: '18+' },
        { _id: 'i2', label: 'Fee', text: 'Paid' },
      ],
    },
  ],
};

const createObjectURL = jest.fn((_: Blob) => 'blob:preview');
const revokeObjectURL = jest.fn((_: string) => {});

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  jest.restoreAllMocks();
  resetAdminState();
});

function api(page: Route, save: Route = () => ({ body: { success: true, message: 'Competition page saved.' } })) {
  return mockAdminApi((call) => {
    if (call.path !== '/api/competition-page') return undefined;
    return call.method === 'GET' ? page(call) : save(call);
  });
}

const existing: Route = () => ({ body: { success: true, data: saved } });
const missing: Route = () => ({ status: 404, body: { success: false, message: 'Competition page not found.' } });
const saves = (calls: Call[]) => calls.filter((c) => c.path === '/api/competition-page' && c.method !== 'GET');
const form = (call: Call) => call.body as FormData;
const json = (call: Call, key: string) => JSON.parse(String(form(call).get(key)));

async function open() {
  renderAdmin('/admin/competionpage');
  await screen.findByRole('heading', { name: 'Admin Competition Page' });
  return screen.findByRole('button', { name: 'Save Competition Page' });
}

describe('competition page admin', () => {
  it('renders the saved page in order, with the image shown', async () => {
    api(existing);
    await open();

    expect(screen.getByLabelText('Title')).toHaveValue('Miss Asia 2026');
    expect(screen.getByLabelText('Host country')).toHaveValue('Nepal');
    expect(screen.getByLabelText('Venue')).toHaveValue('Kathmandu Hall');
    expect(screen.getByLabelText('About Venue')).toHaveValue('A grand hall.');
    expect(screen.getByRole('heading', { name: 'Section 1: Content' })).toBeInTheDocument();
    expect(screen.getByLabelText('Section 1 title')).toHaveValue('Intro');
    expect(screen.getByRole('img', { name: 'Section 2 image preview' })).toHaveAttribute('src', 'https://cdn.test/a.jpg');
    expect(screen.getByLabelText('Section 3 item 2 label')).toHaveValue('Fee');
  });

  it('when no page exists, then Save creates it with the multipart fields and a new image file', async () => {
    const { calls } = api(missing, () => ({
      status: 201,
      body: { success: true, message: 'Competition page created.', data: { ...saved, sections: [] } },
    }));
    const user = userEvent.setup();
    await open();
    expect(screen.getByText(/No competition page yet/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Miss Asia');
    await user.type(screen.getByLabelText('About Venue'), 'Big hall');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(screen.getByLabelText('Section 1 title'), 'Intro');
    await user.type(screen.getByLabelText('Section 1 text'), 'Hello');
    await user.selectOptions(screen.getByLabelText('New section type'), 'image');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    const file = new File(['x'], 'venue.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Section 2 image'), file);
    expect(screen.getByRole('img', { name: 'Section 2 image preview' })).toHaveAttribute('src', 'blob:preview');

    await user.click(screen.getByRole('button', { name: 'Save Competition Page' }));

    expect(await screen.findByText('Competition page created.')).toBeInTheDocument();
    const [post] = saves(calls);
    expect(post!.method).toBe('POST');
    expect(json(post!, 'header')).toEqual({ title: 'Miss Asia', hostCountry: '', venue: '' });
    expect(form(post!).get('aboutVenue')).toBe('Big hall');
    expect(json(post!, 'sections')).toEqual([
      { type: 'content', order: 0, title: 'Intro', text: 'Hello' },
      { type: 'image', order: 1 },
    ]);
    expect(json(post!, 'removedImages')).toEqual([]);
    expect(form(post!).get('section_1')).toBe(file);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview'));
  });

  it('when the header title is empty, then it shows the rule and sends nothing', async () => {
    const { calls } = api(missing);
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Save Competition Page' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Header title is required.');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(saves(calls)).toEqual([]);
  });

  it('when an image section is removed after confirming, then its id is queued and the order renumbered', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = api(existing);
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Remove section 2' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove this section?');
    expect(screen.queryByRole('img', { name: /image preview/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Competition Page' }));

    expect(await screen.findByText('Competition page saved.')).toBeInTheDocument();
    const [put] = saves(calls);
    expect(put!.method).toBe('PUT');
    expect(json(put!, 'removedImages')).toEqual(['img-a']);
    expect(json(put!, 'sections')).toEqual([
      { _id: 's1', type: 'content', order: 0, title: 'Intro', text: 'Welcome' },
      {
        _id: 's3',
        type: 'content-list',
        order: 1,
        title: 'Rules',
        items: [
          { _id: 'i1', label: 'Age', text: '18+' },
          { _id: 'i2', label: 'Fee', text: 'Paid' },
        ],
      },
    ]);

    // The queue is cleared after a save.
    await user.click(screen.getByRole('button', { name: 'Save Competition Page' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(json(saves(calls)[1]!, 'removedImages')).toEqual([]);
  });

  it('removes an item only after confirmation and can move sections', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { calls } = api(existing);
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Remove item 1 of section 3' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove this item?');
    expect(screen.getByLabelText('Section 3 item 1 label')).toHaveValue('Age');
    await user.click(screen.getByRole('button', { name: 'Remove item 1 of section 3' }));
    expect(screen.getByLabelText('Section 3 item 1 label')).toHaveValue('Fee');

    await user.click(screen.getByRole('button', { name: 'Move section 1 down' }));
    expect(screen.getByRole('heading', { name: 'Section 1: Image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Competition Page' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(json(saves(calls)[0]!, 'sections').map((s: { _id: string; order: number }) => [s._id, s.order])).toEqual([
      ['s2', 0],
      ['s1', 1],
      ['s3', 2],
    ]);
    expect(json(saves(calls)[0]!, 'sections')[0]).toEqual({
      _id: 's2',
      type: 'image',
      order: 0,
      src: 'https://cdn.test/a.jpg',
      public_id: 'img-a',
    });
  });

  it('shows Saving... while busy and the server message when the save fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const hold = deferred<Reply>();
    api(existing, () => hold.promise);
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Save Competition Page' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

    hold.resolve({ status: 409, body: { success: false, message: 'The competition page changed meanwhile. Reload it and try again.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The competition page changed meanwhile.');
    expect(screen.getByRole('button', { name: 'Save Competition Page' })).toBeEnabled();
  });

  it('falls back to Error saving page without a server message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api(existing, () => ({ status: 500, body: null }));
    const user = userEvent.setup();
    await open();

    await user.click(screen.getByRole('button', { name: 'Save Competition Page' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving page');
  });

  it('when the load fails (not 404), then it says Failed to fetch and can retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    api(() => (fail ? { status: 500, body: { success: false, message: 'Internal error' } } : existing({} as Call)));
    const user = userEvent.setup();
    renderAdmin('/admin/competionpage');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Miss Asia 2026');
  });
});
