import type { Locator } from '@playwright/test';

/** Whether React has taken over this element yet (before, it is the server's HTML and nothing more). */
export const isHydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
