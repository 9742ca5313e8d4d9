import { CSR_MSG, csrMarks, csrTargetsSchema, drivePercent } from '../src/content/csr-drive';
import { donationInitiateSchema } from '../src/content/donations';

describe('drivePercent', () => {
  test('when both currencies have gifts, then the better percent counts, never their sum', () => {
    expect(drivePercent({ INR: 5000, USD: 100 }, { INR: 25000, USD: 300 })).toBeCloseTo(100 / 3, 9);
    expect(drivePercent({ INR: 20000, USD: 30 }, { INR: 25000, USD: 300 })).toBe(80);
  });

  test('when a target is zero, then that currency counts as having no goal', () => {
    expect(drivePercent({ INR: 5000, USD: 100 }, { INR: 0, USD: 300 })).toBeCloseTo(100 / 3, 9);
    expect(drivePercent({ INR: 5000, USD: 0 }, { INR: 0, USD: 0 })).toBe(0);
  });
});

describe('csrMarks', () => {
  test.each([
    [0, 0],
    [100 / 3, 10],
    [50, 15],
    [99.99, 30],
    [12.345, 3.7],
    [100, 30],
    [250, 30],
    [-5, 0],
  ])('when the drive is at %d percent, then %d marks of 30', (percent, marks) => {
    expect(csrMarks(percent)).toBe(marks);
  });
});

describe('the schemas', () => {
  test('when a donation names a contestant by something that is not an id, then the unknown-contestant message', () => {
    const r = donationInitiateSchema.safeParse({ amount: 500, mode: 'once', candidateId: 'meera' });
    expect(r.success ? null : r.error.issues[0]!.message).toBe(CSR_MSG.unknownCandidate);
  });

  test('when a donation names nobody, then showName is false and there is no candidate', () => {
    const r = donationInitiateSchema.parse({ amount: 500, mode: 'once', candidateId: '' });
    expect(r).toMatchObject({ showName: false });
    expect(r.candidateId).toBeUndefined();
  });

  test('when an override leaves both currencies out, then it parses (the server removes it)', () => {
    const id = '7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a';
    expect(csrTargetsSchema.parse({ default: { INR: '1000', USD: 20 }, overrides: [{ candidateId: id }] })).toEqual({
      default: { INR: 1000, USD: 20 },
      overrides: [{ candidateId: id }],
    });
  });
});
