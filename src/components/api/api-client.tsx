import { useEffect, type ComponentType } from 'react';
import { endIslandClicks } from '@/lib/ui/islands';
import { ISLAND_CHUNK_MARKER } from '@/lib/performance/island-chunks';
import { AttributeDisclosure as Disclosure } from './AttributeDisclosure';
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
function replayKeptClick() {
  if (hydrated) return;
  hydrated = true;
  const button = endIslandClicks(window);
  // The next task: every island waiting on this chunk hydrates in this one.
  if (button instanceof HTMLElement) setTimeout(() => button.isConnected && button.click());
}

function island<P extends object>(Component: ComponentType<P>) {
  return function Island(props: P) {
    useEffect(replayKeptClick, []);
    return <Component {...props} />;
  };
}

export const AttributeDisclosure = island(Disclosure);
export const ExampleGroupClient = island(ExampleGroup);
export const SwitchPanels = island(Switch);
export const LazyPre = island(Lazy);
/** How scripts/finish-output.ts finds this chunk, to request it with the page's scripts. */
export const chunkMarker = ISLAND_CHUNK_MARKER;
