import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { PaymentHelp } from '@/components/payments/payment-help';
import { SITE } from '@/lib/site-info';

describe('PaymentHelp', () => {
  test('when shown, then it asks for the transaction ID with the e-mail address as a link, after its own lead', () => {
    render(<PaymentHelp lead="Still stuck?" className="help" linkClassName="link" />);

    const help = screen.getByText(/with the transaction ID\.$/);
    expect(help).toHaveTextContent(`Still stuck? Write to ${SITE.email.display} with the transaction ID.`);
    expect(help).toHaveClass('help');
    expect(screen.getByRole('link', { name: SITE.email.display })).toHaveClass('link');
  });
});
