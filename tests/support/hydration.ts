import { expect, type Locator, type Page } from '@playwright/test';
import { EARLY_INPUT_PROPERTY } from '../../src/lib/ui/early-input';
import { REACT_FIBER, REACT_LISTENING } from '../../src/lib/ui/react-marks';

/** Whether React has taken over this element yet (before, it is the server's HTML and nothing more). */
export const isHydrated = (element: Locator) => element.evaluate((node, prefix) => Object.keys(node).some((key) => key.startsWith(prefix)), REACT_FIBER);

/** Resolves once React listens for clicks on the page (it may not have hydrated any of it yet). */
export const reactListens = (page: Page) => page.waitForFunction((prefix) => Object.keys(document).some((key) => key.startsWith(prefix)), REACT_LISTENING);

/**
 * Whether the API reference's browser code listens on the page (src/components/api/api-client.tsx):
 * its operations are HTML that React never hydrates, so the page's early-input state, which that
 * code ends (endIslandClicks), is what tells.
 */
export const apiCodeListens = (page: Page) => page.evaluate((property) => (window as unknown as Record<string, { islands?: boolean } | undefined>)[property]?.islands === true, EARLY_INPUT_PROPERTY);

/** Resolves once the API reference's browser code listens on the page. */
export const waitForApiCode = (page: Page) => expect.poll(() => apiCodeListens(page)).toBe(true);
