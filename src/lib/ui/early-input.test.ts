import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyInput, openSearchOnShortcut } from './early-input';
import { earlyInputScript } from './early-input-script';
import { EARLY_SEARCH_ID, handOverEarlySearch, SEARCH_INPUT_ATTRIBUTE } from './early-search';
import { endIslandClicks } from './islands';
import { REACT_FIBER, REACT_LISTENING } from './react-marks';
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
function pageBeforeHydration({ savedCredentials = false, search = '' } = {}) {
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
  /**
   * Clicks inside `button` (or on nothing that is a button when it is null), inside `tool`'s root
   * if given. The click reaches the button's own listeners unless React drops it (`dropped`).
   */
  const click = (target: Button | null, tool: object | null = null, { dropped = false } = {}) => {
    fire('click', { target: { closest: (selector: string) => (selector !== 'button[type="button"]' ? null : tool && target ? { ...target, closest: (inner: string) => (inner === `[${TOOL_ATTRIBUTE}]` ? tool : target.closest(inner)) } : target) } });
    if (target && !dropped) target.listeners.forEach((listener) => listener.call(target));
  };
  /** React starts listening on the document (it marks it). */
  const reactListens = () => ((document as Record<string, unknown>)[`${REACT_LISTENING}x7k2`] = true);
  /** React has hydrated the page: it marks `<html>` at the commit. */
  const reactHydrated = () => ((document.documentElement as Record<string, unknown>)[`${REACT_FIBER}x7k2`] = {});
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
    reactListens,
    reactHydrated,
    touch,
    standIn: () => added.get(EARLY_SEARCH_ID),
    focused: () => focused,
    blur: () => focus(null),
    focus,
  };
}

interface Button {
  isConnected: boolean;
  closest: (selector: string) => object | null;
  hasAttribute: (name: string) => boolean;
  listeners: Set<(this: Button) => void>;
  addEventListener: (type: string, listener: (this: Button) => void) => void;
  /** How many times the page clicked it again. */
  clicks: number;
  click: () => void;
}
/** A button on the page, or inside an API island's markup, or the search button (the one with a keyboard shortcut). */
const button = (inIsland = false, search = false): Button => {
  const listeners = new Set<(this: Button) => void>();
  const element: Button = {
    isConnected: true,
    closest: (selector) => (inIsland && selector === '[data-island]' ? {} : null),
    hasAttribute: (name) => search && name === 'aria-keyshortcuts',
    listeners,
    addEventListener: (type, listener) => type === 'click' && listeners.add(listener),
    clicks: 0,
    click: () => (element.clicks += 1),
  };
  return element;
};
/** React hydrates the button (it marks it). */
const hydrate = (element: Button) => ((element as unknown as Record<string, unknown>)[`${REACT_FIBER}x7k2`] = {});

afterEach(() => {
  vi.useRealTimers();
});

describe('the stand-in search input', () => {
  it('Ctrl+K focuses a stand-in at once, named like search’s input and out of the tab order; search’s input then takes focus and text', () => {
    const page = pageBeforeHydration();
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
    const page = pageBeforeHydration();
    page.click(button());
    expect(page.standIn()).toBeUndefined();
    page.click(button(false, true));
    expect(page.standIn()).toBeDefined();
    expect(page.focused()).toBe(page.standIn());
  });

  it('a second press while the reader types keeps the text; an opening after it lost focus starts empty', () => {
    const page = pageBeforeHydration();
    page.key({ key: 'k', ctrlKey: true });
    page.standIn()!.value = 'reem';
    page.key({ key: 'k', metaKey: true });
    expect(page.standIn()!.value).toBe('reem');
    page.blur();
    page.click(button(false, true));
    expect(page.standIn()!.value).toBe('');
    expect(page.focused()).toBe(page.standIn());
  });

  it('adds nothing while search’s own input is on the page', () => {
    const page = pageBeforeHydration();
    page.state.searchInputShown = true;
    expect(page.key({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    page.click(button(false, true));
    expect(page.standIn()).toBeUndefined();
  });
});

describe('the search shortcut', () => {
  it('keeps Ctrl+K and Cmd+K from the browser and opens search once the button can', () => {
    for (const init of [{ key: 'k', ctrlKey: true }, { key: 'K', metaKey: true }]) {
      const page = pageBeforeHydration();
      expect(page.key(init).defaultPrevented).toBe(true);
      const open = vi.fn();
      openSearchOnShortcut(page.window, open);
      expect(open).toHaveBeenCalledTimes(1);
    }
  });

  it('lets other keys through: plain k, Alt+Ctrl+K, Ctrl+L', () => {
    const page = pageBeforeHydration();
    for (const init of [{ key: 'k' }, { key: 'k', ctrlKey: true, altKey: true }, { key: 'l', ctrlKey: true }]) expect(page.key(init).defaultPrevented).toBe(false);
    const open = vi.fn();
    openSearchOnShortcut(page.window, open);
    expect(open).not.toHaveBeenCalled();
  });

  it('once the button listens, each press opens search once; after it leaves, none does', () => {
    const page = pageBeforeHydration();
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
  it('keeps the last button clicked before React listens, and clicks it again once, when React has hydrated it', async () => {
    vi.useFakeTimers();
    const page = pageBeforeHydration();
    const first = button();
    const second = button();
    page.click(first);
    page.click(null);
    page.click(second);
    await vi.advanceTimersByTimeAsync(300);
    expect(second.clicks).toBe(0);
    hydrate(first);
    hydrate(second);
    await vi.advanceTimersByTimeAsync(10);
    expect([first.clicks, second.clicks]).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(300);
    expect(second.clicks).toBe(1);
  });

  it('ignores clicks that are not on a button, and looks at nothing then', () => {
    vi.useFakeTimers();
    const page = pageBeforeHydration();
    page.click(null);
    expect(earlyInput(page.window)?.click).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves React the clicks it lets through once it listens: they are not clicked twice', async () => {
    vi.useFakeTimers();
    const page = pageBeforeHydration();
    page.reactListens();
    const tapped = button();
    page.click(tapped);
    hydrate(tapped);
    page.reactHydrated();
    await vi.advanceTimersByTimeAsync(50);
    expect(tapped.clicks).toBe(0);
  });

  it('keeps a click React drops while the button’s code loads, and clicks it again once React has hydrated the button', async () => {
    vi.useFakeTimers();
    const page = pageBeforeHydration();
    page.reactListens();
    const tapped = button(false, true);
    page.click(tapped, null, { dropped: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(tapped.clicks).toBe(0);
    hydrate(tapped);
    await vi.advanceTimersByTimeAsync(10);
    expect(tapped.clicks).toBe(1);
  });

  it('clicks the kept button again once the page has hydrated, and keeps nothing after: React handles every click', async () => {
    vi.useFakeTimers();
    const page = pageBeforeHydration();
    const kept = button();
    page.click(kept);
    page.reactListens();
    page.reactHydrated();
    await vi.advanceTimersByTimeAsync(10);
    expect(kept.clicks).toBe(1);
    const later = button();
    page.click(later, null, { dropped: true });
    expect(earlyInput(page.window)?.click).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops keeping after 10 s without hydration (the page’s code failed), and clicks nothing', async () => {
    vi.useFakeTimers();
    const page = pageBeforeHydration();
    const kept = button();
    page.click(kept);
    await vi.advanceTimersByTimeAsync(10_100);
    expect(vi.getTimerCount()).toBe(0);
    hydrate(kept);
    page.click(button());
    expect(earlyInput(page.window)?.click).toBeNull();
    expect(kept.clicks).toBe(0);
  });
});

describe('the early click inside an API island', () => {
  it('is kept for the islands, before and after React takes over the page, until they hydrate', () => {
    const page = pageBeforeHydration();
    const before = button(true);
    page.click(before);
    // Not the page's to replay: the island is not hydrated when the page is.
    expect(earlyInput(page.window)?.click).toBeNull();
    const after = button(true);
    page.click(after);
    page.click(button());
    expect(endIslandClicks(page.window)).toBe(after);
  });

  it('keeps nothing once the islands have hydrated', () => {
    const page = pageBeforeHydration();
    expect(endIslandClicks(page.window)).toBeNull();
    page.click(button(true));
    expect(endIslandClicks(page.window)).toBeNull();
  });
});

it('without the script (a page that never ran it) there is nothing to take', () => {
  expect(endIslandClicks({})).toBeNull();
  const open = vi.fn();
  openSearchOnShortcut({}, open)();
  expect(open).not.toHaveBeenCalled();
});

describe('the toolkit', () => {
  it('loads once, as a module, when a pointer goes down on a tool or focus enters one; not for the rest of the page', () => {
    const page = pageBeforeHydration();
    page.touch('pointerdown', null);
    expect(page.scripts).toEqual([]);
    page.touch('focusin', {});
    page.touch('pointerdown', {});
    expect(page.scripts).toEqual([{ type: 'module', src: '/tools/toolkit-abc.js' }]);
  });

  it('keeps a click on a tool’s button until the tool listens, and never hands it to React', () => {
    const page = pageBeforeHydration();
    const root: Record<string, unknown> = {};
    page.click(button(), root);
    expect(earlyInput(page.window)?.toolClick).toMatchObject({ isConnected: true });
    expect(earlyInput(page.window)?.click).toBeNull();
    earlyInput(page.window)!.toolClick = null;
    root[TOOL_READY_PROPERTY] = true;
    page.click(button(), root);
    expect(earlyInput(page.window)?.toolClick).toBeNull();
  });

  it('loads when the page is parsed if test credentials are saved, and not otherwise', () => {
    for (const saved of [true, false]) {
      const page = pageBeforeHydration({ savedCredentials: saved });
      page.parsed();
      expect(page.scripts).toHaveLength(saved ? 1 : 0);
    }
  });

  it('loads when the page is parsed if its URL sets a tool marked eager (a filter in the query), once', () => {
    for (const [eager, search, loads] of [[true, '?scenario=declined', true], [true, '', false], [false, '?q=1', false]] as const) {
      const page = pageBeforeHydration({ search });
      page.state.eagerRoot = eager;
      page.parsed();
      expect(page.scripts).toHaveLength(loads ? 1 : 0);
      page.touch('focusin', {});
      expect(page.scripts).toHaveLength(1);
    }
  });
});
