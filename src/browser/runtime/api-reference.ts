import { watchAttributeToggles } from '@/browser/runtime/attribute-toggles';
import { loadCodeFragment } from '@/browser/runtime/code-fragment-loader';
import { showPreferredLanguage } from '@/browser/runtime/code-panels';
import { watchLazyCode, type LazyCode } from '@/browser/runtime/lazy-code';
import { holdFragmentTarget } from '@/browser/runtime/fragment-hold';
import { revealFragment, showPanel, syncCheckedPanels, watchSwitches } from '@/browser/runtime/switch-panels';
import { watchTryItButtons, type TryItModule } from '@/browser/runtime/try-it-buttons';

export { showPanel };

/**
 * Everything the API reference runs in the browser, imported by the site's code (main.ts) on the
 * pages that place an operation. The operations are HTML (src/node/openapi/operation-html.ts): one
 * set of listeners on the document makes them work. Their dropdowns, copy buttons and the
 * reader's code language are the site's (main.ts), as in the guides.
 */
let lazyCode: LazyCode | undefined;

// Written in by the bundler (src/node/build/client-bundle.ts): the URL of Try it's panel, a bundle of its own.
declare const __TRY_IT_MODULE__: string;

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
  // An operation's Try it: its panel, the simulator and the API's definition come on the first press only.
  watchTryItButtons(document, () => import(__TRY_IT_MODULE__) as Promise<TryItModule>);
  scanOperations();
  // A link into an operation far down: keep its target in place while the operations above it are laid out.
  holdFragmentTarget(document);
}

/**
 * Makes the operations in the page right once this code runs: statuses tapped before now, the
 * reader's language, code to load, and a link into a hidden panel. The operations themselves are
 * in the page's HTML (scripts/finish-output.ts writes them in; the finished-page check fails a
 * build that leaves one empty).
 */
function scanOperations(): void {
  syncCheckedPanels(document);
  showPreferredLanguage(document);
  lazyCode?.scan(document);
  revealFragment(document);
}

/** Starts the API reference's listeners, once. */
let started = false;
export function startApiReference() {
  if (started) return;
  started = true;
  start();
}
