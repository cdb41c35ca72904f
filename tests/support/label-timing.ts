import type { Locator } from '@playwright/test';

type TimedWindow = Window & { labelTimes?: Record<string, number> };

/**
 * Records, inside the page, when a live label first shows each text: the page's own clock, so a
 * busy test machine cannot make an assertion miss a short "Copied!" window.
 */
export async function recordLabelTimes(label: Locator) {
  await label.evaluate((element) => {
    const times: Record<string, number> = {};
    (window as TimedWindow).labelTimes = times;
    new MutationObserver(() => (times[element.textContent ?? ''] ??= performance.now())).observe(element, { childList: true, characterData: true, subtree: true });
  });
  /** Milliseconds between the label first showing `from` and first showing `to`. */
  return async (from: string, to: string) => {
    const times = await label.page().evaluate(() => (window as TimedWindow).labelTimes ?? {});
    return (times[to] ?? Number.NaN) - (times[from] ?? Number.NaN);
  };
}
