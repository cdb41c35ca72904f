/**
 * AutoPay's charge dates (`recurring`: `periodicity` `DAILY`, `WEEKLY`, `MONTHLY`, `YEARLY`, every
 * `interval` of them from `startDate`). A monthly or yearly date past the 28th is not stated on the
 * pages for short months, so the model does not simulate it (`supportedStart`).
 */
export type Periodicity = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

const pad = (value: number) => String(value).padStart(2, '0');

/** The `n`-th charge date (0 is `startDate`), `YYYY-MM-DD`. */
export function chargeDate(startDate: string, periodicity: Periodicity, interval: number, n: number): string {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (periodicity === 'DAILY') date.setUTCDate(date.getUTCDate() + n * interval);
  if (periodicity === 'WEEKLY') date.setUTCDate(date.getUTCDate() + 7 * n * interval);
  if (periodicity === 'MONTHLY') date.setUTCMonth(date.getUTCMonth() + n * interval);
  if (periodicity === 'YEARLY') date.setUTCFullYear(date.getUTCFullYear() + n * interval);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export const supportedStart = (startDate: string, periodicity: Periodicity) => !(periodicity === 'MONTHLY' || periodicity === 'YEARLY') || Number(startDate.slice(8, 10)) <= 28;
