import { MENU_BUTTON_ATTRIBUTE } from '@/shared/ui/menu-markup';

/** What opened a menu: a pointer, the keyboard's Enter or Space (a click without a pointer), or an arrow (spec §4). */
export type MenuOpenWith = 'pointer' | 'keyboard' | 'ArrowDown' | 'ArrowUp';

export interface MenuModule {
  pressMenuButton: (button: HTMLElement, openWith: MenuOpenWith) => void;
}

/**
 * The menu buttons (menu-markup.ts), at startup: only the listeners that start loading the menus'
 * code (menus.ts) when a reader reaches for a button, and hand it the press. On a cheap connection
 * the site's code fetches it ahead once the page is quiet (fetch-ahead.ts, startup-modules.ts).
 * Offline, a press does nothing; the next one tries again.
 */
export function watchMenuButtons(document: Document, load: () => Promise<MenuModule>): void {
  const press = (event: Event, openWith: MenuOpenWith) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`button[${MENU_BUTTON_ATTRIBUTE}]`) : null;
    if (!button) return;
    event.preventDefault();
    load().then((module) => module.pressMenuButton(button, openWith), () => undefined);
  };
  // Reaching for a button (a pointer, a finger, the focus) starts loading the menus' code.
  const approach = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`button[${MENU_BUTTON_ATTRIBUTE}]`)) void load().catch(() => undefined);
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin'] as const) document.addEventListener(type, approach, { passive: true });
  document.addEventListener('click', (event) => press(event, event.detail ? 'pointer' : 'keyboard'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') press(event, event.key);
  });
}
