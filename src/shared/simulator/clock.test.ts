import { describe, expect, it } from 'vitest';
import { createClock, endOfSiteDay, fixedClock, parseInstant, siteDate, siteDateTime } from './clock';

describe('the simulated clock', () => {
  it('moves forward only, by the seconds asked', () => {
    const clock = fixedClock('2026-11-20T14:30:00-05:00');
    clock.advance(90);
    clock.advance(-30);
    clock.advance(Number.NaN);
    expect(siteDateTime(clock.now())).toBe('2026-11-20T14:31:30-05:00');
    expect(clock.offsetSeconds).toBe(90);
    expect(createClock(() => 0, 5).now().getTime()).toBe(5000);
  });

  it("writes instants and days in the site's time zone, as the API does", () => {
    const late = new Date('2026-11-21T03:00:00Z');
    expect(siteDateTime(late)).toBe('2026-11-20T22:00:00-05:00');
    expect(siteDate(late)).toBe('2026-11-20');
    expect(endOfSiteDay('2026-11-20').toISOString()).toBe('2026-11-21T05:00:00.000Z');
  });

  it('reads an ISO 8601 instant with its zone and nothing else', () => {
    expect(parseInstant('2026-11-20T15:00:00-05:00')?.toISOString()).toBe('2026-11-20T20:00:00.000Z');
    expect(parseInstant('2026-11-20 15:00')).toBeUndefined();
    expect(parseInstant(42)).toBeUndefined();
  });
});
