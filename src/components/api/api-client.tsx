import { useEffect, type ComponentType } from 'react';
import { endIslandClicks } from '@/lib/ui/islands';
import { ISLAND_CHUNK_MARKER } from '@/lib/performance/island-chunks';
import { watchAttributeToggles } from '@/lib/ui/attribute-toggles';
import { loadCodeFragment } from '@/lib/ui/code-fragment-loader';
import { ExampleGroupClient as ExampleGroup } from './ExampleGroupClient';
import { SwitchPanels as Switch } from './SwitchPanels';
import { LazyPre as Lazy } from '../mdx/LazyPre';

/**
 * Everything the API reference runs in the browser, fetched as one chunk by api-islands.tsx, on
 * the pages that hold an island only.
 *
 * Until its island has hydrated, a button inside one has no handler, and React cannot replay a
 * click on markup whose code has not arrived: the page's early-input script keeps the last such
 * click (src/lib/ui/early-input.ts), and the first island to hydrate makes it again.
 */
let hydrated = false;

// The attribute toggles need no hydrating: they listen from the moment this chunk arrives (on the server, nothing to watch).
if (typeof document !== 'undefined') watchAttributeToggles(document, loadCodeFragment);

function replayKeptClick() {
  if (hydrated) return;
  hydrated = true;
  const button = endIslandClicks(window);
  // The next task: every island waiting on this chunk hydrates in this one.
  if (button instanceof HTMLElement) setTimeout(() => button.isConnected && button.click());
}

/**
 * After a client-side navigation (a search result such as `#…-request-returnUrl`), Next scrolls to
 * the anchor before the islands' content has arrived: once they have, an anchor inside one that is
 * out of view is brought into view. A hidden status panel shows itself first (SwitchPanels).
 */
let revealQueued = false;
function revealAnchor() {
  if (revealQueued) return;
  revealQueued = true;
  // The next task: every island of this navigation has rendered by then.
  setTimeout(() => {
    revealQueued = false;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    const { top, bottom } = target.getBoundingClientRect();
    if (bottom <= 0 || top >= window.innerHeight) target.scrollIntoView();
  });
}

function island<P extends object>(Component: ComponentType<P>) {
  return function Island(props: P) {
    useEffect(replayKeptClick, []);
    useEffect(revealAnchor, []);
    return <Component {...props} />;
  };
}

export const ExampleGroupClient = island(ExampleGroup);
export const SwitchPanels = island(Switch);
export const LazyPre = island(Lazy);
/** How scripts/finish-output.ts finds this chunk, to request it with the page's scripts. */
export const chunkMarker = ISLAND_CHUNK_MARKER;
