import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockListApi, uploadWithoutFile, openTabPanel, cleanUploadTabTests, type Route } from './admin-harness';

cleanUploadTabTests();

const listed = { success: true, images: { home1: { url: '/uploads/home1.jpg' } } };

const api = (route?: Route) => mockListApi('/api/home-images', () => ({ body: listed }), route);

const openTab = () => openTabPanel('Home Images', () => screen.findByRole('img', { name: 'Current home1 image' }));

const png = () => new File(['x'], 'banner.png', { type: 'image/png' });

describe('home images tab', () => {
  it('when loaded, then it shows the current image of each type or an empty slot', async () => {
    api();
    const panel = await openTab();
    expect(panel.getByRole('img', { name: 'Current home1 image' })).toHaveAttribute('src', '/uploads/home1.jpg');
    expect(panel.getByText('No home2 image uploaded yet.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Delete home2 image' })).toBeDisabled();
  });

  it('when Upload is pressed without a file, then it asks for one and calls nothing', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const panel = await openTab();

    await uploadWithoutFile(user, panel, calls, '⚠️ Please select a file!');
  });

  it('when a file is chosen and uploaded, then it previews, posts file and type and shows the new image', async () => {
    const { calls } = api((call) =>
      call.method === 'POST' && call.path === '/api/home-images/upload'
        ? { body: { success: true, message: 'Image uploaded successfully!', image: { url: '/uploads/home2-new.jpg' } } }
        : undefined,
    );
    const user = userEvent.setup();
    const panel = await openTab();

    await user.selectOptions(panel.getByLabelText('Image type'), 'home2');
    const file = png();
    await user.upload(panel.getByLabelText('Image file'), file);
    expect(panel.getByRole('img', { name: 'Preview of the selected image' })).toHaveAttribute('src', 'blob:preview');
    await user.click(panel.getByRole('button', { name: 'Upload' }));

    expect(await panel.findByText('Image uploaded successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/home-images/upload');
    const form = post.body as FormData;
    expect(form.get('type')).toBe('home2');
    expect(form.get('file')).toBe(file);
    expect(panel.getByRole('img', { name: 'Current home2 image' })).toHaveAttribute('src', '/uploads/home2-new.jpg');
    expect(panel.queryByRole('img', { name: 'Preview of the selected image' })).not.toBeInTheDocument();
  });

  it("when the upload fails, then it shows the server's sentence or the fallback", async () => {
    let reply = { status: 413, body: { success: false, message: 'The upload is too large.' } as object };
    api((call) => (call.method === 'POST' ? reply : undefined));
    const user = userEvent.setup();
    const panel = await openTab();

    await user.upload(panel.getByLabelText('Image file'), png());
    await user.click(panel.getByRole('button', { name: 'Upload' }));
    expect(await panel.findByText('The upload is too large.')).toBeInTheDocument();

    reply = { status: 500, body: {} };
    await user.click(panel.getByRole('button', { name: 'Upload' }));
    expect(await panel.findByText('❌ Upload failed. Try again.')).toBeInTheDocument();
  });

  it('when delete is confirmed, then it DELETEs by type and empties the slot; cancelling calls nothing', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { calls } = api((call) =>
      call.method === 'DELETE' ? { body: { success: true, message: 'Image deleted successfully!' } } : undefined,
    );
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Delete home1 image' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: 'Delete home1 image' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(panel.getByText('No home1 image uploaded yet.')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/home-images/home1']);
  });

  it('when delete fails without a sentence, then it shows the fallback', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    api((call) => (call.method === 'DELETE' ? { status: 500, body: {} } : undefined));
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Delete home1 image' }));

    expect(await panel.findByText('❌ Delete failed')).toBeInTheDocument();
    expect(panel.getByRole('img', { name: 'Current home1 image' })).toBeInTheDocument();
  });
});
