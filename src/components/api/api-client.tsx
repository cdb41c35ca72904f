import { useEffect, useState, type ComponentType } from 'react';
import { ISLAND_CHUNK_MARKER } from '@/lib/performance/island-chunks';
import { watchAttributeToggles } from '@/lib/ui/attribute-toggles';
import { setPreferredCodeLanguage, subscribePreferredCodeLanguage } from '@/lib/ui/code-language';
import { loadCodeFragment } from '@/lib/ui/code-fragment-loader';
import { showCodePanel, showPreferredLanguage } from '@/lib/ui/code-panels';
import { watchCopyCode } from '@/lib/ui/copy-code';
import { watchLazyCode, type LazyCode } from '@/lib/ui/lazy-code';
import { fillOperations, watchOperationRetries } from '@/lib/ui/operation-loader';
import { staticDropdownOf, watchStaticDropdowns } from '@/lib/ui/static-dropdowns';
import { endIslandClicks } from '@/lib/ui/islands';
import { holdFragmentTarget } from '@/lib/ui/fragment-hold';
import { LISTBOX_REQUEST_EVENT, SWITCH_ATTRIBUTE, type ListboxRequest, type MountedDropdown, type StaticDropdown } from '@/lib/ui/api-markup';
import { revealFragment, showPanel, syncCheckedPanels, watchSwitches } from '@/lib/ui/switch-panels';

/**
 * Everything the API reference runs in the browser, fetched as one chunk on the pages that place
 * an operation (ApiBrowserCode.tsx). The operations are HTML that React does not own
 * (src/lib/openapi/operation-html.ts): one set of listeners on the document makes them work,
 * whatever navigation brought them, and the operations' listboxes are mounted on first use.
 */
let lazyCode: LazyCode | undefined;

/** A choice in a dropdown: a variant of its switch, or a block of its code group (and then the reader's language). */
function choose(wrapper: HTMLElement, value: string) {
  const index = Number(value);
  const block = wrapper.closest('[data-code-block]');
  if (block) {
    showCodePanel(block, index);
    const label = staticDropdownOf(wrapper)?.options[index]?.label;
    if (block.hasAttribute('data-language-group') && label) setPreferredCodeLanguage(label);
    return;
  }
  const root = wrapper.closest(`[${SWITCH_ATTRIBUTE}]`);
  if (root) void showPanel(root, index);
}

/** Starts loading the listboxes' code (Headless UI), the chunk ApiBrowserCode's portals come in. */
const preloadListboxes = () => void import('./Listboxes').catch(() => undefined);

/**
 * Listboxes asked for and not yet taken by their operation's ApiBrowserCode. A press kept from
 * before this code arrived is made again as soon as it arrives, which can be before React has
 * mounted the operation's host: the request waits here for it rather than being lost.
 */
const waitingListboxes: ListboxRequest[] = [];

const operationOf = (wrapper: Element) => wrapper.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby') ?? '';

/** The waiting requests of one operation, taken out of the queue. */
function takeListboxRequests(operation: string): ListboxRequest[] {
  const mine = waitingListboxes.filter((request) => operationOf(request.wrapper) === operation);
  for (const request of mine) waitingListboxes.splice(waitingListboxes.indexOf(request), 1);
  return mine;
}

/** Asks the operation's ApiBrowserCode for a listbox in a static dropdown's place (api-markup.ts). */
const mountListbox = (wrapper: HTMLElement, dropdown: StaticDropdown, open: ListboxRequest['open'], onChange: (value: string) => void) =>
  new Promise<MountedDropdown>((ready, failed) => {
    waitingListboxes.push({ wrapper, dropdown, open, onChange, ready, failed: () => failed(new Error('The listbox did not load.')) });
    document.dispatchEvent(new Event(LISTBOX_REQUEST_EVENT));
  });

function start() {
  watchAttributeToggles(document, loadCodeFragment);
  watchSwitches(document, {
    load: loadCodeFragment,
    // A part just fetched: its statuses, its reader's language and its code to load, as for an operation.
    filled: (part) => {
      syncCheckedPanels(part);
      showPreferredLanguage(part);
      lazyCode?.scan(part);
    },
  });
  watchCopyCode(document, navigator.clipboard);
  watchStaticDropdowns(document, { preload: preloadListboxes, mount: mountListbox, onChange: choose });
  subscribePreferredCodeLanguage(() => showPreferredLanguage(document));
  lazyCode = watchLazyCode(document, loadCodeFragment);
  watchOperationRetries(document, () => void scanOperations());
  void scanOperations();
  // A link into an operation far down: keep its target in place while the operations above it are laid out.
  holdFragmentTarget(document);
  // A button pressed before this code arrived (the page's early-input script kept it) is pressed again.
  const kept = endIslandClicks(window);
  if (kept instanceof HTMLElement) setTimeout(() => kept.isConnected && kept.click());
}

/**
 * Makes the operations in the page right: their HTML when a navigation brought them empty
 * (operation-loader.ts), statuses tapped before now, the reader's language, code to load, and a
 * link into a hidden panel. Every operation of a page asks at once; they share one pass.
 */
let scanning: Promise<void> | undefined;
export function scanOperations(): Promise<void> {
  scanning ??= Promise.resolve()
    .then(() => fillOperations(document, loadCodeFragment))
    .then((filled) => {
      syncCheckedPanels(document);
      showPreferredLanguage(document);
      lazyCode?.scan(document);
      // A link into an operation that has just arrived: the browser looked for its target before it was there.
      revealFragment(document, { arrived: filled > 0 });
    })
    .finally(() => (scanning = undefined));
  return scanning;
}

// The listeners need no React: they start as soon as this chunk arrives (on the server, nothing to watch).
if (typeof document !== 'undefined') start();

type Listboxes = ComponentType<{ requests: readonly ListboxRequest[] }>;

/**
 * One per operation (ApiBrowserCode): once the operation is in the page (a navigation that brought
 * it included), has this code look at it; and mounts the listboxes its static dropdowns ask for, as
 * portals in React's one tree (Listboxes.tsx), loaded with the first.
 */
export function OperationHost({ operation }: { operation: string }) {
  const [requests, setRequests] = useState<ListboxRequest[]>([]);
  const [Listboxes, setListboxes] = useState<Listboxes | null>(null);
  useEffect(() => {
    void scanOperations();
    const onRequest = () => {
      const mine = takeListboxRequests(operation);
      if (mine.length > 0) setRequests((all) => [...all, ...mine]);
    };
    // Those asked for before this operation's host was mounted, then each new one.
    onRequest();
    document.addEventListener(LISTBOX_REQUEST_EVENT, onRequest);
    return () => document.removeEventListener(LISTBOX_REQUEST_EVENT, onRequest);
  }, [operation]);
  useEffect(() => {
    if (Listboxes || requests.length === 0) return;
    import('./Listboxes').then(
      (module) => setListboxes(() => module.default),
      // Offline: each asking dropdown keeps its button, for the next press to try again.
      () => setRequests((failed) => (failed.forEach((request) => request.failed()), [])),
    );
  }, [Listboxes, requests]);
  return Listboxes && requests.length > 0 ? <Listboxes requests={requests} /> : null;
}

/** How scripts/finish-output.ts finds this chunk, to request it with the page's scripts. */
export const chunkMarker = ISLAND_CHUNK_MARKER;
