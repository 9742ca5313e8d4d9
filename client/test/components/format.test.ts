import { describe, expect, test } from '@jest/globals';
import { initials } from '@/components/format';

describe('initials', () => {
  test('when a name has several words, then the first letters of the first two, in capitals', () => {
    expect(initials('ananya  sharma rao')).toBe('AS');
  });

  test('when a name has one word or stray spaces, then only the letters there are', () => {
    expect(initials('  Kavya ')).toBe('K');
    expect(initials('')).toBe('');
  });
});
