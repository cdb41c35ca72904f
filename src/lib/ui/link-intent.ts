/**
 * Prefetching a page when a reader reaches for its link, not when the link scrolls into view.
 *
 * Next's `<Link>` prefetches every link that enters the viewport: an API page whose first screen
 * links three guides fetched and decoded four pages' payloads (about 50 KB) while loading, most of
 * them never followed. On a 4× slower CPU that was about a seventh of the page's main-thread work
 * (docs/benchmarks.md, "Prefetch on intent"), and on a phone's slow link it competes with the page's
 * own requests. Links are `prefetch={false}` (`SiteLink`); this prefetches on a mouse resting on a
 * link, a finger touching it (the tap's click follows ~100 ms later and reuses the request) or the
 * keyboard's focus resting on it.
 */
import { OPERATION_SRC_ATTRIBUTE } from './api-markup';

/** What a link is, as far as deciding to prefetch it goes (an `HTMLAnchorElement` is one). */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The path and query a link leads to, when the router can prefetch it: a page of this site, opened
 * in this tab, that is not the page already shown and not a file (`.md`, `.yaml`, `.json`…).
 */
export function prefetchPath(link: LinkLike, here: { origin: string; pathname: string }): string | null {
  let url: URL;
  try {
    url = new URL(link.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (url.pathname === here.pathname) return null;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  return `${url.pathname}${url.search}`;
}

/** How long a pointer or the focus must rest on a link: passing over a sidebar prefetches nothing. */
export const INTENT_DELAY_MS = 80;

export interface LinkIntent {
  /** A pointer or the focus rests on a link: prefetch it after the delay, unless it leaves first. */
  rest(link: LinkLike): void;
  /** A finger touches a link: prefetch now, the click is on its way. */
  touch(link: LinkLike): void;
  /** The pointer or the focus left the link it rested on. */
  leave(link: LinkLike): void;
}

interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Each page is prefetched at most once per page view; the router keeps what it fetched. */
export function createLinkIntent(prefetch: (path: string) => void, here: () => { origin: string; pathname: string }, timers: Timers, delay = INTENT_DELAY_MS): LinkIntent {
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
    touch(link) {
      cancel();
      go(link);
    },
    leave(link) {
      if (resting?.link === link) cancel();
    },
  };
}

/**
 * The router's link under an event, if any. An operation's HTML is not React's (operation-html.ts):
 * its links load the page whole, so the router's payload for them would go unused.
 */
const linkOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link && !link.closest(`[${OPERATION_SRC_ATTRIBUTE}]`) ? (link as HTMLAnchorElement) : null;
};

/** Wires an intent to the document's pointer, touch and focus events; returns the unwiring. */
export function watchLinkIntent(document: Document, intent: LinkIntent): () => void {
  const over = (event: PointerEvent) => {
    const link = event.pointerType === 'touch' ? null : linkOf(event.target);
    if (link) intent.rest(link);
  };
  const out = (event: PointerEvent | FocusEvent) => {
    const link = linkOf(event.target);
    if (link && !link.contains(event.relatedTarget as Node | null)) intent.leave(link);
  };
  const focus = (event: FocusEvent) => {
    const link = linkOf(event.target);
    if (link) intent.rest(link);
  };
  const touch = (event: TouchEvent) => {
    const link = linkOf(event.target);
    if (link) intent.touch(link);
  };
  const options = { capture: true, passive: true };
  document.addEventListener('pointerover', over, options);
  document.addEventListener('pointerout', out, options);
  document.addEventListener('focusin', focus, options);
  document.addEventListener('focusout', out, options);
  document.addEventListener('touchstart', touch, options);
  return () => {
    document.removeEventListener('pointerover', over, options);
    document.removeEventListener('pointerout', out, options);
    document.removeEventListener('focusin', focus, options);
    document.removeEventListener('focusout', out, options);
    document.removeEventListener('touchstart', touch, options);
  };
}
