import { menuTarget } from '@/shared/agents/open-in';
import { parseJsonSafely } from '@/shared/text/safe-decode';
import { MENU_BUTTON_ATTRIBUTE, type MenuData } from '@/shared/ui/menu-markup';
import type { MenuOpenWith } from './menu-buttons';
import { CODE_COPIED_MS, TYPE_AHEAD_RESET_MS } from './timing';

/**
 * The menus of menu buttons (menu-markup.ts; WAI-ARIA menu button), loaded on a reader's first
 * press (menu-buttons.ts), which draws the menu after its button from the data the build wrote. Spec §4's dropdown keys: Enter, Space and ArrowDown open a menu on its
 * first item, ArrowUp on its last; arrows, Home/End and PageUp/PageDown move; typing goes to the
 * item that starts with what was typed (reset after 350 ms); Escape closes and gives the focus back
 * to the button; Tab closes and moves on. An item is a link (the browser follows it) or a button
 * that copies its text. A click outside closes the menu.
 */
/** The menu's and its items' classes: the build does not write them, this module does. */
const menuClass =
  'absolute top-full right-0 z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900';
const menuItemClass =
  'block w-full rounded-md px-2.5 py-2 text-left text-sm text-zinc-800 outline-none hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-primary-500 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800';
const menuHintClass = 'block text-xs text-zinc-600 dark:text-zinc-400';

let shown: { button: HTMLElement; menu: HTMLElement } | null = null;
let typed = '';
let typedTimer: ReturnType<typeof setTimeout> | undefined;
const feedbackTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

const COPY_TEXT = 'data-copy-text';
const drawn = new WeakMap<HTMLElement, HTMLElement>();

function element<K extends keyof HTMLElementTagNameMap>(document: Document, tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/** The button's menu: drawn once, after the button, hidden until opened. */
function menuOf(button: HTMLElement): HTMLElement | null {
  const known = drawn.get(button);
  if (known) return known;
  const data = parseJsonSafely(button.getAttribute(MENU_BUTTON_ATTRIBUTE)) as MenuData | undefined;
  if (!data || !Array.isArray(data.items)) return null;
  const document = button.ownerDocument;
  const menu = element(document, 'div', menuClass);
  menu.id = data.id;
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-labelledby', button.id);
  menu.hidden = true;
  for (const entry of data.items) {
    const target = menuTarget(entry.action, String(data.prompt), String(data.mcp));
    const item = element(document, 'copy' in target ? 'button' : 'a', menuItemClass);
    item.setAttribute('role', 'menuitem');
    item.tabIndex = -1;
    const label = element(document, 'span', 'block font-medium', entry.label);
    if ('copy' in target) {
      item.setAttribute('type', 'button');
      item.setAttribute(COPY_TEXT, target.copy);
      item.dataset.copied = data.copied;
      item.dataset.failed = data.failed;
      label.setAttribute('aria-live', 'polite');
    } else {
      item.setAttribute('href', target.href);
      if (target.newTab) {
        item.setAttribute('target', '_blank');
        item.setAttribute('rel', 'noopener noreferrer');
        const arrow = element(document, 'span', 'text-zinc-500 dark:text-zinc-400', ' ↗');
        arrow.setAttribute('aria-hidden', 'true');
        label.append(arrow, element(document, 'span', 'sr-only', ` ${data.newTab}`));
      }
    }
    item.append(label, element(document, 'span', menuHintClass, entry.hint));
    menu.append(item);
  }
  button.after(menu);
  button.setAttribute('aria-controls', menu.id);
  drawn.set(button, menu);
  return menu;
}
const itemsOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];

function close(focusButton: boolean): void {
  if (!shown) return;
  const { button, menu } = shown;
  shown = null;
  menu.hidden = true;
  button.setAttribute('aria-expanded', 'false');
  if (focusButton) button.focus();
}

function open(button: HTMLElement, openWith: MenuOpenWith): void {
  const menu = menuOf(button);
  if (!menu) return;
  close(false);
  shown = { button, menu };
  menu.hidden = false;
  button.setAttribute('aria-expanded', 'true');
  // Under its button's right edge; where that would leave the screen (a narrow phone, the button wrapped to the left), under its left edge.
  menu.style.left = menu.style.right = '';
  if (menu.getBoundingClientRect().left < 0) {
    menu.style.left = '0';
    menu.style.right = 'auto';
  }
  const items = itemsOf(menu);
  (openWith === 'ArrowUp' ? items.at(-1) : items[0])?.focus();
}

/** A press on a menu button: opens its menu, or closes it when a pointer presses it open. */
export function pressMenuButton(button: HTMLElement, openWith: MenuOpenWith): void {
  if (shown?.button === button && openWith === 'pointer') close(false);
  else open(button, openWith);
}

function move(items: HTMLElement[], key: string, current: number): HTMLElement | undefined {
  const last = items.length - 1;
  if (key === 'ArrowDown') return items[current >= last ? 0 : current + 1];
  if (key === 'ArrowUp') return items[current <= 0 ? last : current - 1];
  if (key === 'Home' || key === 'PageUp') return items[0];
  if (key === 'End' || key === 'PageDown') return items[last];
  return undefined;
}

function typeAhead(items: HTMLElement[], key: string, current: number): HTMLElement | undefined {
  clearTimeout(typedTimer);
  typedTimer = setTimeout(() => (typed = ''), TYPE_AHEAD_RESET_MS);
  typed += key.toLowerCase();
  // From the item after the current one, so that typing one letter again goes to the next item with it.
  const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
  const startsWith = (text: string) => order.find((item) => (item.textContent ?? '').trim().toLowerCase().startsWith(text));
  return startsWith(typed) ?? (typed.length > 1 ? undefined : startsWith(key.toLowerCase()));
}

function copy(item: HTMLElement, text: string): void {
  const label = item.querySelector('[aria-live]');
  const own = item.dataset.label ?? label?.textContent ?? '';
  item.dataset.label = own;
  const say = (words: string) => {
    if (label) label.textContent = words;
  };
  const clipboard = item.ownerDocument.defaultView?.navigator.clipboard;
  const copied = clipboard ? clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
  const finish = (ok: boolean) => {
    say((ok ? item.dataset.copied : item.dataset.failed) ?? own);
    clearTimeout(feedbackTimers.get(item));
    feedbackTimers.set(
      item,
      setTimeout(() => say(own), ok ? CODE_COPIED_MS : 2000),
    );
  };
  copied.then(
    () => finish(true),
    () => finish(false),
  );
}

function onKeyDown(event: KeyboardEvent): void {
  if (!shown || event.altKey || event.ctrlKey || event.metaKey) return;
  const { button, menu } = shown;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (event.key === 'Escape' && target && (menu.contains(target) || target === button)) {
    event.preventDefault();
    close(true);
    return;
  }
  if (!target || !menu.contains(target)) return;
  if (event.key === 'Tab') {
    close(false);
    return;
  }
  const items = itemsOf(menu);
  const current = items.indexOf(target.closest<HTMLElement>('[role="menuitem"]')!);
  if (event.key === ' ' && target.matches('a[role="menuitem"]')) {
    event.preventDefault();
    target.click();
    return;
  }
  const moved = move(items, event.key, current);
  const typing = !moved && event.key.length === 1 && event.key !== ' ';
  if (!moved && !typing) return;
  event.preventDefault();
  (moved ?? typeAhead(items, event.key, current))?.focus();
}

function onClick(event: MouseEvent): void {
  if (!shown || !(event.target instanceof Element)) return;
  const { button, menu } = shown;
  const item = menu.contains(event.target) ? event.target.closest<HTMLElement>('[role="menuitem"]') : null;
  if (item) {
    const text = item.getAttribute(COPY_TEXT);
    // Copying keeps the menu open, to say it copied; a link is followed and the menu closes behind it.
    if (text !== null) copy(item, text);
    else close(false);
    return;
  }
  if (!menu.contains(event.target) && !button.contains(event.target)) close(false);
}

document.addEventListener('keydown', onKeyDown);
document.addEventListener('click', onClick);
