import { eventStatusSchema, loginSchema, paginationSchema } from '../src/schemas';
import { VOTE_PACKAGES } from '../src/constants';

describe('shared schemas', () => {
  test('when login fields have spaces around the username, then it is trimmed; the password is kept as typed', () => {
    expect(loginSchema.parse({ username: '  admin ', password: ' pw ' })).toEqual({ username: 'admin', password: ' pw ' });
  });

  test('when login fields are empty, then each names what is missing', () => {
    const r = loginSchema.safeParse({ username: '   ', password: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Username is required.', 'Password is required.']);
  });

  test('when unknown fields are sent, then they are dropped', () => {
    expect(eventStatusSchema.parse({ isActive: true, admin: true })).toEqual({ isActive: true });
  });

  test('when isActive is a string, then it is refused', () => {
    expect(eventStatusSchema.safeParse({ isActive: 'true' }).success).toBe(false);
  });

  test('when pagination is omitted or out of range, then defaults apply and silly values are refused', () => {
    expect(paginationSchema.parse({})).toEqual({ page: 1, limit: 10, search: '' });
    expect(paginationSchema.safeParse({ limit: '500' }).success).toBe(false);
    expect(paginationSchema.safeParse({ page: '0' }).success).toBe(false);
  });

  test('when the packages are listed, then they are the seven of SPEC §9 in order', () => {
    expect(VOTE_PACKAGES.map((p) => `${p.votes}:${p.pricePerVote}`)).toEqual([
      '750:50',
      '1000:30',
      '2000:20',
      '5000:15',
      '10000:10',
      '30000:5',
      '100000:2',
    ]);
  });
});
