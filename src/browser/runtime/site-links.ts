/**
 * How the site's links prefetch. They are plain `<a>` elements that the browser follows (every
 * page is complete HTML; the site's own code starts on each, src/browser/runtime/main.ts); one set of
 * listeners on the document prefetches a page when a reader reaches for its link.
 *
 * Not every link in view (Next's `<Link>` did that: an API page whose first screen links three
 * guides fetched four pages while loading, most never followed, on a phone's slow link beside the
 * page's own requests; docs/benchmarks.md, "Main-thread work: links on intent"). A page is
 * prefetched when a mouse or the keyboard's focus rests on its link, with `<link rel="prefetch">`:
 * the browser keeps the page for the navigation that follows, and a navigation finds one still on
 * its way. Not when a finger touches it: the tap's click comes 100–400 ms later and fetches the
 * page itself; a tap makes one request, the navigation's own.
 */

/** What a link is, as far as deciding what to do with it goes (an `HTMLAnchorElement` is one). */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

interface Here {
  origin: string;
  pathname: string;
  search: string;
}

/** A page of this site that a link opens in this tab; not another site, a download or a file (`.md`, `.yaml`, `.json`…). */
function sitePage(link: LinkLike, here: Here): URL | null {
  let url: URL;
  try {
    url = new URL(link.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? null : url;
}

/** The path and query to prefetch for a link: a page of the site other than the one shown. */
export function prefetchPath(link: LinkLike, here: Here): string | null {
  const url = sitePage(link, here);
  return url && url.pathname !== here.pathname ? `${url.pathname}${url.search}` : null;
}

/**
 * A link to the page already shown, without a fragment (its sidebar entry, the logo on the home
 * page): following it would load the page again; it takes the reader to the top instead.
 */
export function isThisPage(link: LinkLike, here: Here): boolean {
  const url = sitePage(link, here);
  return !!url && url.pathname === here.pathname && url.search === here.search && !url.hash && !link.href.includes('#');
}

/** How long a pointer or the focus must rest on a link: passing over a sidebar prefetches nothing. */
export const INTENT_DELAY_MS = 80;

export interface LinkIntent {
  /** A pointer or the focus rests on a link: prefetch it after the delay, unless it leaves first. */
  rest(link: LinkLike): void;
  /** The pointer or the focus left the link it rested on. */
  leave(link: LinkLike): void;
  /**
   * A link is followed: its navigation fetches the page, so nothing is prefetched any more (a tap
   * focuses its link just before the click; the focus's prefetch would be a second request).
   */
  follow(link: LinkLike): void;
}

interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Each page is prefetched at most once per page view; the browser keeps what it fetched. */
export function createLinkIntent(prefetch: (path: string) => void, here: () => Here, timers: Timers, delay = INTENT_DELAY_MS): LinkIntent {
  const done = new Set<string>();
  let resting: { link: LinkLike; handle: unknown } | undefined;
  const go = (link: LinkLike) => {
    const path = prefetchPath(link, here());
    if (path === null || done.has(path)) return;
    done.add(path);
    prefetch(path);
  };
  const cancel = () => {
    if (resting) timers.clearTimeout(resting.handle);
    resting = undefined;
  };
  return {
    rest(link) {
      if (resting?.link === link) return;
      cancel();
      resting = { link, handle: timers.setTimeout(() => ((resting = undefined), go(link)), delay) };
    },
    leave(link) {
      if (resting?.link === link) cancel();
    },
    follow(link) {
      cancel();
      const path = prefetchPath(link, here());
      if (path !== null) done.add(path);
    },
  };
}

/** The HTML link an event came from; an SVG `<a>` has no string `href` and is left to the browser. */
const linkOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link && link instanceof link.ownerDocument.defaultView!.HTMLAnchorElement ? link : null;
};

const withLink = (event: Event, then: (link: HTMLAnchorElement) => void) => {
  const link = linkOf(event.target);
  if (link) then(link);
};

/** Asks the browser for a file ahead of its use, into the cache, without running it: a page before the navigation to it, a module before a first press. */
export function prefetchFile(document: Document, path: string) {
  appendLink(document, 'prefetch', path);
}

/**
 * Fetches a module and compiles it, with the modules it imports, without running it: the press
 * that imports it then waits neither for the network nor for a chain of imports found one file at
 * a time (a prefetched module is in the cache but still read and parsed file after file).
 */
export function preloadModule(document: Document, path: string) {
  appendLink(document, 'modulepreload', path);
}

function appendLink(document: Document, rel: string, href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.appendChild(link);
}

/** Wires the site's links: intent prefetches, a followed link stops it. Returns the unwiring. */
export function watchSiteLinks(document: Document): () => void {
  const window = document.defaultView!;
  const intent = createLinkIntent((path) => prefetchFile(document, path), () => document.location, window);
  const out = (event: Event) => {
    const link = linkOf(event.target);
    if (link && !link.contains((event as PointerEvent | FocusEvent).relatedTarget as Node | null)) intent.leave(link);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    // A finger "rests" on whatever it touches, scrolling included: only a mouse's or a pen's rest counts.
    ['pointerover', (event) => (event as PointerEvent).pointerType !== 'touch' && withLink(event, intent.rest)],
    ['focusin', (event) => withLink(event, intent.rest)],
    ['pointerout', out],
    ['focusout', out],
    ['click', (event) => withLink(event, intent.follow)],
  ];
  const click = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = linkOf(event.target);
    if (!link || !isThisPage(link, document.location)) return;
    event.preventDefault();
    window.scrollTo(0, 0);
  };
  document.addEventListener('click', click);
  const options = { capture: true, passive: true };
  for (const [type, listener] of listeners) document.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, options);
    document.removeEventListener('click', click);
  };
}
