import { donationInitiateSchema } from '../src/content/donations';
import { registrationSchema } from '../src/content/registration';
import { voteInitiateSchema } from '../src/content/voting';
import { PAYU_FIELD_MAX, PAYU_MSG, payuEmailProblem } from '../src/payu-fields';

const CANDIDATE = '7b0a3c1e-5d2f-4a8b-9c6d-0e1f2a3b4c5d';
const LONG = `${'a'.repeat(39)}@example.com`; // 51: one over PayU's limit
const FITS = `${'a'.repeat(38)}@example.com`; // 50

const registrant = (email: string, currency?: string) => ({
  fullName: 'Asha Rao',
  age: 24,
  email,
  education: 'B.Com',
  category: 'Miss',
  contactNumber: '9876543210',
  whatsappNumber: '9876543210',
  agreeToTerms: true,
  ...(currency ? { currency } : {}),
});
const firstIssue = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues[0];

describe("PayU's e-mail limit, one rule for every rupee payment", () => {
  test('when the address is 51 characters and the payment is in rupees (or names no currency), then it is PayU’s problem; at 50, or in dollars, it is not', () => {
    expect(PAYU_FIELD_MAX.email).toBe(50);
    expect(payuEmailProblem(LONG, 'INR')).toBe(PAYU_MSG.emailTooLong);
    expect(payuEmailProblem(LONG, undefined)).toBe(PAYU_MSG.emailTooLong);
    expect(payuEmailProblem(FITS, 'INR')).toBeNull();
    expect(payuEmailProblem(LONG, 'USD')).toBeNull();
    expect(payuEmailProblem(undefined, 'INR')).toBeNull();
  });

  test('when a rupee registration, vote or donation carries a 51-character address, then each schema refuses it on the e-mail field with the same message', () => {
    const reg = firstIssue(registrationSchema.safeParse(registrant(LONG)));
    const vote = firstIssue(voteInitiateSchema.safeParse({ candidateId: CANDIDATE, votes: 1, amount: 100, voterEmail: LONG }));
    const donation = firstIssue(donationInitiateSchema.safeParse({ amount: 100, mode: 'once', donorEmail: LONG }));

    expect(reg).toMatchObject({ message: PAYU_MSG.emailTooLong, path: ['email'] });
    expect(vote).toMatchObject({ message: PAYU_MSG.emailTooLong, path: ['voterEmail'] });
    expect(donation).toMatchObject({ message: PAYU_MSG.emailTooLong, path: ['donorEmail'] });
    expect(PAYU_MSG.emailTooLong).toMatch(/^Email /);
  });

  test('when the same addresses go with dollars, then every schema takes them', () => {
    expect(registrationSchema.safeParse(registrant(LONG, 'USD')).success).toBe(true);
    expect(
      voteInitiateSchema.safeParse({ candidateId: CANDIDATE, votes: 1, amount: 1.25, currency: 'USD', voterEmail: LONG }).success,
    ).toBe(true);
    expect(donationInitiateSchema.safeParse({ amount: 10, mode: 'once', currency: 'USD', donorEmail: LONG }).success).toBe(true);
  });
});
