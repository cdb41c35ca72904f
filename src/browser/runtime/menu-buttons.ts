import { MENU_BUTTON_ATTRIBUTE } from '@/shared/ui/menu-markup';

/** What opened a menu: a pointer, the keyboard's Enter or Space (a click without a pointer), or an arrow (spec §4). */
export type MenuOpenWith = 'pointer' | 'keyboard' | 'ArrowDown' | 'ArrowUp';

export interface MenuModule {
  pressMenuButton: (button: HTMLElement, openWith: MenuOpenWith) => void;
}

/**
 * The menu buttons (menu-markup.ts), at startup: only the listener that hands a press to the
 * menus' code (menus.ts), which the site's code fetches ahead once the page is quiet
 * (startup-modules.ts, first use). Offline, a press does nothing; the next one tries again.
 */
export function watchMenuButtons(document: Document, load: () => Promise<MenuModule>): void {
  const press = (event: Event, openWith: MenuOpenWith) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`button[${MENU_BUTTON_ATTRIBUTE}]`) : null;
    if (!button) return;
    event.preventDefault();
    load().then((module) => module.pressMenuButton(button, openWith), () => undefined);
  };
  document.addEventListener('click', (event) => press(event, event.detail ? 'pointer' : 'keyboard'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') press(event, event.key);
  });
}
