import { describe, expect, test } from '@jest/globals';
import { adminTime, adminTimeWithSeconds } from '@/admin/shared/admin-time';
import { inVisitorZone } from '../visitor-zone';

/** Issue #32: every time on an admin screen is in IST and says so, whatever zone the admin's laptop is in. */
describe('admin times', () => {
  test('an instant reads in IST with its zone, to the minute; one past midnight in India is on India’s day', () => {
    expect(adminTime('2026-11-20T08:00:00.000Z')).toBe('20 Nov 2026, 1:30 pm IST');
    expect(adminTime('2026-11-26T19:40:00.000Z')).toBe('27 Nov 2026, 1:10 am IST');
  });

  test('to the second where two entries a minute apart must read apart (the audit log, backups)', () => {
    expect(adminTimeWithSeconds('2026-11-26T19:40:05.000Z')).toBe('27 Nov 2026, 1:10:05 am IST');
    expect(adminTimeWithSeconds('2026-11-26T06:30:00.000Z')).toBe('26 Nov 2026, 12:00:00 pm IST');
  });

  test('an admin in New York reads the same IST time as one in Mumbai', () => {
    inVisitorZone('America/New_York');
    expect(adminTime('2026-11-26T19:40:00.000Z')).toBe('27 Nov 2026, 1:10 am IST');
  });
});
