import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
// The Node build, as the server uses: the browser build needs MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { PaymentTime } from '@/components/payments/payment-time';
import { hydrateHtml, removeHydrated } from '../../hydrate-html';
import { inVisitorZone } from '../../visitor-zone';

/** Issue #32: a US donor's receipt says when she paid in India's time and in her own. */

const PAID = '2026-11-26T19:40:00.000Z'; // 27 Nov, 1:10 am in India; 26 Nov, 2:40 pm in New York
afterEach(() => {
  jest.restoreAllMocks();
  removeHydrated();
});

const Row = () => (
  <dl>
    <dt>Paid</dt>
    <dd>
      <PaymentTime iso={PAID} />
    </dd>
  </dl>
);

describe('PaymentTime', () => {
  test('when her zone is New York, then the IST time is followed by hers, with its zone, on its own line', () => {
    inVisitorZone('America/New_York');
    render(<Row />);

    expect(screen.getByText('27 Nov 2026, 1:10 am IST')).toHaveAttribute('dateTime', PAID);
    expect(screen.getByTestId('payment-local-time')).toHaveTextContent('26 Nov, 2:40 pm EST your time');
  });

  test('when her clock reads as India’s, then no second time, and its line stays reserved', () => {
    inVisitorZone('Asia/Calcutta');
    render(<Row />);

    expect(screen.getByText('27 Nov 2026, 1:10 am IST')).toBeInTheDocument();
    const local = screen.getByTestId('payment-local-time');
    expect(local).toBeEmptyDOMElement();
    expect(local).toHaveAttribute('aria-hidden', 'true');
  });

  test('when the server renders it, then only IST is in the HTML, and the browser adds her time after hydrating without a mismatch', async () => {
    inVisitorZone('America/New_York');
    const html = renderToString(<Row />);
    expect(html).toContain('27 Nov 2026, 1:10 am IST');
    expect(html).not.toContain('EST');
    expect(html).toContain('data-testid="payment-local-time"');

    expect(await hydrateHtml(html, <Row />)).toEqual([]);
    expect(screen.getByTestId('payment-local-time')).toHaveTextContent('26 Nov, 2:40 pm EST your time');
  });
});
