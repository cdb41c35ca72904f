/**
 * How the site's links navigate and prefetch. They are plain `<a>` elements (`SiteLink`, and the
 * links inside an operation's HTML); one set of listeners on the document, wired by `FrameClient` in the top bar,
 * hands a click on a page of the site to Next's router and prefetches a page when a reader reaches
 * for its link.
 *
 * Next's `<Link>` prefetched every link that entered the viewport: an API page whose first screen
 * links three guides fetched and decoded four pages' payloads (about 50 KB) while loading, most of
 * them never followed, about a seventh of its main-thread work on a 4× slower CPU
 * (docs/benchmarks.md, "Main-thread work: links on intent"); on a phone's slow link they compete
 * with the page's own requests. Each `<Link>` was also a client component to hydrate (the sidebar
 * holds dozens), and its code and Next's URL helpers came to about 2 KB of every page's JavaScript.
 * Here a page is prefetched when a mouse or the keyboard's focus rests on its link.
 *
 * Not when a finger touches it: Next's prefetch of an exported page is three round trips (a HEAD
 * for redirects, the route tree, the page's segment), and a navigation does not wait for one on
 * its way, so with a phone's 150 ms round trip the tap's click, 100–400 ms later, fetched the
 * page's payload a second time beside the prefetch (measured in Chromium, `site-links.spec.ts`).
 * A tap makes one request, the navigation's own.
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
 * Where the router should take a click on a link, fragment included; null leaves the click to the
 * browser: another site, a new tab, a download, a file, or a fragment of this very page. A link to
 * this page without a fragment (its sidebar entry, the logo on the home page) stays with the router,
 * as with Next's `<Link>`: the page is not loaded again.
 */
export function navigationPath(link: LinkLike, here: Here): string | null {
  const url = sitePage(link, here);
  if (!url || (url.pathname === here.pathname && url.search === here.search && url.hash)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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

/** Each page is prefetched at most once per page view; the router keeps what it fetched. */
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

/**
 * Wires the site's links to the router: a plain left click on a page of the site navigates
 * client-side, and intent prefetches. Returns the unwiring.
 */
export function watchSiteLinks(document: Document, router: { prefetch(path: string): void; push(path: string): void }): () => void {
  const window = document.defaultView!;
  const intent = createLinkIntent((path) => router.prefetch(path), () => document.location, window);
  const out = (event: Event) => {
    const link = linkOf(event.target);
    if (link && !link.contains((event as PointerEvent | FocusEvent).relatedTarget as Node | null)) intent.leave(link);
  };
  const click = (event: MouseEvent) => {
    // Bubbling, after React's handlers: a component that took the click (preventDefault) keeps it.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = linkOf(event.target);
    const path = link && navigationPath(link, document.location);
    if (!path) return;
    event.preventDefault();
    intent.follow(link);
    router.push(path);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    // A finger "rests" on whatever it touches, scrolling included: only a mouse's or a pen's rest counts.
    ['pointerover', (event) => (event as PointerEvent).pointerType !== 'touch' && withLink(event, intent.rest)],
    ['focusin', (event) => withLink(event, intent.rest)],
    ['pointerout', out],
    ['focusout', out],
  ];
  const options = { capture: true, passive: true };
  for (const [type, listener] of listeners) document.addEventListener(type, listener, options);
  document.addEventListener('click', click);
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, options);
    document.removeEventListener('click', click);
  };
}
