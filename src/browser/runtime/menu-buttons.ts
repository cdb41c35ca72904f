import { MENU_BUTTON_ATTRIBUTE } from '@/shared/ui/menu-markup';

/** What opened a menu: a pointer (or a replayed press), or one of spec §4's opening keys. */
export type MenuOpenWith = 'pointer' | 'keyboard' | 'ArrowDown' | 'ArrowUp';

export interface MenuModule {
  pressMenuButton: (button: HTMLElement, openWith: MenuOpenWith) => void;
}

/**
 * The menu buttons (menu-markup.ts), at startup: only the listener that hands a press to the menus'
 * code (menus.ts), loaded when a reader reaches for a button, like the dialogs (dialog-triggers.ts).
 * Enter and Space reach the button as its own click; ArrowDown and ArrowUp open it too (spec §4).
 */
const SELECTOR = `button[${MENU_BUTTON_ATTRIBUTE}]`;
const buttonOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(SELECTOR) : null);

export function watchMenuButtons(document: Document, load: () => Promise<MenuModule>): () => void {
  const approach = (event: Event) => {
    if (buttonOf(event.target)) void load().catch(() => undefined);
  };
  // Offline, the press does nothing; the next one tries again.
  const press = (button: HTMLElement, openWith: MenuOpenWith) => void load().then((module) => module.pressMenuButton(button, openWith), () => undefined);
  const onClick = (event: MouseEvent) => {
    const button = buttonOf(event.target);
    // A click without a pointer (detail 0) is Enter or Space: the keyboard goes to the first item.
    if (button) press(button, event.detail === 0 ? 'keyboard' : 'pointer');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const button = buttonOf(event.target);
    if (!button || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    press(button, event.key);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, approach, { passive: true });
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    for (const type of events) document.removeEventListener(type, approach);
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
