import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { earlyInputScript, endEarlyClicks, openSearchOnShortcut } from './early-input';
import { endIslandClicks } from './islands';

type Listener = (event: object) => void;

/** A window with just what the early script touches, and a way to fire keys and clicks at it. */
function pageBeforeHydration() {
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const window: Record<string, unknown> = { addEventListener: on, document: { addEventListener: on } };
  runInNewContext(earlyInputScript, { window });
  const fire = (type: string, event: object) => listeners[type]?.forEach((listener) => listener(event));
  const key = (init: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }) => {
    const event = { ctrlKey: false, metaKey: false, altKey: false, ...init, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    fire('keydown', event);
    return event;
  };
  /** Clicks inside `button` (or on nothing that is a button when it is null). */
  const click = (target: Button | null) => fire('click', { target: { closest: (selector: string) => (selector === 'button[type="button"]' ? target : null) } });
  return { window, key, click };
}

interface Button {
  isConnected: boolean;
  closest: (selector: string) => object | null;
}
/** A button on the page, or inside an API island's markup. */
const button = (inIsland = false): Button => ({ isConnected: true, closest: (selector) => (inIsland && selector === '[data-island]' ? {} : null) });

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
  it('keeps the last button clicked, and hands it over once, when React takes over', () => {
    const page = pageBeforeHydration();
    const first = button();
    const second = button();
    page.click(first);
    page.click(null);
    page.click(second);
    expect(endEarlyClicks(page.window)).toBe(second);
    expect(endEarlyClicks(page.window)).toBeNull();
  });

  it('ignores clicks that are not on a button', () => {
    const page = pageBeforeHydration();
    page.click(null);
    expect(endEarlyClicks(page.window)).toBeNull();
  });

  it('keeps nothing once React has taken over: React replays those clicks itself', () => {
    const page = pageBeforeHydration();
    endEarlyClicks(page.window);
    page.click(button());
    expect(endEarlyClicks(page.window)).toBeNull();
  });
});

describe('the early click inside an API island', () => {
  it('is kept for the islands, before and after React takes over the page, until they hydrate', () => {
    const page = pageBeforeHydration();
    const before = button(true);
    page.click(before);
    // Not the page's to replay: the island is not hydrated when the page is.
    expect(endEarlyClicks(page.window)).toBeNull();
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
  expect(endEarlyClicks({})).toBeNull();
  const open = vi.fn();
  openSearchOnShortcut({}, open)();
  expect(open).not.toHaveBeenCalled();
});
