/**
 * The simulated environment's clock: the real time plus an offset the reader moves forward
 * ("advance 5 minutes": a voucher is paid, a session expires, a cycle charges). Dates are written
 * as the API writes them, in the example site's time zone (Colombia, `-05:00`, no daylight saving:
 * docs/content-guide.md, "Time zone").
 */
export const SITE_OFFSET_MINUTES = -5 * 60;

export interface SimClock {
  now(): Date;
  /** Moves time forward by `seconds` (never back). */
  advance(seconds: number): void;
  /** Seconds moved forward so far. */
  readonly offsetSeconds: number;
}

export function createClock(start: () => number = () => Date.now(), offsetSeconds = 0): SimClock {
  let offset = Math.max(0, offsetSeconds);
  return {
    now: () => new Date(start() + offset * 1000),
    advance(seconds: number) {
      if (!Number.isFinite(seconds) || seconds <= 0) return;
      offset += seconds;
    },
    get offsetSeconds() {
      return offset;
    },
  };
}

/** A clock that stands still at `at` until advanced: for tests, examples and workflows that replay a page's timeline. */
export function fixedClock(at: Date | string): SimClock {
  const base = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return createClock(() => base);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-11-20T14:30:01-05:00`: an instant in the site's time zone, to the second. */
export function siteDateTime(date: Date, offsetMinutes = SITE_OFFSET_MINUTES): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${sign}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`;
}

/** `2026-11-20`: the site's calendar day of an instant. */
export const siteDate = (date: Date, offsetMinutes = SITE_OFFSET_MINUTES) => siteDateTime(date, offsetMinutes).slice(0, 10);

/** The instant a site's calendar day ends (the first instant of the next day): when an order due that day expires. */
export function endOfSiteDay(day: string, offsetMinutes = SITE_OFFSET_MINUTES): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1) - offsetMinutes * 60_000);
}

/** Parses an ISO 8601 date and time with its zone; undefined when it is not one. */
export function parseInstant(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** The instant of a site's date at a time of day (`2026-12-01`, `06:00` → 06:00 in the site's time zone). */
export function siteInstant(day: string, time: string, offsetMinutes = SITE_OFFSET_MINUTES): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, date, hours, minutes) - offsetMinutes * 60_000);
}
