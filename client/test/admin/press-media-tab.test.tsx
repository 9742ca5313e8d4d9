import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dragEndToMove } from '@/admin/media/sortable-media-list';
import type { MediaItem } from '@/api/media';
import { deleteAfterOneRefusal, mockAdminApi, openDashboardTab, cleanUploadTabTests } from './admin-harness';

const item = (id: string, title: string, order: number, type = 'mediaCoverage'): MediaItem =>
  ({ _id: id, id, title, type, image: `/i/${id}.jpg`, alt: title, videoUrl: null, order }) as MediaItem;
const three = [item('a', 'Alpha', 0), item('b', 'Beta', 1), item('c', 'Gamma', 2)];

cleanUploadTabTests();

async function openMediaTab() {
  openDashboardTab('Press & Media Manage');
  return screen.findByRole('tablist', { name: 'Media types' });
}
const panel = (name: string) => screen.getByRole('tabpanel', { name });
const titles = () =>
  within(screen.getByRole('list', { name: 'Media items' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('press & media manage tab', () => {
  it('lists the items of the active type in order and switches types with the keyboard', async () => {
    mockAdminApi((c) => {
      if (c.path === '/api/media/mediaCoverage') return { body: { success: true, media: [three[2], three[0], three[1]] } };
      if (c.path === '/api/media/imageGallery') return { body: { success: true, media: [] } };
    });
    const user = userEvent.setup();
    await openMediaTab();
    await screen.findByText('Alpha');
    expect(titles().map((t) => t?.match(/\d\.(\w+)/)?.[1])).toEqual(['Alpha', 'Beta', 'Gamma']);

    screen.getByRole('tab', { name: 'Media Coverage' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Image Gallery' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No image gallery items yet. Add the first one above.')).toBeInTheDocument();
  });

  it('shows SPEC messages without calling the API', async () => {
    const { calls } = mockAdminApi((c) => (c.method === 'GET' ? { body: { success: true, media: [] } } : undefined));
    const user = userEvent.setup();
    await openMediaTab();
    await screen.findByText(/No media coverage items yet/);

    await user.click(screen.getByRole('button', { name: 'Add media' }));
    expect(screen.getByRole('alert')).toHaveTextContent('⚠️ Title is required!');
    await user.type(screen.getByLabelText('Title'), 'Gala');
    await user.click(screen.getByRole('button', { name: 'Add media' }));
    expect(screen.getByRole('alert')).toHaveTextContent('⚠️ Image file is required!');

    await user.click(screen.getByRole('tab', { name: 'Video' }));
    await screen.findByText(/No video items yet/);
    await user.click(screen.getByRole('button', { name: 'Add media' }));
    expect(screen.getByRole('alert')).toHaveTextContent('⚠️ Video URL is required!');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('adds an image item as multipart with alt defaulting to the title', async () => {
    const { calls } = mockAdminApi((c) => {
      if (c.method === 'GET') return { body: { success: true, media: [] } };
      if (c.method === 'POST' && c.path === '/api/media')
        return { status: 201, body: { success: true, message: '✅ Media added!', item: item('n', 'Gala night', 0) } };
    });
    const user = userEvent.setup();
    await openMediaTab();
    await screen.findByText(/No media coverage items yet/);
    await user.type(screen.getByLabelText('Title'), 'Gala night');
    const file = new File(['x'], 'g.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image'), file);
    expect(screen.getByAltText('Image preview')).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Add media' }));

    expect(await within(panel('Media Coverage')).findByText('✅ Media added!')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect([body.get('title'), body.get('type'), body.get('alt'), body.get('image')]).toEqual([
      'Gala night',
      'mediaCoverage',
      'Gala night',
      file,
    ]);
    expect(within(panel('Media Coverage')).getByText('Gala night')).toBeInTheDocument();
  });

  it('adds a video as JSON and edits it with PUT', async () => {
    const video = { ...item('v', 'Finale', 0, 'video'), image: null, videoUrl: 'https://youtu.be/x' };
    const { calls } = mockAdminApi((c) => {
      if (c.method === 'GET') return { body: { success: true, media: [video] } };
      if (c.method === 'POST') return { status: 201, body: { success: true, item: { ...video, _id: 'w', id: 'w', title: 'Teaser' } } };
      if (c.method === 'PUT' && c.path === '/api/media/v') return { body: { success: true, item: { ...video, title: 'Grand finale' } } };
    });
    const user = userEvent.setup();
    await openMediaTab();
    await user.click(screen.getByRole('tab', { name: 'Video' }));
    await screen.findByText('Finale');

    await user.type(screen.getByLabelText('Title'), 'Teaser');
    await user.type(screen.getByLabelText('Video URL'), 'https://youtu.be/t');
    await user.click(screen.getByRole('button', { name: 'Add media' }));
    expect(await within(panel('Video')).findByText('✅ Media added!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ title: 'Teaser', type: 'video', videoUrl: 'https://youtu.be/t' });

    await user.click(screen.getByRole('button', { name: 'Edit Finale' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Grand finale');
    await user.click(screen.getByRole('button', { name: 'Update media' }));
    expect(await within(panel('Video')).findByText('✅ Media updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ title: 'Grand finale', type: 'video', videoUrl: 'https://youtu.be/x' });
  });

  it('deletes after confirmation', async () => {
    const { calls } = mockAdminApi((c) => {
      if (c.method === 'GET') return { body: { success: true, media: three } };
      if (c.method === 'DELETE' && c.path === '/api/media/b') return { body: { success: true, message: '🗑️ Media deleted!' } };
    });
    const user = userEvent.setup();
    await openMediaTab();
    const del = await screen.findByRole('button', { name: 'Delete Beta' });
    await deleteAfterOneRefusal(user, () => del, calls);
    expect(await within(panel('Media Coverage')).findByText('🗑️ Media deleted!')).toBeInTheDocument();
    expect(screen.queryByText('Beta')).not.toBeInTheDocument();
  });

  it('shows Save Order only after a move, then PUTs the new order', async () => {
    const { calls } = mockAdminApi((c) => {
      if (c.method === 'GET') return { body: { success: true, media: three } };
      if (c.method === 'PUT' && c.path === '/api/media/reorder') return { body: { success: true, message: '✅ Order saved!' } };
    });
    const user = userEvent.setup();
    await openMediaTab();
    await screen.findByText('Alpha');
    expect(screen.queryByRole('button', { name: 'Save Order' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    await user.click(screen.getByRole('button', { name: 'Save Order' }));

    expect(await within(panel('Media Coverage')).findByText('✅ Order saved!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/media/reorder')!.body).toEqual({
      type: 'mediaCoverage',
      order: [
        { id: 'b', order: 0 },
        { id: 'a', order: 1 },
        { id: 'c', order: 2 },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Save Order' })).not.toBeInTheDocument();
  });

  it('moves an item with the keyboard drag handle (Space, ArrowDown, Space)', async () => {
    // jsdom has no layout: give each card a row of its own so the keyboard sensor can find neighbours.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const li = this.closest('li');
      const i = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) : 0;
      const top = i * 100;
      return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 90, width: 300, height: 90, toJSON: () => ({}) } as DOMRect;
    });
    mockAdminApi((c) => (c.method === 'GET' ? { body: { success: true, media: three } } : undefined));
    const user = userEvent.setup();
    await openMediaTab();
    const handle = await screen.findByRole('button', { name: 'Drag Alpha' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    expect(await screen.findByRole('button', { name: 'Save Order' })).toBeInTheDocument();
    expect(titles().map((t) => t?.match(/\d\.(\w+)/)?.[1])).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  it('turns a drag end into a move', () => {
    expect(dragEndToMove(three, { active: { id: 'c' }, over: { id: 'a' } } as never)).toEqual([2, 0]);
    expect(dragEndToMove(three, { active: { id: 'c' }, over: null } as never)).toBeNull();
    expect(dragEndToMove(three, { active: { id: 'a' }, over: { id: 'a' } } as never)).toBeNull();
  });

  it('when saving the order fails, then it says so and refetches', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockAdminApi((c) => {
      if (c.method === 'GET') return { body: { success: true, media: three } };
      if (c.method === 'PUT') return { status: 500, body: null };
    });
    const user = userEvent.setup();
    await openMediaTab();
    await user.click(await screen.findByRole('button', { name: 'Move Gamma up' }));
    await user.click(screen.getByRole('button', { name: 'Save Order' }));

    expect(await within(panel('Media Coverage')).findByText('❌ Failed to reorder media')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/media/mediaCoverage')).toHaveLength(2));
    await screen.findByText('Alpha');
    expect(titles().map((t) => t?.match(/\d\.(\w+)/)?.[1])).toEqual(['Alpha', 'Beta', 'Gamma']);
  });
});
