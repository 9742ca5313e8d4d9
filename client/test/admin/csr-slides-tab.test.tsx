import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_CLEAR_MS } from '@pageant/common';
import { cleanUploadTabTests, deleteAfterOneRefusal, mockAdminApi, mockListApi, openDashboardTab, resetAdminState } from './admin-harness';
import type { Route } from '../fetch-stub';
import { FakeXhr } from '../fake-xhr';

/** A small stand-in for XMLHttpRequest: records each request and lets the test drive progress and the answer. */

const realXhr = globalThis.XMLHttpRequest;
const IMAGES = [
  { _id: 'a1', url: 'https://cdn.test/a.webp', alt: 'Food drive', href: 'https://ngo.test/food' },
  { _id: 'b2', url: 'https://cdn.test/b.webp', alt: 'School visit', href: '' },
];

cleanUploadTabTests();
beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const api = (route?: Route, images = IMAGES) => mockListApi('/api/csr/fetch', () => ({ body: { success: true, data: images } }), route);

async function openTab() {
  openDashboardTab('CSR Slides');
  return screen.findByRole('tabpanel');
}

const png = (name: string) => new File(['x'.repeat(10)], name, { type: 'image/png' });

describe('CSR slides tab', () => {
  it('lists the CSR images from the API', async () => {
    api();
    await openTab();
    const grid = await screen.findByRole('list', { name: 'CSR images' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByRole('img', { name: 'Food drive' })).toHaveAttribute('src', 'https://cdn.test/a.webp');
    expect(within(grid).getByRole('link', { name: /ngo\.test\/food/ })).toHaveAttribute('href', 'https://ngo.test/food');
  });

  it('shows the empty state and the fetch failure message', async () => {
    api(() => undefined, []);
    await openTab();
    expect(await screen.findByText('No CSR images yet.')).toBeInTheDocument();
    resetAdminState();

    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi((call) => (call.path === '/api/csr/fetch' ? { status: 500, body: { success: false } } : undefined));
    await openTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch CSR images.');
  });

  it('with no files chosen, says so without calling the API', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const panel = await openTab();
    await screen.findByRole('list', { name: 'CSR images' });

    await user.click(within(panel).getByRole('button', { name: 'Upload' }));

    expect(await within(panel).findByText('No files selected.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('uploads one request per file with progress, then reports the count and refreshes', async () => {
    const { calls } = api();
    const user = userEvent.setup();
    const panel = await openTab();
    await screen.findByRole('list', { name: 'CSR images' });
    const files = [png('one.png'), png('two.png')];

    await user.upload(within(panel).getByLabelText('Images'), files);
    expect(within(panel).getByRole('img', { name: 'Preview of one.png' })).toHaveAttribute('src', 'blob:preview');
    await user.type(within(panel).getByLabelText('Alt text (optional)'), 'Charity run');
    await user.type(within(panel).getByLabelText('Link (optional)'), 'https://ngo.test/run');
    await user.click(within(panel).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/csr/upload');
    expect(first.withCredentials).toBe(true);
    expect(first.body!.getAll('images')).toEqual([files[0]]);
    expect(first.body!.get('alt')).toBe('Charity run');
    expect(first.body!.get('href')).toBe('https://ngo.test/run');

    first.progress(5, 10);
    expect(within(panel).getByRole('progressbar', { name: 'Upload progress for one.png' })).toHaveAttribute('aria-valuenow', '50');
    first.respond(201, { success: true, message: 'Uploaded 1 CSR image(s) successfully!' });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.body!.getAll('images')).toEqual([files[1]]);
    FakeXhr.sent[1]!.respond(201, { success: true, message: 'Uploaded 1 CSR image(s) successfully!' });

    expect(await within(panel).findByText('Uploaded 2 CSR image(s) successfully!')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/csr/fetch')).toHaveLength(2));
    expect(within(panel).queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
  });

  it("when a file fails, shows 'Upload failed!' with the server's message and counts only the successes", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    api();
    const user = userEvent.setup();
    const panel = await openTab();
    await screen.findByRole('list', { name: 'CSR images' });

    await user.upload(within(panel).getByLabelText('Images'), [png('ok.png'), png('bad.png')]);
    await user.click(within(panel).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(201, { success: true });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.respond(400, { success: false, message: 'Unsupported image.' });

    expect(await within(panel).findByText('Uploaded 1 CSR image(s) successfully!')).toBeInTheDocument();
    expect(within(panel).getByText('Upload failed! Unsupported image.', { selector: '[role=alert]' })).toBeInTheDocument();
    // The failed file stays selected for a retry.
    expect(within(within(panel).getByRole('list', { name: 'Selected files' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('clears the inline message after a few seconds', async () => {
    api();
    const user = userEvent.setup();
    const panel = await openTab();
    await screen.findByRole('list', { name: 'CSR images' });
    await user.click(within(panel).getByRole('button', { name: 'Upload' }));
    const notice = await within(panel).findByText('No files selected.');
    await waitForElementToBeRemoved(notice, { timeout: MESSAGE_CLEAR_MS + 1000 });
  });

  it('asks before deleting, then calls DELETE and removes the image', async () => {
    const { calls } = api((call) => {
      if (call.method === 'DELETE') return { body: { success: true, message: 'CSR image deleted successfully!' } };
    });
    const user = userEvent.setup();
    await openTab();
    const grid = await screen.findByRole('list', { name: 'CSR images' });

    await deleteAfterOneRefusal(user, () => within(grid).getByRole('button', { name: 'Delete Food drive' }), calls);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/csr/delete/a1']);
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1));
  });

  it("when delete fails, shows 'Failed to delete image!'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    api((call) => (call.method === 'DELETE' ? { status: 500, body: { success: false } } : undefined));
    const user = userEvent.setup();
    const panel = await openTab();
    const grid = await screen.findByRole('list', { name: 'CSR images' });

    await user.click(within(grid).getByRole('button', { name: 'Delete School visit' }));

    expect(await within(panel).findByText('Failed to delete image!', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
  });
});
