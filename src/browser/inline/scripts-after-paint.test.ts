import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterPaintLoader, pageScriptSources, SCRIPTS_ATTRIBUTE, withSiteClient } from './scripts-after-paint';

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

describe('withSiteClient', () => {
  const finished = withSiteClient(page, ['/client/site-abc.js']);

  it('takes Next’s client out: its chunk scripts, their preloads, its noModule polyfills and its React payload', () => {
    expect(finished).not.toContain('/_next/static/chunks/main.js');
    expect(finished).not.toContain('/_next/static/chunks/page.js');
    expect(finished).not.toContain('/_next/static/chunks/polyfills.js');
    expect(finished).not.toContain('rel="preload" as="script"');
    expect(finished).not.toContain('__next_f');
  });

  it('leaves everything else as it was: styles, the page’s own inline scripts, other origins', () => {
    for (const kept of ['<link rel="stylesheet" href="/_next/static/chunks/a.css"/>', '<script>theme()</script>', 'https://analytics.example/a.js', '<p>Hola</p>']) {
      expect(finished).toContain(kept);
    }
  });

  it('requests the site’s code from one loader placed last in body', () => {
    expect(finished).toMatch(new RegExp(`<script ${SCRIPTS_ATTRIBUTE}="/client/site-abc.js">[^<]+</script></body>`));
    expect(pageScriptSources(finished)).toEqual(['https://analytics.example/a.js', '/client/site-abc.js']);
  });

  it('runs once: a finished page is returned as it is', () => {
    expect(withSiteClient(finished, ['/client/site-abc.js'])).toBe(finished);
  });
});

describe('afterPaintLoader', () => {
  /** Runs the loader in a page with just what it touches; `paintTiming` says whether the browser reports paints. */
  function run({ visibilityState = 'visible', paintTiming = true }: { visibilityState?: 'visible' | 'hidden'; paintTiming?: boolean } = {}) {
    const appended: Array<{ src: string; type: string }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const paintObservers: Array<() => void> = [];
    const visibilityListeners: Array<() => void> = [];
    const document = {
      visibilityState,
      currentScript: { getAttribute: (name: string) => (name === SCRIPTS_ATTRIBUTE ? '/a.js /b.js' : null) },
      createElement: () => ({ src: '', type: '' }),
      head: { appendChild: (element: { src: string; type: string }) => appended.push(element) },
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

  it('requests nothing until the browser reports the first paint, then every script once, as a module', () => {
    const page = run();
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([
      { src: '/a.js', type: 'module' },
      { src: '/b.js', type: 'module' },
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
