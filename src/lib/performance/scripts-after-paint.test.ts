import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintLoader, pageScriptSources, SCRIPTS_ATTRIBUTE, withScriptsAfterPaint } from './scripts-after-paint';

const page = [
  '<!DOCTYPE html><html lang="es"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack.js" async=""></script>',
  '<script>theme()</script>',
  '</head><body><p>Hola</p>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>self.__next_f.push([1,"x"])</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="https://analytics.example/a.js" async=""></script>',
  '</body></html>',
].join('');

describe('withScriptsAfterPaint', () => {
  const moved = withScriptsAfterPaint(page);

  it('takes Next’s chunk scripts and their preloads out of the markup', () => {
    expect(moved).not.toContain('<script src="/_next/static/chunks/main.js"');
    expect(moved).not.toContain('<script src="/_next/static/chunks/page.js"');
    expect(moved).not.toContain('rel="preload" as="script"');
  });

  it('leaves everything else as it was: styles, inline scripts, noModule polyfills, other origins', () => {
    for (const kept of ['<link rel="stylesheet" href="/_next/static/chunks/a.css"/>', '<script>theme()</script>', '<script>self.__next_f.push([1,"x"])</script>', 'noModule=""', 'https://analytics.example/a.js']) {
      expect(moved).toContain(kept);
    }
  });

  it('names the scripts, in document order, on one loader placed last in body', () => {
    expect(moved).toMatch(new RegExp(`<script ${SCRIPTS_ATTRIBUTE}="/_next/static/chunks/main.js /_next/static/chunks/turbopack.js /_next/static/chunks/page.js">[^<]+</script></body>`));
  });

  it('runs once: a page already moved is returned as it is', () => {
    expect(withScriptsAfterPaint(moved)).toBe(moved);
  });

  it('leaves a page without Next chunks alone', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(withScriptsAfterPaint(plain)).toBe(plain);
  });

  it('lists the same scripts before and after the move', () => {
    expect(pageScriptSources(moved)).toEqual(expect.arrayContaining(pageScriptSources(page)));
    expect(pageScriptSources(moved)).toHaveLength(pageScriptSources(page).length);
    expect(pageScriptSources(page)).not.toContain('/_next/static/chunks/polyfills.js');
  });
});

describe('afterPaintLoader', () => {
  /** Runs the loader in a page with just what it touches; `paintTiming` says whether the browser reports paints. */
  function run({ visibilityState = 'visible', paintTiming = true }: { visibilityState?: 'visible' | 'hidden'; paintTiming?: boolean } = {}) {
    const appended: Array<{ src: string; async: boolean }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const paintObservers: Array<() => void> = [];
    const visibilityListeners: Array<() => void> = [];
    const document = {
      visibilityState,
      currentScript: { getAttribute: (name: string) => (name === SCRIPTS_ATTRIBUTE ? '/a.js /b.js' : null) },
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && visibilityListeners.push(listener),
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        if (options.type === 'paint' && options.buffered) paintObservers.push(() => this.callback({}, this));
      }
      disconnect() {}
    }
    const window = { PerformanceObserver };
    runInNewContext(afterPaintLoader, { document, window, requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void) => timers.push(callback) });
    const sources = () => appended.map((element) => element.src);
    return { appended, sources, paint: () => paintObservers.forEach((paint) => paint()), frames, timers, hide: () => visibilityListeners.forEach((listener) => listener()) };
  }

  it('requests nothing until the browser reports the first paint, then every script once, async', () => {
    const page = run();
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
    page.paint();
    page.hide();
    expect(page.sources()).toEqual(['/a.js', '/b.js']);
  });

  it('without paint timing, waits for the task after the next frame', () => {
    const page = run({ paintTiming: false });
    page.frames.forEach((frame) => frame());
    expect(page.appended).toEqual([]);
    page.timers.forEach((timer) => timer());
    expect(page.sources()).toEqual(['/a.js', '/b.js']);
  });

  it('in a hidden tab, which paints nothing, requests them at once', () => {
    const page = run({ visibilityState: 'hidden' });
    expect(page.sources()).toEqual(['/a.js', '/b.js']);
  });

  it('a tab hidden before its first paint requests them then', () => {
    const page = run();
    page.hide();
    expect(page.sources()).toEqual(['/a.js', '/b.js']);
  });
});
