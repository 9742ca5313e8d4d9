import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockListApi, uploadWithoutFile, openDashboardTab, openTabPanel, cleanUploadTabTests, type Route } from './admin-harness';

cleanUploadTabTests();

const brands = [
  { _id: 'b1', image: '/uploads/b1.png' },
  { _id: 'b2', image: '/uploads/b2.png' },
];

const api = (route?: Route, list: unknown = brands) => mockListApi('/api/home-brands', () => ({ body: list }), route);

const openTab = (ready = 'Brand images') => openTabPanel('Brand Caraousel For HomePage', () => screen.findByRole('list', { name: ready }));

const png = (name = 'logo.png') => new File(['x'], name, { type: 'image/png' });

describe('brand carousel tab', () => {
  it('when loaded, then it shows a grid of brand images with Update and Delete each', async () => {
    api();
    const panel = await openTab();
    expect(panel.getByRole('img', { name: 'Brand 1' })).toHaveAttribute('src', '/uploads/b1.png');
    expect(panel.getByRole('img', { name: 'Brand 2' })).toHaveAttribute('src', '/uploads/b2.png');
    expect(panel.getByRole('button', { name: 'Update brand 2' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Delete brand 2' })).toBeInTheDocument();
  });

  it('when there are no brands, then it says so', async () => {
    api(undefined, []);
    openDashboardTab('Brand Caraousel For HomePage');
    expect(await screen.findByText('No brand images yet. Upload one above.')).toBeInTheDocument();
  });

  it('when Upload is pressed without a file, then it asks for one and calls nothing', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const panel = await openTab();

    await uploadWithoutFile(user, panel, calls, 'Please select a file');
  });

  it('when a file is uploaded, then it posts it as image and adds it to the grid', async () => {
    const { calls } = api((call) =>
      call.method === 'POST' && call.path === '/api/home-brands'
        ? { status: 201, body: { success: true, message: 'Image uploaded successfully!', data: { _id: 'b3', image: '/uploads/b3.png' } } }
        : undefined,
    );
    const user = userEvent.setup();
    const panel = await openTab();

    const file = png();
    await user.upload(panel.getByLabelText('Brand image'), file);
    expect(panel.getByRole('img', { name: 'Preview of the selected brand image' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Upload' }));

    expect(await panel.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect((calls.find((c) => c.method === 'POST')!.body as FormData).get('image')).toBe(file);
    expect(panel.getByRole('img', { name: 'Brand 3' })).toHaveAttribute('src', '/uploads/b3.png');
  });

  it('when Update is submitted without a new image, then it asks for one; Cancel closes it', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Update brand 1' }));
    await user.click(panel.getByRole('button', { name: 'Submit' }));
    expect(panel.getByText('Please select a new image to update')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(panel.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('when a new image is submitted, then it PUTs it and shows the green message', async () => {
    const { calls } = api((call) =>
      call.method === 'PUT'
        ? { body: { success: true, message: 'Image updated successfully!', data: { _id: 'b1', image: '/uploads/b1-v2.png' } } }
        : undefined,
    );
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Update brand 1' }));
    const file = png('new.png');
    await user.upload(panel.getByLabelText('New image for brand 1'), file);
    expect(panel.getByRole('img', { name: 'New image for brand 1 (preview)' })).toHaveAttribute('src', 'blob:preview');
    await user.click(panel.getByRole('button', { name: 'Submit' }));

    const ok = await panel.findByText('Image updated successfully!');
    expect(ok).toHaveClass('text-emerald-700');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/home-brands/b1');
    expect((put.body as FormData).get('image')).toBe(file);
    expect(panel.getByRole('img', { name: 'Brand 1' })).toHaveAttribute('src', '/uploads/b1-v2.png');
  });

  it('when the update fails, then it shows Update failed in red', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api((call) => (call.method === 'PUT' ? { status: 500, body: {} } : undefined));
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Update brand 2' }));
    await user.upload(panel.getByLabelText('New image for brand 2'), png());
    await user.click(panel.getByRole('button', { name: 'Submit' }));

    expect(await panel.findByText('Update failed')).toHaveClass('text-red-700');
  });

  it('when delete is confirmed, then it DELETEs by id and removes the image', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = api((call) =>
      call.method === 'DELETE' ? { body: { success: true, message: 'Brand image deleted successfully!' } } : undefined,
    );
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Delete brand 2' }));

    expect(confirm).toHaveBeenCalled();
    await waitFor(() => expect(panel.queryByRole('img', { name: 'Brand 2' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/home-brands/b2']);
    expect(panel.getByText('Brand image deleted successfully!')).toBeInTheDocument();
  });

  it('when delete is cancelled, then nothing is called', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = api();
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Delete brand 1' }));

    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });
});
