import { describe, expect, it } from 'vitest';
import { chargeDate, supportedStart } from './recurrence';

describe('chargeDate', () => {
  it('counts every interval of the periodicity from startDate', () => {
    expect(chargeDate('2026-12-01', 'MONTHLY', 1, 1)).toBe('2027-01-01');
    expect(chargeDate('2026-12-01', 'MONTHLY', 3, 2)).toBe('2027-06-01');
    expect(chargeDate('2026-12-30', 'DAILY', 2, 1)).toBe('2027-01-01');
    expect(chargeDate('2026-12-01', 'WEEKLY', 1, 1)).toBe('2026-12-08');
    expect(chargeDate('2026-02-28', 'YEARLY', 1, 1)).toBe('2027-02-28');
  });
  it('leaves a monthly date past the 28th to the real environment', () => {
    expect(supportedStart('2026-12-31', 'MONTHLY')).toBe(false);
    expect(supportedStart('2026-12-31', 'DAILY')).toBe(true);
  });
});
