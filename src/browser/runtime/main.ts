import { SWITCH_ATTRIBUTE } from '@/shared/ui/api-markup';
import { setPreferredCodeLanguage, subscribePreferredCodeLanguage } from '@/browser/runtime/code-language';
import { showCodePanel, showPreferredLanguage } from '@/browser/runtime/code-panels';
import { takeEarlyClick } from '@/shared/ui/early-input';
import { startFrame } from '@/browser/runtime/frame';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';
import { preloadModule, watchSiteLinks } from '@/browser/runtime/site-links';
import { STATIC_HTML_ATTRIBUTE } from '@/shared/ui/static-html';
import { staticDropdownOf, watchStaticDropdowns } from '@/browser/runtime/static-dropdowns';
import { watchTabSets } from '@/browser/runtime/tab-sets';
import { FIRST_USE_ATTRIBUTE, SCRIPTS_ATTRIBUTE } from '@/shared/ui/loader-attributes';
import { watchDialogTriggers } from './dialog-triggers';
import { watchMenuButtons } from './menu-buttons';
import { connectionIsCheap, connectionOf } from './fetch-ahead';

/**
 * The site's code in the browser: every page starts this module after its first paint
 * (scripts-after-paint.ts). Pages are complete HTML; nothing here renders them again. One set of
 * listeners on the document runs the frame, the links, tabs, dropdowns and dialogs, and what only
 * some pages need comes when they do: the API reference's code, the search page's results, React
 * with Headless UI when a reader first opens a dialog or a listbox.
 */
// What a reader's first press on search or a dropdown runs: React with Headless UI, one module each.
const dialogs = () => import('@/browser/islands/dialogs');
const listbox = () => import('@/browser/islands/listbox');
const apiReference = () => import('./api-reference');
// A menu button's menu ("Open in"): plain DOM, loaded on the first press (or fetched ahead when the page is quiet).
const menus = () => import('./menus');

/** A choice in a dropdown: a page to go to, a block of a code group (and the reader's language), or an API variant. */
function choose(wrapper: HTMLElement, value: string) {
  const dropdown = staticDropdownOf(wrapper);
  if (dropdown?.navigate) {
    if (value !== window.location.pathname) window.location.assign(value);
    return;
  }
  const index = Number(value);
  const block = wrapper.closest('[data-code-block]');
  if (block) {
    showCodePanel(block, index);
    const label = dropdown?.options[index]?.label;
    if (block.hasAttribute('data-language-group') && label) setPreferredCodeLanguage(label);
    return;
  }
  const root = wrapper.closest(`[${SWITCH_ATTRIBUTE}]`);
  if (root) void apiReference().then((module) => module.showPanel(root, index));
}

/**
 * Starts one part of the page's behaviour. A part that fails is reported (as an uncaught error,
 * once the others have started) and leaves the others working: one bad input must not take
 * search, dropdowns and dialogs down with it.
 */
function start(part: () => void) {
  try {
    part();
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

start(() => startFrame(document));
start(() => watchSiteLinks(document));
start(() => watchTabSets(document));
start(() => watchDialogTriggers(document, dialogs));
start(() => watchMenuButtons(document, menus));
start(() =>
  watchStaticDropdowns(document, {
    preload: () => void listbox().catch(() => undefined),
    mount: (...args) => listbox().then((module) => module.mountListbox(...args)),
    onChange: choose,
  }),
);
start(() => showPreferredLanguage(document));
start(() => subscribePreferredCodeLanguage(() => showPreferredLanguage(document)));

const searchPage = document.querySelector<HTMLElement>(`[${FRAME_ATTRIBUTES.searchPage}]`);
if (searchPage) void import('@/browser/islands/search-page').then((module) => module.startSearchPage(searchPage));

// A page with API operations listens for them too before it takes the press kept from before
// (the page's early-input script keeps presses until then), and presses it again.
const operations = document.querySelector(`[${STATIC_HTML_ATTRIBUTE}]`) ? apiReference().then((module) => module.startApiReference()) : Promise.resolve();
void operations
  .catch(() => undefined)
  .then(() => {
    const kept = takeEarlyClick(window);
    if (kept instanceof HTMLElement && kept.isConnected) kept.click();
  });

// On a connection that says it is cheap (fetch-ahead.ts), once the page has loaded and gone quiet,
// the code a first press needs (Preact for search, Preact with Headless UI for a listbox) is
// fetched and compiled, not run: a reader's first tap on search then waits for no download and no
// chain of imports (docs/benchmarks.md, "Without Next's client", and issue 50's first tap). Elsewhere it comes on intent: a pointer, a finger or the focus on the
// control, or the search shortcut (dialog-triggers.ts, static-dropdowns.ts, menu-buttons.ts).
const fetchAhead = () => {
  const list = document.querySelector(`script[${SCRIPTS_ATTRIBUTE}]`)?.getAttribute(FIRST_USE_ATTRIBUTE) ?? '';
  for (const href of list.split(' ').filter(Boolean)) preloadModule(document, href);
};
const whenQuiet = () => ('requestIdleCallback' in window ? window.requestIdleCallback(fetchAhead, { timeout: 3000 }) : setTimeout(fetchAhead, 1000));
if (connectionIsCheap(connectionOf(navigator))) {
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}
