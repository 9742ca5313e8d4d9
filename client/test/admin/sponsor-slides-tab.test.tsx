import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockListApi, openDashboardTab, openTabPanel, cleanUploadTabTests, type Route } from './admin-harness';

cleanUploadTabTests();

const logos = [
  { _id: 's1', url: '/uploads/acme.png', alt: 'Acme', altText: 'Acme', href: 'https://acme.example' },
  { _id: 's2', url: '/uploads/globex.png', alt: 'Globex', altText: 'Globex', href: '' },
];

const api = (route?: Route, list: Route = () => ({ body: { success: true, data: logos } })) =>
  mockListApi('/api/sponsor/logos', list, route);

const openTab = () => openTabPanel('Sponser Slides', () => screen.findByRole('list', { name: 'Sponsor logos' }));

const png = () => new File(['x'], 'logo.png', { type: 'image/png' });

describe('sponsor slides tab', () => {
  it('when loaded, then it lists the logos with alt and link', async () => {
    api();
    const panel = await openTab();
    expect(panel.getByRole('img', { name: 'Acme' })).toHaveAttribute('src', '/uploads/acme.png');
    expect(panel.getByRole('link', { name: 'https://acme.example' })).toHaveAttribute('href', 'https://acme.example');
    expect(panel.getByRole('button', { name: 'Edit Globex' })).toBeInTheDocument();
  });

  it('when the list fails, then it shows the fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api(undefined, () => ({ status: 500, body: {} }));
    openDashboardTab('Sponser Slides');
    expect(await screen.findByText('Failed to fetch logos')).toBeInTheDocument();
  });

  it('when a logo is added, then it posts alt, href and logo and says Logo added', async () => {
    const { calls } = api((call) =>
      call.method === 'POST' && call.path === '/api/sponsor/upload'
        ? { status: 201, body: { success: true, message: 'Logo added' } }
        : undefined,
    );
    const user = userEvent.setup();
    const panel = await openTab();

    await user.type(panel.getByLabelText('Alt text'), 'Initech');
    await user.type(panel.getByLabelText('Link (href)'), 'https://initech.example');
    const file = png();
    await user.upload(panel.getByLabelText('Logo image'), file);
    expect(panel.getByRole('img', { name: 'Preview of the selected logo' })).toHaveAttribute('src', 'blob:preview');
    await user.click(panel.getByRole('button', { name: 'Add Logo' }));

    expect(await panel.findByText('Logo added')).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(form.get('alt')).toBe('Initech');
    expect(form.get('href')).toBe('https://initech.example');
    expect(form.get('logo')).toBe(file);
    expect(panel.getByLabelText('Alt text')).toHaveValue('');
  });

  it('when the link is not an http(s) URL or no logo is chosen, then it says so without calling the API', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const panel = await openTab();

    await user.type(panel.getByLabelText('Link (href)'), 'javascript:alert(1)');
    await user.click(panel.getByRole('button', { name: 'Add Logo' }));

    expect(panel.getByText('Link must be a valid http(s) URL.')).toBeInTheDocument();
    expect(panel.getByText('Please select a logo image.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('when adding fails without a sentence, then it shows Upload failed!', async () => {
    api((call) => (call.method === 'POST' ? { status: 500, body: {} } : undefined));
    const user = userEvent.setup();
    const panel = await openTab();

    await user.upload(panel.getByLabelText('Logo image'), png());
    await user.click(panel.getByRole('button', { name: 'Add Logo' }));

    expect(await panel.findByText('Upload failed!')).toBeInTheDocument();
  });

  it('when a logo is edited, then it PUTs the fields without a file and says Logo updated', async () => {
    const { calls } = api((call) => (call.method === 'PUT' ? { body: { success: true, message: 'Logo updated' } } : undefined));
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Edit Acme' }));
    const alt = panel.getByLabelText('Alt text');
    expect(alt).toHaveValue('Acme');
    expect(panel.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', '/uploads/acme.png');
    await user.clear(alt);
    await user.type(alt, 'Acme Corp');
    await user.click(panel.getByRole('button', { name: 'Update Logo' }));

    expect(await panel.findByText('Logo updated')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/sponsor/update/s1');
    const form = put.body as FormData;
    expect(form.get('alt')).toBe('Acme Corp');
    expect(form.get('href')).toBe('https://acme.example');
    expect(form.has('logo')).toBe(false);
    expect(panel.getByRole('button', { name: 'Add Logo' })).toBeInTheDocument();
  });

  it('when editing is cancelled, then the form goes back to adding', async () => {
    api();
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Edit Globex' }));
    await user.click(panel.getByRole('button', { name: 'Cancel' }));

    expect(panel.getByRole('button', { name: 'Add Logo' })).toBeInTheDocument();
    expect(panel.getByLabelText('Alt text')).toHaveValue('');
  });

  it('when delete is confirmed, then it DELETEs by id and says Deleted successfully', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = api((call) => (call.method === 'DELETE' ? { body: { success: true, message: 'Deleted successfully' } } : undefined));
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Delete Globex' }));

    expect(confirm).toHaveBeenCalled();
    expect(await panel.findByText('Deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/sponsor/delete/s2']);
    await waitFor(() => expect(panel.queryByRole('img', { name: 'Globex' })).not.toBeInTheDocument());
  });

  it('when delete is cancelled or fails, then nothing changes or Delete failed shows', async () => {
    jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { calls } = api((call) => (call.method === 'DELETE' ? { status: 500, body: {} } : undefined));
    const user = userEvent.setup();
    const panel = await openTab();

    await user.click(panel.getByRole('button', { name: 'Delete Acme' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: 'Delete Acme' }));
    expect(await panel.findByText('Delete failed')).toBeInTheDocument();
    expect(panel.getByRole('img', { name: 'Acme' })).toBeInTheDocument();
  });
});
