import { render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// The Node build, as the server uses: the browser build needs MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { act } from 'react';
import { formatPaymentTime, PaymentSummary, SummaryRow } from '@/components/payments/payment-summary';

function Summary({ label }: { label?: string }) {
  return (
    <PaymentSummary
      label={label}
      headingId={label ? undefined : 'summary-heading'}
      icon={<span data-testid="summary-icon" />}
      heading="Payment receipt"
      amountLabel="Amount paid"
      amount="₹2,000"
      caption="750 votes for Ananya Sharma"
      captionTestId="receipt-description"
      note="Keep the transaction ID."
    >
      <SummaryRow label="Transaction ID">T0123456789abcdef0123</SummaryRow>
      <SummaryRow label="Paid">{formatPaymentTime('2026-11-23T10:01:00.000Z')}</SummaryRow>
    </PaymentSummary>
  );
}

describe('PaymentSummary', () => {
  test('when it has no label of its own, then the article is named by its heading, the one h1', () => {
    render(<Summary />);

    const article = screen.getByRole('article', { name: 'Payment receipt' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Payment receipt' })).toHaveAttribute('id', 'summary-heading');
    expect(within(article).getByTestId('receipt-amount')).toHaveTextContent('₹2,000');
    expect(within(article).getByTestId('receipt-amount')).toHaveClass('figures');
    expect(within(article).getByTestId('receipt-description')).toHaveTextContent('750 votes for Ananya Sharma');
    expect(within(article).getByText('Amount paid')).toBeInTheDocument();
    expect(within(article).getByText('Keep the transaction ID.')).toBeInTheDocument();
  });

  test('when given a label, then the article carries it and the heading says what happened', () => {
    render(<Summary label="Payment receipt" />);

    expect(screen.getByRole('article', { name: 'Payment receipt' })).not.toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).not.toHaveAttribute('id');
  });

  test('when rows are given, then each is a term with its value, and times read in IST whatever the zone', () => {
    render(<Summary />);

    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Transaction ID', 'Paid']);
    expect(values).toEqual(['T0123456789abcdef0123', '23 Nov 2026, 3:31 pm IST']);
  });

  test('when the server renders it, then the browser hydrates the same markup without a warning', async () => {
    const html = renderToString(<Summary />);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.appendChild(host);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <Summary />, { onRecoverableError: (e) => errors.push(e) });
    });

    expect(errors).toEqual([]);
    expect(host.innerHTML).toBe(html);
    host.remove();
  });
});
