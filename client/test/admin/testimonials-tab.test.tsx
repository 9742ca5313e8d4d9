import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_MSG } from '@pageant/common/content/home';
import { cleanUploadTabTests, deleteAfterOneRefusal, mockAdminApi, mockListApi, openDashboardTab, resetAdminState } from './admin-harness';
import type { Route } from '../fetch-stub';

const ITEMS = [
  { _id: 't1', name: 'Asha Rao', place: 'Pune', text: 'A life-changing stage.', imageUrl: 'https://cdn.test/asha.webp' },
  { _id: 't2', name: 'Meera Shah', place: '', text: 'Wonderful mentors.', imageUrl: '' },
];

cleanUploadTabTests();

const api = (route?: Route, items = ITEMS) => mockListApi('/api/testimonials', () => ({ body: { success: true, data: items } }), route);

async function openTab() {
  openDashboardTab('Testimonials Slides');
  const panel = await screen.findByRole('tabpanel');
  return panel;
}

describe('testimonials tab', () => {
  it('lists the testimonials from the API', async () => {
    api();
    await openTab();
    const list = await screen.findByRole('list', { name: 'Testimonials' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('A life-changing stage.')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', 'https://cdn.test/asha.webp');
  });

  it("shows 'Failed to fetch' when the list cannot load, and the empty state when there is none", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi((call) => (call.path === '/api/testimonials' ? { status: 500, body: null } : undefined));
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    resetAdminState();

    api(() => undefined, []);
    await openTab();
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
  });

  it('requires name and text before calling the API', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const panel = await openTab();
    await screen.findByRole('list', { name: 'Testimonials' });

    await user.click(within(panel).getByRole('button', { name: 'Add testimonial' }));

    expect(within(panel).getByText(HOME_MSG.testimonialNameRequired)).toBeInTheDocument();
    expect(within(panel).getByText(HOME_MSG.testimonialTextRequired)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates a testimonial as multipart and says so', async () => {
    const { calls } = api((call) =>
      call.method === 'POST' ? { status: 201, body: { success: true, message: 'Testimonial added successfully!' } } : undefined,
    );
    const user = userEvent.setup();
    const panel = await openTab();
    await screen.findByRole('list', { name: 'Testimonials' });
    const photo = new File(['img'], 'me.png', { type: 'image/png' });

    await user.type(within(panel).getByLabelText('Name'), '  Riya  ');
    await user.type(within(panel).getByLabelText('Place (optional)'), 'Delhi');
    await user.type(within(panel).getByLabelText('Testimonial'), 'Great experience');
    await user.upload(within(panel).getByLabelText('Image (optional)'), photo);
    expect(within(panel).getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
    await user.click(within(panel).getByRole('button', { name: 'Add testimonial' }));

    expect(await screen.findByText('Testimonial added successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/testimonials');
    expect(post.body).toBeInstanceOf(FormData);
    const body = post.body as FormData;
    expect(body.get('name')).toBe('Riya');
    expect(body.get('place')).toBe('Delhi');
    expect(body.get('text')).toBe('Great experience');
    expect(body.get('image')).toBe(photo);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/testimonials')).toHaveLength(2));
    expect(within(panel).getByLabelText('Name')).toHaveValue('');
  });

  it("edits with PUT and keeps the image when none is chosen; a failure shows the server's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { calls } = api((call) => {
      if (call.method !== 'PUT') return undefined;
      return fail
        ? { status: 400, body: { success: false, message: 'Name is too long.' } }
        : { body: { success: true, message: 'Testimonial updated successfully!' } };
    });
    const user = userEvent.setup();
    const panel = await openTab();
    const list = await screen.findByRole('list', { name: 'Testimonials' });

    await user.click(within(list).getByRole('button', { name: 'Edit Asha Rao' }));
    const name = within(panel).getByLabelText('Name');
    expect(name).toHaveValue('Asha Rao');
    expect(within(panel).getByLabelText('Testimonial')).toHaveValue('A life-changing stage.');
    await user.clear(name);
    await user.type(name, 'Asha R.');
    await user.click(within(panel).getByRole('button', { name: 'Update testimonial' }));
    expect(await within(panel).findByText('Name is too long.', { selector: '[role=alert]' })).toBeInTheDocument();

    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Update testimonial' }));
    expect(await screen.findByText('Testimonial updated successfully!')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path)).toEqual(['/api/testimonials/t1', '/api/testimonials/t1']);
    expect((puts[1]!.body as FormData).get('name')).toBe('Asha R.');
    expect((puts[1]!.body as FormData).has('image')).toBe(false);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Add testimonial' })).toBeInTheDocument());
  });

  it("shows 'Save failed' when the server gives no message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api((call) => (call.method === 'POST' ? { status: 500, body: null } : undefined));
    const user = userEvent.setup();
    const panel = await openTab();
    await screen.findByRole('list', { name: 'Testimonials' });
    await user.type(within(panel).getByLabelText('Name'), 'Riya');
    await user.type(within(panel).getByLabelText('Testimonial'), 'Nice');
    await user.click(within(panel).getByRole('button', { name: 'Add testimonial' }));
    expect(await within(panel).findByText('Save failed', { selector: '[role=alert]' })).toBeInTheDocument();
  });

  it('asks before deleting, then calls DELETE; a failure says Delete failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const { calls } = api((call) => {
      if (call.method !== 'DELETE') return undefined;
      return fail ? { status: 500, body: null } : { body: { success: true, message: 'Testimonial deleted successfully!' } };
    });
    const user = userEvent.setup();
    await openTab();
    const list = await screen.findByRole('list', { name: 'Testimonials' });

    await deleteAfterOneRefusal(user, () => within(list).getByRole('button', { name: 'Delete Asha Rao' }), calls);
    expect(await screen.findByText('Testimonial deleted successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/testimonials/t1']);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    fail = true;
    await user.click(within(list).getByRole('button', { name: 'Delete Meera Shah' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
