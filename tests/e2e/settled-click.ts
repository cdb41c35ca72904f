import type { Locator } from '@playwright/test';

/**
 * Clicks a control inside an API operation once it is on screen and laid out, as a reader does.
 * An operation's attribute rows and code blocks are `content-visibility: auto` (api.css): the
 * browser lays them out only near the screen, so when the page jumps to a control, the rows
 * around it keep their placeholder height for one frame and then move it. Playwright's click
 * scrolls and presses within that frame, and under load its press landed on the section beside
 * the status it aimed at (CI, 28 November 2026). Scrolling first and letting two frames pass
 * means the click's own wait for a still element sees the move.
 */
export async function clickSettled(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await control.click();
}
