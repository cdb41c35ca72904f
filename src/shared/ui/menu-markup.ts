/**
 * A menu button (WAI-ARIA menu button), written by the build (OpenInMenu.tsx) and run by
 * src/browser/runtime/menu-buttons.ts and menus.ts: a button with `aria-haspopup="menu"` whose
 * attribute below holds its menu as JSON (`MenuData`). The page carries only the button; menus.ts
 * draws the menu on the first press, from these words and addresses, which the build wrote.
 */
export const MENU_BUTTON_ATTRIBUTE = 'data-menu-button';

/** One item: a link (`href`, in a new tab with `newTab`), or a button that copies `copy`. */
export interface MenuItem {
  label: string;
  hint: string;
  href?: string;
  newTab?: true;
  copy?: string;
}

export interface MenuData {
  /** The menu element's id (the button's `aria-controls` once drawn). */
  id: string;
  items: MenuItem[];
  /** What a screen reader hears after a link that opens a new tab. */
  newTab: string;
  /** What a copy item says after copying, or when it could not. */
  copied: string;
  failed: string;
}
