import { watchAttributeToggles } from '@/lib/ui/attribute-toggles';
import { loadCodeFragment } from '@/lib/ui/code-fragment-loader';
import { showPreferredLanguage } from '@/lib/ui/code-panels';
import { watchLazyCode, type LazyCode } from '@/lib/ui/lazy-code';
import { fillOperations, watchOperationRetries } from '@/lib/ui/operation-loader';
import { holdFragmentTarget } from '@/lib/ui/fragment-hold';
import { revealFragment, showPanel, syncCheckedPanels, watchSwitches } from '@/lib/ui/switch-panels';

export { showPanel };

/**
 * Everything the API reference runs in the browser, imported by the site's code (main.ts) on the
 * pages that place an operation. The operations are HTML (src/lib/openapi/operation-html.ts): one
 * set of listeners on the document makes them work. Their dropdowns, copy buttons and the
 * reader's code language are the site's (main.ts), as in the guides.
 */
let lazyCode: LazyCode | undefined;

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
  lazyCode = watchLazyCode(document, loadCodeFragment);
  watchOperationRetries(document, () => void scanOperations());
  void scanOperations();
  // A link into an operation far down: keep its target in place while the operations above it are laid out.
  holdFragmentTarget(document);
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

/** Starts the API reference's listeners, once. */
let started = false;
export function startApiReference() {
  if (started) return;
  started = true;
  start();
}
