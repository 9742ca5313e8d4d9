import { MSG } from '../src/messages';
import { checkContactNumber, phoneDigits } from '../src/phone';

describe('phone numbers', () => {
  test('when a number has spaces, dashes and a plus, then only the digits are kept', () => {
    expect(phoneDigits('+91 98765-43210')).toBe('919876543210');
  });

  test.each([[''], ['   ']])('when the contact number is %j, then it is required', (s) => {
    expect(checkContactNumber(s)).toBe(MSG.contactRequired);
  });

  test.each([['987654321'], ['1234567890123456'], ['+1 (555) 12']])('when the contact number is %j, then it is invalid', (s) => {
    expect(checkContactNumber(s)).toBe(MSG.contactInvalid);
  });

  test.each([['9876543210'], ['+91 98765 43210'], ['123456789012345']])('when the contact number is %j, then it is accepted', (s) => {
    expect(checkContactNumber(s)).toBeNull();
  });
});
