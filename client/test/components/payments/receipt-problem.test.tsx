import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReceiptProblem } from '@/components/payments/receipt-problem';

describe('ReceiptProblem', () => {
  test('when the browser is still asking, then the line is a polite status and there is nothing to retry', () => {
    render(
      <ReceiptProblem heading="We could not show this receipt" message="Checking once more…" checking iconClassName="size-12">
        <a href="/check-payment">Check a payment</a>
      </ReceiptProblem>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'We could not show this receipt' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking once more…');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Check a payment' })).toBeInTheDocument();
  });

  test('when the answer is a failure, then it is an alert, with help and a Try again that asks again', () => {
    const retry = jest.fn();
    render(
      <ReceiptProblem
        heading="We could not show your receipt"
        message="We could not load your receipt just now."
        checking={false}
        onRetry={retry}
        iconClassName="size-14"
        help={<p>Write to us.</p>}
      >
        <a href="/registration">Back to registration</a>
      </ReceiptProblem>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your receipt just now.');
    expect(screen.getByText('Write to us.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
