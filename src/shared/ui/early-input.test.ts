import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyInput, openSearchOnShortcut, takeEarlyClick } from './early-input';
import { earlyInputScript } from '../../browser/inline/early-input-script';
import { EARLY_SEARCH_ID, handOverEarlySearch, SEARCH_INPUT_ATTRIBUTE } from '../../browser/runtime/early-search';
import { CREDENTIALS_STORAGE_KEY, TOOL_ATTRIBUTE, TOOL_EAGER_ATTRIBUTE, TOOL_READY_PROPERTY, TOOLKIT_SRC_ATTRIBUTE } from './toolkit-loader';

type Listener = (event: object) => void;

interface StandIn {
  id: string;
  value: string;
  tabIndex: number;
  style: { cssText: string };
  attributes: Record<string, string>;
}

/** A window with just what the early script touches, and a way to fire keys and clicks at it. */
function pageBeforeItsCode({ savedCredentials = false, search = '' } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const added = new Map<string, StandIn>();
  let focused: unknown = null;
  const focus = (element: unknown) => (focused = element);
  /** Whether search's own input is on the page (the dialog is open). */
  const state = { searchInputShown: false, eagerRoot: false };
  const scripts: { type: string; src: string }[] = [];
  const storage = (saved: boolean) => ({ getItem: (key: string) => (saved && key === CREDENTIALS_STORAGE_KEY ? '{}' : null) });
  const document = {
    addEventListener: on,
    documentElement: { getAttribute: (name: string) => (name === TOOLKIT_SRC_ATTRIBUTE ? '/tools/toolkit-abc.js' : null) },
    head: { appendChild: (script: { type: string; src: string }) => scripts.push(script) },
    querySelector: (selector: string) => ((selector === `[${SEARCH_INPUT_ATTRIBUTE}]` && state.searchInputShown) || (selector === `[${TOOL_EAGER_ATTRIBUTE}]` && state.eagerRoot) ? {} : null),
    getElementById: (id: string) => added.get(id) ?? null,
    createElement: (tag: string) => {
      if (tag === 'script') return { type: '', src: '' };
      const element: StandIn & { setAttribute: (name: string, value: string) => void; focus: () => void; remove: () => void } = {
        id: '',
        value: '',
        tabIndex: 0,
        style: { cssText: '' },
        attributes: {},
        setAttribute: (name, value) => (element.attributes[name] = value),
        focus: () => focus(element),
        remove: () => added.delete(element.id),
      };
      return element;
    },
    body: { appendChild: (element: StandIn) => added.set(element.id, element) },
    get activeElement() {
      return focused;
    },
  };
  const window: Record<string, unknown> = { addEventListener: on, document, location: { search }, sessionStorage: storage(savedCredentials), localStorage: storage(false) };
  runInNewContext(earlyInputScript('Buscar'), { window, setTimeout, Date });
  const fire = (type: string, event: object) => listeners[type]?.forEach((listener) => listener(event));
  const key = (init: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }) => {
    const event = { ctrlKey: false, metaKey: false, altKey: false, ...init, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    fire('keydown', event);
    return event;
  };
  /** Clicks inside `button` (or on nothing that is a button when it is null), inside `tool`'s root if given. */
  const click = (target: Button | null, tool: object | null = null) => {
    fire('click', { target: { closest: (selector: string) => (selector !== 'button[type="button"]' ? null : tool && target ? { ...target, closest: (inner: string) => (inner === `[${TOOL_ATTRIBUTE}]` ? tool : target.closest(inner)) } : target) } });
  };
  /** A pointer goes down on (or focus enters) an element, inside `tool`'s root if given. */
  const touch = (type: 'pointerdown' | 'focusin', tool: object | null) => fire(type, { target: { closest: (selector: string) => (selector === `[${TOOL_ATTRIBUTE}]` ? tool : null) } });
  return {
    window,
    document: document as unknown as Document,
    state,
    scripts,
    parsed: () => fire('DOMContentLoaded', {}),
    key,
    click,
    touch,
    standIn: () => added.get(EARLY_SEARCH_ID),
    focused: () => focused,
    blur: () => focus(null),
    focus,
  };
}

interface Button {
  closest: (selector: string) => object | null;
  hasAttribute: (name: string) => boolean;
}
/** A button on the page, or the search button (the one with a keyboard shortcut). */
const button = (search = false): Button => ({ closest: () => null, hasAttribute: (name) => search && name === 'aria-keyshortcuts' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the stand-in search input', () => {
  it('Ctrl+K focuses a stand-in at once, named like search’s input and out of the tab order; search’s input then takes focus and text', () => {
    const page = pageBeforeItsCode();
    page.key({ key: 'k', ctrlKey: true });
    const standIn = page.standIn();
    expect(standIn).toBeDefined();
    expect(page.focused()).toBe(standIn);
    expect(standIn!.attributes['aria-label']).toBe('Buscar');
    expect(standIn!.tabIndex).toBe(-1);
    // On screen (a phone opens its keyboard for it) but out of sight.
    expect(standIn!.style.cssText).toContain('position:fixed');
    expect(standIn!.style.cssText).toContain('opacity:0');
    standIn!.value = 'reembolso';
    const searchInput = { focus: () => page.focus(searchInput) };
    expect(handOverEarlySearch(page.document, searchInput)).toBe('reembolso');
    expect(page.focused()).toBe(searchInput);
    expect(page.standIn()).toBeUndefined();
    expect(handOverEarlySearch(page.document, searchInput)).toBe('');
  });

  it('a click on the search button adds it too, inside the click; other buttons do not', () => {
    const page = pageBeforeItsCode();
    page.click(button());
    expect(page.standIn()).toBeUndefined();
    page.click(button(true));
    expect(page.standIn()).toBeDefined();
    expect(page.focused()).toBe(page.standIn());
  });

  it('a second press while the reader types keeps the text; an opening after it lost focus starts empty', () => {
    const page = pageBeforeItsCode();
    page.key({ key: 'k', ctrlKey: true });
    page.standIn()!.value = 'reem';
    page.key({ key: 'k', metaKey: true });
    expect(page.standIn()!.value).toBe('reem');
    page.blur();
    page.click(button(true));
    expect(page.standIn()!.value).toBe('');
    expect(page.focused()).toBe(page.standIn());
  });

  it('adds nothing while search’s own input is on the page', () => {
    const page = pageBeforeItsCode();
    page.state.searchInputShown = true;
    expect(page.key({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    page.click(button(true));
    expect(page.standIn()).toBeUndefined();
  });
});

describe('the search shortcut', () => {
  it('keeps Ctrl+K and Cmd+K from the browser and opens search once the button can', () => {
    for (const init of [{ key: 'k', ctrlKey: true }, { key: 'K', metaKey: true }]) {
      const page = pageBeforeItsCode();
      expect(page.key(init).defaultPrevented).toBe(true);
      const open = vi.fn();
      openSearchOnShortcut(page.window, open);
      expect(open).toHaveBeenCalledTimes(1);
    }
  });

  it('lets other keys through: plain k, Alt+Ctrl+K, Ctrl+L', () => {
    const page = pageBeforeItsCode();
    for (const init of [{ key: 'k' }, { key: 'k', ctrlKey: true, altKey: true }, { key: 'l', ctrlKey: true }]) expect(page.key(init).defaultPrevented).toBe(false);
    const open = vi.fn();
    openSearchOnShortcut(page.window, open);
    expect(open).not.toHaveBeenCalled();
  });

  it('once the button listens, each press opens search once; after it leaves, none does', () => {
    const page = pageBeforeItsCode();
    const open = vi.fn();
    const stop = openSearchOnShortcut(page.window, open);
    expect(open).not.toHaveBeenCalled();
    expect(page.key({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    page.key({ key: 'k', ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('the early click', () => {
  it('keeps the last button clicked before the site’s code listens, and hands it over once', () => {
    const page = pageBeforeItsCode();
    const first = button();
    const second = button();
    page.click(first);
    page.click(null);
    page.click(second);
    expect(takeEarlyClick(page.window)).toBe(second);
    expect(takeEarlyClick(page.window)).toBeNull();
  });

  it('ignores clicks that are not on a button', () => {
    const page = pageBeforeItsCode();
    page.click(null);
    expect(earlyInput(page.window)?.click).toBeNull();
  });

  it('keeps nothing once the site’s code listens: its own listeners take every click', () => {
    const page = pageBeforeItsCode();
    expect(takeEarlyClick(page.window)).toBeNull();
    expect(earlyInput(page.window)?.ready).toBe(true);
    page.click(button());
    expect(earlyInput(page.window)?.click).toBeNull();
  });
});

it('without the script (a page that never ran it) there is nothing to take', () => {
  expect(takeEarlyClick({})).toBeNull();
  const open = vi.fn();
  openSearchOnShortcut({}, open)();
  expect(open).not.toHaveBeenCalled();
});

describe('the toolkit', () => {
  it('loads once, as a module, when a pointer goes down on a tool or focus enters one; not for the rest of the page', () => {
    const page = pageBeforeItsCode();
    page.touch('pointerdown', null);
    expect(page.scripts).toEqual([]);
    page.touch('focusin', {});
    page.touch('pointerdown', {});
    expect(page.scripts).toEqual([{ type: 'module', src: '/tools/toolkit-abc.js' }]);
  });

  it('keeps a click on a tool’s button until the tool listens, and never hands it to the site’s code', () => {
    const page = pageBeforeItsCode();
    const root: Record<string, unknown> = {};
    page.click(button(), root);
    expect(earlyInput(page.window)?.toolClick).toBeTruthy();
    expect(earlyInput(page.window)?.click).toBeNull();
    earlyInput(page.window)!.toolClick = null;
    root[TOOL_READY_PROPERTY] = true;
    page.click(button(), root);
    expect(earlyInput(page.window)?.toolClick).toBeNull();
  });

  it('loads when the page is parsed if test credentials are saved, and not otherwise', () => {
    for (const saved of [true, false]) {
      const page = pageBeforeItsCode({ savedCredentials: saved });
      page.parsed();
      expect(page.scripts).toHaveLength(saved ? 1 : 0);
    }
  });

  it('loads when the page is parsed if its URL sets a tool marked eager (a filter in the query), once', () => {
    for (const [eager, search, loads] of [[true, '?scenario=declined', true], [true, '', false], [false, '?q=1', false]] as const) {
      const page = pageBeforeItsCode({ search });
      page.state.eagerRoot = eager;
      page.parsed();
      expect(page.scripts).toHaveLength(loads ? 1 : 0);
      page.touch('focusin', {});
      expect(page.scripts).toHaveLength(1);
    }
  });
});
