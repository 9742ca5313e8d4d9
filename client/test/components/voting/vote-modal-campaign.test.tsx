import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { CHEER_ANONYMOUS, CHEER_MAX, COCKPIT_MSG } from '@pageant/common/content/cockpit';
import { postPaymentForm } from '../../gateway-stub';
import { mockApi, type Call } from './voting-harness';
import { ANANYA, VoteModalHarness } from './vote-modal-harness';

const { campaignFor } = await import('@/components/voting/campaign-ref');

const herPage = `/contestants/vote/${ANANYA._id}`;
const paymentData = { key: 'k', txnid: 'T9', amount: '100.00', hash: 'h' };

function openModal() {
  render(<VoteModalHarness />);
  fireEvent.click(screen.getByRole('button', { name: 'Open vote' }));
}

async function pay(name = 'Pay ₹100') {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const initiateBodies = (calls: Call[]) =>
  calls.filter((c) => c.path === '/api/vote/initiate').map((c) => c.body as Record<string, unknown>);
const openCheer = () => fireEvent.click(screen.getByRole('button', { name: /Add a cheer/ }));
const cheerBox = () => screen.getByLabelText('Your message to her');

beforeEach(() => {
  postPaymentForm.mockReset();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  act(() => toast.remove());
});

describe('the vote modal and her share link', () => {
  it('when the page was opened through her WhatsApp link, then the vote carries its ref and src', async () => {
    window.history.replaceState(null, '', `${herPage}?ref=k7Qx2m&src=whatsapp`);
    const calls = mockApi(() => ({ body: { url: '/sandbox/payu/_payment', paymentData } }));
    openModal();
    await pay();
    expect(initiateBodies(calls)).toEqual([{ candidateId: ANANYA._id, votes: 1, amount: 100, ref: 'k7Qx2m', src: 'whatsapp' }]);
  });

  it('when the tab reloads her page without them, then the ref and src kept for her are still sent', async () => {
    window.history.replaceState(null, '', `${herPage}?ref=k7Qx2m&src=qr`);
    expect(campaignFor(ANANYA._id)).toEqual({ ref: 'k7Qx2m', src: 'qr' });
    window.history.replaceState(null, '', herPage);
    const calls = mockApi(() => ({ body: { url: '/sandbox/payu/_payment', paymentData } }));
    openModal();
    await pay();
    expect(initiateBodies(calls)[0]).toMatchObject({ ref: 'k7Qx2m', src: 'qr' });
  });

  it('a ref in another contestant’s address is not taken for her, and a plain visit sends none', () => {
    window.history.replaceState(null, '', '/contestants/vote/someone-else?ref=zz99&src=x');
    expect(campaignFor(ANANYA._id)).toEqual({});
    expect(campaignFor('someone-else')).toEqual({ ref: 'zz99', src: 'x' });
    window.history.replaceState(null, '', herPage);
    expect(campaignFor(ANANYA._id)).toEqual({});
  });
});

describe('the vote modal’s cheer', () => {
  it('counts what is typed against the limit and refuses one character more, at the field', () => {
    mockApi(() => ({ body: {} }));
    openModal();
    expect(screen.queryByLabelText('Your message to her')).not.toBeVisible();
    openCheer();
    expect(screen.getByTestId('cheer-counter')).toHaveTextContent(`0/${CHEER_MAX}`);
    fireEvent.change(cheerBox(), { target: { value: '  Go Ananya!  ' } });
    expect(screen.getByTestId('cheer-counter')).toHaveTextContent(`10/${CHEER_MAX}`);
    fireEvent.change(cheerBox(), { target: { value: 'x'.repeat(CHEER_MAX) } });
    expect(screen.getByTestId('cheer-counter')).toHaveTextContent(`${CHEER_MAX}/${CHEER_MAX}`);
    expect(screen.getByRole('button', { name: 'Pay ₹100' })).toBeEnabled();
    fireEvent.change(cheerBox(), { target: { value: 'x'.repeat(CHEER_MAX + 1) } });
    expect(screen.getByTestId('cheer-counter')).toHaveTextContent(`${CHEER_MAX + 1}/${CHEER_MAX}`);
    expect(cheerBox()).toHaveAccessibleDescription(expect.stringContaining(COCKPIT_MSG.cheerTooLong));
    expect(screen.getByRole('button', { name: 'Pay ₹100' })).toBeDisabled();
  });

  it('sends the cheer and the name trimmed; the name field offers the anonymous name', async () => {
    const calls = mockApi(() => ({ body: { url: '/sandbox/payu/_payment', paymentData } }));
    openModal();
    openCheer();
    fireEvent.change(cheerBox(), { target: { value: '  Proud of you!  ' } });
    const name = screen.getByLabelText('Name shown with your cheer (optional)');
    expect(name).toHaveAttribute('placeholder', CHEER_ANONYMOUS);
    fireEvent.change(name, { target: { value: ' Riya ' } });
    await pay();
    expect(initiateBodies(calls)[0]).toMatchObject({ cheer: 'Proud of you!', cheerName: 'Riya' });
  });

  it('when the server refuses the cheer, then its sentence is shown at the field, not as a toast', async () => {
    mockApi(({ path }) =>
      path === '/api/vote/initiate'
        ? { status: 400, body: { success: false, message: COCKPIT_MSG.cheerPlainText, error: 'Bad Request', code: 'VALIDATION_FAILED' } }
        : { body: {} },
    );
    openModal();
    openCheer();
    fireEvent.change(cheerBox(), { target: { value: 'Go go go' } });
    await pay();
    expect(cheerBox()).toHaveAccessibleDescription(expect.stringContaining(COCKPIT_MSG.cheerPlainText));
    expect(postPaymentForm).not.toHaveBeenCalled();
    // Editing the message clears the server's verdict so it can be sent again.
    fireEvent.change(cheerBox(), { target: { value: 'Go go go!' } });
    expect(screen.getByRole('button', { name: 'Pay ₹100' })).toBeEnabled();
  });
});
