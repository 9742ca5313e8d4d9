import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { PaymentResultModal, type VoteResult } from '@/components/voting/payment-result-modal';
import { choiceFromResult, recallVote, rememberVote } from '@/components/voting/pending-vote';

const FAILED: VoteResult = { status: 'FAILURE', candidateName: 'Ananya Sharma', votes: '750', amount: '37500', txnid: 'T1' };

describe('PaymentResultModal', () => {
  it("after a failure, 'Try again' is the first action and calls back; Back to the contestants still closes", () => {
    const onRetry = jest.fn();
    const onClose = jest.fn();
    render(<PaymentResultModal result={FAILED} onClose={onClose} onRetry={onRetry} />);
    const [first, second] = screen.getAllByRole('button').filter((b) => b.textContent !== '');
    expect(first).toHaveTextContent('Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(second).toHaveTextContent('Back to the contestants');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the contestants' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('after a success there is nothing to try again', () => {
    render(<PaymentResultModal result={{ ...FAILED, status: 'SUCCESS' }} onClose={() => {}} onRetry={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('sets the votes, amount and transaction id in tabular figures', () => {
    render(<PaymentResultModal result={FAILED} onClose={() => {}} />);
    expect(screen.getByText('₹37,500')).toHaveClass('figures');
    expect(screen.getByText('750')).toHaveClass('figures');
    expect(screen.getByText('Ananya Sharma', { selector: 'dd' })).not.toHaveClass('figures');
  });
});

describe('the vote to try again', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads a package back when the amount is that package’s price, else individual votes', () => {
    expect(choiceFromResult(FAILED)).toEqual({ votes: 750, usePackage: true });
    expect(choiceFromResult({ ...FAILED, amount: '75000' })).toEqual({ votes: 750, usePackage: false });
    expect(choiceFromResult({ ...FAILED, votes: '3', amount: '300' })).toEqual({ votes: 3, usePackage: false });
    expect(choiceFromResult({ ...FAILED, votes: '' })).toBeNull();
    expect(choiceFromResult({ ...FAILED, votes: 'abc' })).toBeNull();
  });

  it('remembers the contestant for the trip to the gateway, and ignores a damaged record', () => {
    expect(recallVote()).toBeNull();
    const vote = { candidate: { _id: 'c01', name: 'Ananya Sharma', imageUrl: '' }, choice: { votes: 750, usePackage: true } };
    rememberVote(vote);
    expect(recallVote()).toEqual(vote);
    sessionStorage.setItem('pageant.pendingVote', '{"candidate":{"name":1}}');
    expect(recallVote()).toBeNull();
    sessionStorage.setItem('pageant.pendingVote', 'not json');
    expect(recallVote()).toBeNull();
  });
});
