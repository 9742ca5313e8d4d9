import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DETAILS_REDIRECT_MS, MSG } from '@pageant/common';
import { FakeXhr } from '../fake-xhr';
import { mockFetch, type Reply } from '../fetch-stub';

const { default: ConfirmDetailPage, DETAILS_MSG, NO_ID_REDIRECT_MS } = await import('@/pages/confirm-detail/confirm-detail-page');

/** A small stand-in for XMLHttpRequest: records each request and lets the test drive the answer. */

const realXhr = globalThis.XMLHttpRequest;
const REG = {
  fullName: 'Asha Rao',
  email: 'asha@example.test',
  category: 'Miss',
  address: '12 Marine Drive, Mumbai',
  height: `5'4"`,
  weight: '55 kg',
  hairColor: 'Black',
  skinColor: 'Wheatish',
  eyeColor: 'Brown',
  pictures: [],
};

const mockRegistration = (answer: Reply = { status: 200, body: REG }) => mockFetch(() => answer).fetchMock;

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}

function renderPage(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/confirmdetail" element={<ConfirmDetailPage />} />
        <Route path="/registration" element={<h1>Registration form</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const png = (name: string) => new File(['x'.repeat(10)], name, { type: 'image/png' });
const gif = (name: string) => new File(['x'.repeat(10)], name, { type: 'image/gif' });

beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
  globalThis.XMLHttpRequest = realXhr;
  jest.restoreAllMocks();
});

async function loaded() {
  renderPage('/confirmdetail?id=tok123');
  await waitFor(() => expect(screen.getByLabelText('Eye colour')).toHaveValue('Brown'));
}

describe('Additional details page', () => {
  it('without an id, shows the SPEC message and redirects to /registration', async () => {
    jest.useFakeTimers();
    const fetchMock = mockRegistration();
    renderPage('/confirmdetail');
    expect(screen.getByRole('alert')).toHaveTextContent(DETAILS_MSG.noId);
    expect(DETAILS_MSG.noId).toBe("Opps! sorry you have not registered yet.... can't update details");
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(NO_ID_REDIRECT_MS));
    expect(screen.getByRole('heading', { name: 'Registration form' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/registration');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prefills the form from the API and greets the contestant', async () => {
    const fetchMock = mockRegistration();
    await loaded();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/payment/get-registration?id=tok123');
    expect(screen.getByLabelText('Address')).toHaveValue(REG.address);
    expect(screen.getByLabelText('Height')).toHaveValue(`5'4"`);
    expect(screen.getByLabelText('Weight')).toHaveValue('55 kg');
    expect(screen.getByLabelText('Hair colour')).toHaveValue('Black');
    expect(screen.getByLabelText('Skin colour')).toHaveValue('Wheatish');
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByText(/Category: Miss/)).toBeInTheDocument();
  });

  it('shows the load failure message', async () => {
    mockRegistration({ status: 500, body: {} });
    renderPage('/confirmdetail?id=tok123');
    expect(await screen.findByRole('alert')).toHaveTextContent(DETAILS_MSG.loadFailed);
  });

  it('asks for all fields when one is empty', async () => {
    mockRegistration();
    const user = userEvent.setup();
    await loaded();
    await user.clear(screen.getByLabelText('Weight'));
    await user.upload(screen.getByLabelText('Photo 1'), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.fillAllFields);
    // Beside the field it concerns, too; the filled ones stay quiet.
    expect(screen.getByLabelText('Weight')).toHaveAccessibleDescription(expect.stringContaining('Please enter your weight.'));
    expect(screen.getByLabelText('Weight')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Height')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Weight'), '5');
    expect(screen.queryByText('Please enter your weight.')).not.toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('with 2 pictures, asks for exactly three without a request', async () => {
    mockRegistration();
    const user = userEvent.setup();
    await loaded();
    await user.upload(screen.getByLabelText('Photo 1'), [png('a.png'), png('b.png')]);
    expect(screen.getAllByRole('img', { name: /Selected picture/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.exactlyThreePictures);
    expect(screen.getByRole('group', { name: 'Pictures' })).toHaveAccessibleDescription(expect.stringContaining(MSG.exactlyThreePictures));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('rejects a GIF with the types message', async () => {
    mockRegistration();
    const user = userEvent.setup({ applyAccept: false });
    await loaded();
    await user.upload(screen.getByLabelText('Photo 1'), [png('a.png'), png('b.png'), gif('c.gif')]);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.pictureTypes);
    expect(screen.queryByRole('img', { name: /Selected picture/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('rejects a bad height with the height message', async () => {
    mockRegistration();
    const user = userEvent.setup();
    await loaded();
    const height = screen.getByLabelText('Height');
    await user.clear(height);
    await user.type(height, 'tall');
    await user.upload(screen.getByLabelText('Photo 1'), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidHeight);
    expect(height).toHaveAccessibleDescription(expect.stringContaining(MSG.invalidHeight));
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('submits, then shows success, drops the id and stays on what happens next with links home and to her page (no redirect)', async () => {
    sessionStorage.setItem('paidRegistrationToken', 'tok123');
    mockRegistration();
    const user = userEvent.setup();
    await loaded();
    const height = screen.getByLabelText('Height');
    await user.clear(height);
    await user.type(height, '157cm');
    await user.upload(screen.getByLabelText('Photo 1'), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/payment/update-registration-details');
    expect(xhr.body?.get('registrationId')).toBe('tok123');
    expect(xhr.body?.get('height')).toBe(`5'2"`);
    expect(xhr.body?.get('eyeColor')).toBe('Brown');
    expect(xhr.body?.getAll('pictures')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    // Each photo shows its own progress: the three 10-byte files are the last 30 bytes of the body.
    const bars = () => screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-valuenow'));
    expect(bars()).toEqual(['0', '0', '0']);
    xhr.progress(985, 1000);
    expect(bars()).toEqual(['100', '50', '0']);

    jest.useFakeTimers();
    xhr.respond(200, { success: true, message: 'ok' });
    await act(async () => {});
    expect(screen.getByText(DETAILS_MSG.success)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/confirmdetail$/);
    // The emptied form gives way to what happens next: review, shortlist, her voting page.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /what happens next/ })).toBeInTheDocument();
    expect(screen.getByText(/A confirmation is on its way to asha@example.test/)).toBeInTheDocument();
    expect(screen.getByText('Profile review')).toBeInTheDocument();
    expect(screen.getByText('Shortlist')).toBeInTheDocument();
    expect(screen.getByText('Your voting page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in to your campaign page' })).toHaveAttribute('href', '/me/signin');
    expect(screen.getByRole('link', { name: /contact@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.queryByText('Redirecting...')).not.toBeInTheDocument();
    expect(screen.queryByText(DETAILS_MSG.noId)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('paidRegistrationToken')).toBeNull();

    // She reads at her own pace: long past SPEC's 5 s the page is still hers.
    act(() => jest.advanceTimersByTime(DETAILS_REDIRECT_MS * 12));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/confirmdetail$/);
    expect(screen.getByRole('heading', { name: /what happens next/ })).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('places photos in slots: three at once fill all three, one can be removed and another put in its place', async () => {
    mockRegistration();
    const user = userEvent.setup();
    await loaded();
    await user.upload(screen.getByLabelText('Photo 1'), [png('a.png'), png('b.png'), png('c.png')]);
    expect(screen.getAllByRole('img', { name: /Selected picture/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.queryByRole('img', { name: 'Selected picture 2' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo 2'), png('d.png'));
    await user.upload(screen.getByLabelText('Replace photo 3'), png('e.png'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const sent = FakeXhr.sent[0]!.body?.getAll('pictures') as File[];
    expect(sent.map((f) => f.name)).toEqual(['a.png', 'd.png', 'e.png']);
  });

  it("puts the server's height sentence beside the height field", async () => {
    mockRegistration();
    const user = userEvent.setup();
    await loaded();
    await user.upload(screen.getByLabelText('Photo 1'), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    FakeXhr.sent[0]!.respond(400, { success: false, message: MSG.invalidHeight });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidHeight);
    expect(screen.getByLabelText('Height')).toHaveAccessibleDescription(expect.stringContaining(MSG.invalidHeight));
  });

  it("shows the server's message when the submission fails", async () => {
    mockRegistration();
    const user = userEvent.setup();
    await loaded();
    await user.upload(screen.getByLabelText('Photo 1'), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    FakeXhr.sent[0]!.respond(404, { success: false, message: 'Registration not found.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration not found.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByTestId('where')).toHaveTextContent('/confirmdetail?id=tok123');

    FakeXhr.sent = [];
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    FakeXhr.sent[0]!.respond(500, {});
    expect(await screen.findByRole('alert')).toHaveTextContent(DETAILS_MSG.submitFailed);
  });
});
