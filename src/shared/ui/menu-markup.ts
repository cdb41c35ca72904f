/**
 * The markup of a menu button (WAI-ARIA menu button), written by the build (OpenInMenu.tsx) and run by
 * src/browser/runtime/menu-buttons.ts and menus.ts: a button with `aria-haspopup="menu"` and this
 * attribute, whose `aria-controls` names a hidden `role="menu"` of `role="menuitem"` links and buttons.
 */
export const MENU_BUTTON_ATTRIBUTE = 'data-menu-button';
/** On a menu item: the text it puts on the clipboard. With `data-copied` and `data-failed`, what it then says. */
export const COPY_TEXT_ATTRIBUTE = 'data-copy-text';
