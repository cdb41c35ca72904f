import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdFragmentTarget } from './fragment-hold';

// The hold with the browser's parts stood in for: which sections it watches, when it puts the
// target back, and when it lets go. The real page's behaviour is in api-reference.spec.ts.

const FOLLOWING = 4;

interface FakeSection {
  index: number;
  compareDocumentPosition(other: FakeSection): number;
}

function fakePage(hash: string, { operations = 4, targetIn = 2 } = {}) {
  const sections: FakeSection[] = Array.from({ length: operations }, (_, index) => ({
    index,
    // A later section follows this one in the document.
    compareDocumentPosition: (other: FakeSection) => (other.index > index ? FOLLOWING : 2),
  }));
  const scrolls: unknown[] = [];
  const target = { closest: (selector: string) => (selector === '.api-op' ? sections[targetIn] : null), scrollIntoView: (options: unknown) => scrolls.push(options) };
  const listeners = new Map<string, Set<() => void>>();
  const window = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
  };
  const document = {
    location: { hash },
    defaultView: window,
    getElementById: (id: string) => (id === 'post-api-payment' ? target : null),
    querySelectorAll: () => sections,
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  const listening = () => [...listeners.values()].reduce((count, set) => count + set.size, 0);
  return { document: document as unknown as Document, sections, scrolls, fire, listening };
}

/** ResizeObserver as the browser has it: reports every observed element once when observing starts. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: unknown[] = [];
  disconnected = false;
  constructor(private readonly report: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: unknown) {
    this.observed.push(element);
    queueMicrotask(() => !this.disconnected && this.report());
  }
  resize() {
    if (!this.disconnected) this.report();
  }
  disconnect() {
    this.disconnected = true;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'queueMicrotask'] });
  // Node has no frames: one is 16 ms of the fake clock.
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  vi.stubGlobal('cancelAnimationFrame', (frame: ReturnType<typeof setTimeout>) => clearTimeout(frame));
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('Node', { DOCUMENT_POSITION_FOLLOWING: FOLLOWING });
  FakeResizeObserver.last = undefined;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = async () => {
  await vi.advanceTimersByTimeAsync(20);
};

describe('holding a linked operation in place', () => {
  it('watches its own operation and those above it, not those below', () => {
    const page = fakePage('#post-api-payment', { operations: 5, targetIn: 2 });
    holdFragmentTarget(page.document);
    expect(FakeResizeObserver.last!.observed).toEqual(page.sections.slice(0, 3));
  });

  it('puts the target under the top bar at once, and again each time one of them changes size', async () => {
    const page = fakePage('#post-api-payment');
    holdFragmentTarget(page.document);
    await settle();
    // One placing per frame, however many sections reported.
    expect(page.scrolls).toEqual([{ block: 'start', behavior: 'instant' }]);
    FakeResizeObserver.last!.resize();
    await settle();
    expect(page.scrolls).toHaveLength(2);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown', 'hashchange'])('lets go when the reader acts (%s)', async (type) => {
    const page = fakePage('#post-api-payment');
    holdFragmentTarget(page.document);
    await settle();
    page.fire(type);
    FakeResizeObserver.last!.resize();
    await settle();
    expect(page.scrolls).toHaveLength(1);
    expect(FakeResizeObserver.last!.disconnected).toBe(true);
    expect(page.listening()).toBe(0);
  });

  it('lets go after the time it is given', async () => {
    const page = fakePage('#post-api-payment');
    holdFragmentTarget(page.document, { within: 1_000 });
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    FakeResizeObserver.last!.resize();
    await settle();
    expect(page.scrolls).toHaveLength(1);
    expect(page.listening()).toBe(0);
  });

  it('does nothing without a target in an operation: no fragment, an unknown or undecodable one', async () => {
    for (const hash of ['', '#nowhere', '#%E0%A4%A']) {
      const page = fakePage(hash);
      const stop = holdFragmentTarget(page.document);
      await settle();
      expect(page.scrolls).toEqual([]);
      expect(page.listening()).toBe(0);
      expect(stop()).toBeUndefined();
    }
    expect(FakeResizeObserver.last).toBeUndefined();
  });
});
