import { jest } from '@jest/globals';
import { guessedCurrency } from '@/components/payments/use-currency';

describe('the currency a visitor is offered first (issue #17), found without Intl where it can be (issue #14)', () => {
  it('when her clock is at or east of Greenwich (India: -330 minutes; London: 0), then rupees, without asking Intl for the zone', () => {
    const zone = jest.fn(() => 'Asia/Kolkata');
    expect(guessedCurrency(-330, zone, 'en-US')).toBe('INR');
    expect(guessedCurrency(0, zone, 'en-US')).toBe('INR');
    expect(zone).not.toHaveBeenCalled();
  });

  it('when her clock is west of Greenwich, then the zone decides: dollars in the Americas and Honolulu', () => {
    expect(guessedCurrency(300, () => 'America/New_York', 'en-IN')).toBe('USD');
    expect(guessedCurrency(600, () => 'Pacific/Honolulu', 'en-GB')).toBe('USD');
    expect(guessedCurrency(60, () => 'Atlantic/Azores', 'en-US')).toBe('INR');
  });

  it('when the zone cannot be read, then a US language still suggests dollars', () => {
    expect(guessedCurrency(300, () => undefined, 'en-US')).toBe('USD');
    expect(guessedCurrency(300, () => undefined, 'hi-IN')).toBe('INR');
  });
});
