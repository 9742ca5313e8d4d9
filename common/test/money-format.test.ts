import { formatCountIn, formatMoney } from '../src/content/pricing';

describe('formatMoney, as receipts, ledgers and reports show amounts (issue #17)', () => {
  test('when rupees, then Indian grouping and the ₹ sign; dollars get US grouping and the $ sign', () => {
    expect(formatMoney(100000, 'INR')).toBe('₹1,00,000');
    expect(formatMoney('1250.50', 'USD')).toBe('$1,250.50');
    expect(formatMoney('450.00', 'USD')).toBe('$450');
  });

  test('when cents are asked for, then always two decimals, whatever the amount', () => {
    expect(formatMoney('450.00', 'USD', { cents: true })).toBe('$450.00');
    expect(formatMoney(112500, 'INR', { cents: true })).toBe('₹1,12,500.00');
    expect(formatMoney('0.6', 'USD', { cents: true })).toBe('$0.60');
    expect(formatMoney('-1.25', 'USD', { cents: true })).toBe('-$1.25');
  });

  test('when a per-vote price has a tenth of a cent, then it is kept unless cents are asked for', () => {
    expect(formatMoney(0.025, 'USD')).toBe('$0.025');
    expect(formatMoney(0.025, 'USD', { cents: true })).toBe('$0.03');
  });
});

describe('formatMoney against Intl (issue #14: it no longer calls Intl)', () => {
  test('when amounts of every kind come, then each prints as Intl currency formatting prints it', () => {
    const intl = (value: number, currency: 'INR' | 'USD', cents: boolean) => {
      const whole = !cents && Number.isInteger(value);
      return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : cents ? 2 : 3,
      }).format(value);
    };
    const values = [0, -0, 1, 5, 50, 0.6, 0.025, 1.25, -1.25, 299, 2500, 112500, 100000, 1234567.891, -0.001, 0.0005, 99.995, 1e9];
    for (const value of values)
      for (const currency of ['INR', 'USD'] as const)
        for (const cents of [false, true])
          expect([value, currency, cents, formatMoney(value, currency, { cents })]).toEqual([
            value,
            currency,
            cents,
            intl(value, currency, cents),
          ]);
  });
});

describe('formatCountIn: a count grouped as the amount beside it', () => {
  test('when dollars, then US grouping; rupees, Indian', () => {
    expect(formatCountIn(100000, 'USD')).toBe('100,000');
    expect(formatCountIn(100000, 'INR')).toBe('1,00,000');
    expect(formatCountIn(12, 'INR')).toBe('12');
  });
});
