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

/** Items' and the menu's classes: the build does not write them, the browser does (menus.ts). */
export const menuClass =
  'absolute top-full right-0 z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900';
export const menuItemClass =
  'block w-full rounded-md px-2.5 py-2 text-left text-sm text-zinc-800 outline-none hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-primary-500 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800';
export const menuHintClass = 'block text-xs text-zinc-600 dark:text-zinc-400';
