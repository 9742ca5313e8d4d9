import { act, fireEvent, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MSG, VOTE_PACKAGES } from '@pageant/common';
import { postPaymentForm } from '../../gateway-stub';
import { mockApi, type Call } from './voting-harness';
import { ANANYA, VoteModalHarness, type VoteTarget } from './vote-modal-harness';

function openModal(candidate: VoteTarget = ANANYA) {
  render(<VoteModalHarness candidate={candidate} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open vote' }));
  return screen.getByRole('dialog');
}

const total = () => screen.getByTestId('vote-total').textContent;
const plus = () => screen.getByRole('button', { name: 'Add a vote' });
const minus = () => screen.getByRole('button', { name: 'Remove a vote' });
const count = () => screen.getByLabelText(/^Number of votes/);
const packageRadio = (votes: number) => screen.getByRole('radio', { name: new RegExp(`^${votes.toLocaleString('en-IN')} votes`) });
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

beforeEach(() => postPaymentForm.mockReset());
afterEach(() => {
  act(() => toast.remove());
});

describe('VoteModal', () => {
  it('starts at one individual vote of ₹100; + and - change the count and never go below 1', () => {
    const dialog = openModal();
    expect(dialog).toHaveAccessibleName('Vote for Ananya Sharma');
    expect(screen.getByRole('radio', { name: /^Individual votes/ })).toBeChecked();
    expect(total()).toBe('₹100');
    expect(minus()).toBeDisabled();
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(count()).toHaveValue('3');
    expect(total()).toBe('₹300');
    fireEvent.click(minus());
    expect(total()).toBe('₹200');
    fireEvent.change(count(), { target: { value: '25' } });
    expect(total()).toBe('₹2,500');
    expect(screen.getByRole('button', { name: 'Pay ₹2,500' })).toBeEnabled();
  });

  it('a cleared or zero count cannot be paid, and settles back to 1 on leaving the field', () => {
    openModal();
    fireEvent.change(count(), { target: { value: '0' } });
    expect(total()).toBe('—');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    fireEvent.blur(count());
    expect(count()).toHaveValue('1');
    expect(total()).toBe('₹100');
  });

  it.each(VOTE_PACKAGES.map((p) => [p.votes, p.pricePerVote] as const))(
    'the %i-vote package at ₹%i a vote totals votes x price and locks the counter',
    (votes, price) => {
      openModal();
      fireEvent.click(plus());
      fireEvent.click(packageRadio(votes));
      expect(packageRadio(votes)).toBeChecked();
      expect(total()).toBe(inr(votes * price));
      expect(plus()).toBeDisabled();
      expect(minus()).toBeDisabled();
      expect(count()).toBeDisabled();
      expect(count()).toHaveValue(String(votes));
    },
  );

  it('choosing individual votes again clears the package and unlocks the counter', () => {
    openModal();
    fireEvent.click(plus());
    fireEvent.click(packageRadio(5000));
    expect(total()).toBe('₹75,000');
    fireEvent.click(screen.getByRole('radio', { name: /^Individual votes/ }));
    expect(packageRadio(5000)).not.toBeChecked();
    expect(plus()).toBeEnabled();
    expect(count()).toHaveValue('2');
    expect(total()).toBe('₹200');
  });

  it('closing resets to one vote and no package', () => {
    const dialog = openModal();
    fireEvent.click(plus());
    fireEvent.click(packageRadio(750));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open vote' }));
    expect(screen.getByRole('radio', { name: /^Individual votes/ })).toBeChecked();
    expect(count()).toHaveValue('1');
    expect(total()).toBe('₹100');
  });

  it('Escape closes it too, with the same reset', () => {
    openModal();
    fireEvent.click(plus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open vote' }));
    expect(total()).toBe('₹100');
  });

  it('without a candidate it says none is selected and calls nobody', async () => {
    const calls = mockApi(() => ({ body: {} }));
    openModal(null);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay ₹100' }));
    });
    expect(await screen.findByText(MSG.noCandidate)).toBeInTheDocument();
    expect(calls.filter((c) => c.path !== '/api/pricing')).toHaveLength(0);
    expect(postPaymentForm).not.toHaveBeenCalled();
  });

  it('sends individual votes with the optional voter details trimmed, then posts the gateway form', async () => {
    const paymentData = { key: 'k', txnid: 'T9', amount: '300.00', hash: 'h' };
    const calls: Call[] = mockApi(() => ({ body: { url: '/sandbox/payu/_payment', paymentData } }));
    openModal();
    fireEvent.click(plus());
    fireEvent.click(plus());
    fireEvent.change(screen.getByLabelText('Your name (optional)'), { target: { value: '  Meera  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay ₹300' }));
    });
    const initiate = calls.filter((c) => c.path === '/api/vote/initiate');
    expect(initiate).toHaveLength(1);
    expect(JSON.parse(String(initiate[0]?.init?.body))).toEqual({ candidateId: ANANYA._id, votes: 3, amount: 300, voterName: 'Meera' });
    expect(postPaymentForm).toHaveBeenCalledWith('/sandbox/payu/_payment', paymentData);
    // Remembered for the gateway's return, whose address names her but not her id ('Try again').
    expect(JSON.parse(sessionStorage.getItem('pageant.pendingVote') ?? 'null')).toEqual({
      candidate: { _id: ANANYA._id, name: ANANYA.name, imageUrl: '' },
      choice: { votes: 3, usePackage: false },
    });
  });

  it('when the answer lacks the gateway fields, then it says so and lets the visitor try again', async () => {
    mockApi(() => ({ body: { url: '', paymentData: { key: 'k' } } }));
    openModal();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay ₹100' }));
    });
    expect(await screen.findByText(MSG.voteInitFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹100' })).toBeEnabled();
    expect(postPaymentForm).not.toHaveBeenCalled();
  });
});
