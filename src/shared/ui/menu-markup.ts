/**
 * A menu button (WAI-ARIA menu button), written by the build (OpenInMenu.tsx) and run by
 * src/browser/runtime/menu-buttons.ts and menus.ts: a button with `aria-haspopup="menu"` whose
 * attribute below holds its menu as JSON (`MenuData`). The page carries only the button and the
 * few words that differ between pages; menus.ts draws the menu on the first press and builds each
 * item's address there (open-in.ts), so no page pays for the same encoded URL five times.
 */
export const MENU_BUTTON_ATTRIBUTE = 'data-menu-button';

/** What an item does: open a chat or an install link, or copy the MCP server's URL. */
export type MenuAction = 'chatgpt' | 'claude' | 'copy-mcp' | 'cursor' | 'vscode';

export interface MenuItem {
  label: string;
  hint: string;
  action: MenuAction;
}

export interface MenuData {
  /** The menu element's id (the button's `aria-controls` once drawn). */
  id: string;
  items: MenuItem[];
  /** The chat's first message, naming the page's Markdown twin. */
  prompt: string;
  /** The site's MCP server. */
  mcp: string;
  /** What a screen reader hears after a link that opens a new tab. */
  newTab: string;
  /** What a copy item says after copying, or when it could not. */
  copied: string;
  failed: string;
}
