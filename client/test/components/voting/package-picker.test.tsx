import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { VOTE_PACKAGES, VOTE_PRICE_INR } from '@pageant/common';

const postPaymentForm = jest.fn();
const goToCheckout = jest.fn();
jest.unstable_mockModule('@/api/post-payment-form', () => ({ postPaymentForm, goToCheckout }));
const { PackagePicker } = await import('@/components/voting/package-picker');
const { VoteModal } = await import('@/components/voting/vote-modal');

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const tile = (votes: number) =>
  screen.getByRole('radio', { name: new RegExp(`^${votes.toLocaleString('en-IN')} votes`) }).closest('label')!;

function Picker() {
  const [selected, setSelected] = useState<number | null>(null);
  return <PackagePicker selected={selected} onSelect={setSelected} />;
}

describe('PackagePicker', () => {
  it.each(VOTE_PACKAGES.map((p) => [p.votes, p.pricePerVote] as const))(
    'the %i-vote tile shows its total, ₹%i a vote and the saving against ₹100 a vote',
    (votes, price) => {
      render(<Picker />);
      const t = within(tile(votes));
      expect(t.getByText(inr(votes * price))).toBeInTheDocument();
      expect(tile(votes)).toHaveTextContent(`${inr(price)} a vote`);
      const percent = Math.floor(((VOTE_PRICE_INR - price) * 100) / VOTE_PRICE_INR);
      expect(tile(votes)).toHaveTextContent(`Save ${percent}%`);
      // The rupees saved are spoken too, so the claim is checkable without arithmetic.
      expect(tile(votes)).toHaveTextContent(`${inr(votes * (VOTE_PRICE_INR - price))} less than individual votes`);
    },
  );

  it('marks exactly one tile as the best value: the lowest price per vote', () => {
    render(<Picker />);
    expect(screen.getAllByText('Best value')).toHaveLength(1);
    const cheapest = VOTE_PACKAGES.reduce((a, b) => (b.pricePerVote < a.pricePerVote ? b : a));
    expect(within(tile(cheapest.votes)).getByText('Best value')).toBeInTheDocument();
  });

  it('sets money and counts in tabular figures', () => {
    render(<Picker />);
    expect(within(tile(750)).getByText('₹37,500')).toHaveClass('figures');
    expect(within(tile(750)).getByText('750')).toHaveClass('figures');
  });
});

describe('VoteModal prices', () => {
  const ANANYA = { _id: '0b5f7c1e-1d2a-4c59-9a57-2f0c1e3d4b5a', name: 'Ananya Sharma' };
  const unitPrice = () => screen.getByTestId('vote-unit-price');
  const radio = (votes: number) => screen.getByRole('radio', { name: new RegExp(`^${votes.toLocaleString('en-IN')} votes`) });

  it('the counter shows ₹100 each for individual votes, and the chosen package’s own per-vote price', () => {
    render(<VoteModal open candidate={ANANYA} onClose={() => {}} />);
    expect(unitPrice()).toHaveTextContent('₹100 each');
    for (const p of VOTE_PACKAGES) {
      fireEvent.click(radio(p.votes));
      expect(unitPrice()).toHaveTextContent(`${inr(p.pricePerVote)} each in this package`);
      expect(unitPrice()).not.toHaveTextContent('₹100');
    }
    fireEvent.click(screen.getByRole('radio', { name: /^Individual votes/ }));
    expect(unitPrice()).toHaveTextContent('₹100 each');
  });

  it('the pay bar says what the chosen package saves, and nothing for individual votes', () => {
    render(<VoteModal open candidate={ANANYA} onClose={() => {}} />);
    const bar = screen.getByTestId('vote-pay-bar');
    expect(bar).not.toHaveTextContent('you save');
    fireEvent.click(radio(2000));
    expect(bar).toHaveTextContent('for 2,000 votes · you save ₹1,60,000');
    expect(within(bar).getByRole('button', { name: 'Pay ₹40,000' })).toBeEnabled();
  });

  it('opens on a given choice: a package, or a number of individual votes', () => {
    const { unmount } = render(<VoteModal open candidate={ANANYA} onClose={() => {}} initialChoice={{ votes: 5000, usePackage: true }} />);
    expect(radio(5000)).toBeChecked();
    expect(screen.getByTestId('vote-total')).toHaveTextContent('₹75,000');
    unmount();
    render(<VoteModal open candidate={ANANYA} onClose={() => {}} initialChoice={{ votes: 7, usePackage: false }} />);
    expect(screen.getByRole('radio', { name: /^Individual votes/ })).toBeChecked();
    expect(screen.getByLabelText(/^Number of votes/)).toHaveValue('7');
    expect(screen.getByTestId('vote-total')).toHaveTextContent('₹700');
  });
});
