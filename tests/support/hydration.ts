import type { Locator, Page } from '@playwright/test';
import { REACT_FIBER, REACT_LISTENING } from '../../src/lib/ui/react-marks';

/** Whether React has taken over this element yet (before, it is the server's HTML and nothing more). */
export const isHydrated = (element: Locator) => element.evaluate((node, prefix) => Object.keys(node).some((key) => key.startsWith(prefix)), REACT_FIBER);

/** Resolves once React listens for clicks on the page (it may not have hydrated any of it yet). */
export const reactListens = (page: Page) => page.waitForFunction((prefix) => Object.keys(document).some((key) => key.startsWith(prefix)), REACT_LISTENING);
