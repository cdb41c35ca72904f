import { setPreferredCodeLanguage } from './code-language';
import { fragmentId } from './fragment-id';

/** What ties a TabSet's markup to this code. */
export const TAB_SET_ATTRIBUTES = {
  set: 'data-tab-set',
  /** A tab's slug: the URL's hash names it. */
  slug: 'data-tab-slug',
} as const;

const tabsOf = (set: Element) => [...set.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.closest(`[${TAB_SET_ATTRIBUTES.set}]`) === set);
const panelsOf = (set: Element) => [...set.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => panel.closest(`[${TAB_SET_ATTRIBUTES.set}]`) === set);

/** Shows tab `index` of a set: the tab selected and in the tab order, its panel shown, the others hidden. */
export function selectTab(set: Element, index: number): void {
  const tabs = tabsOf(set);
  if (!tabs[index]) return;
  tabs.forEach((tab, position) => {
    const selected = position === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.toggleAttribute('data-selected', selected);
  });
  panelsOf(set).forEach((panel, position) => (panel.hidden = position !== index));
}

/** The index a key moves to in a horizontal tab list (WAI-ARIA tabs pattern), or null for other keys. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home' || key === 'PageUp') return 0;
  if (key === 'End' || key === 'PageDown') return count - 1;
  return null;
}

/** A reader's choice: the tab, the hash of a slugged set, and the language of a code group. */
function choose(set: Element, index: number) {
  selectTab(set, index);
  const tab = tabsOf(set)[index];
  const slug = tab?.getAttribute(TAB_SET_ATTRIBUTES.slug);
  const window = set.ownerDocument.defaultView!;
  // replaceState: the tab is addressable without adding history entries or scrolling.
  if (slug) window.history.replaceState(window.history.state, '', `#${slug}`);
  if (tab && set.hasAttribute('data-language-group')) setPreferredCodeLanguage(tab.textContent ?? '');
}

/** The set whose slug the URL's hash names picks that tab. */
function followHash(document: Document) {
  const hash = fragmentId(document.location.hash);
  if (!hash) return;
  for (const tab of document.querySelectorAll(`[${TAB_SET_ATTRIBUTES.slug}]`)) {
    if (tab.getAttribute(TAB_SET_ATTRIBUTES.slug) !== hash) continue;
    const set = tab.closest(`[${TAB_SET_ATTRIBUTES.set}]`);
    if (set) selectTab(set, tabsOf(set).indexOf(tab as HTMLElement));
  }
}

/**
 * Runs every tab set of the page: a click chooses a tab; the arrow keys, Home and End move the
 * choice and the focus along the list (the pattern's four keys, by hand: Headless UI's tabs are
 * React, which no page starts for this). Returns the function that stops it.
 */
export function watchTabSets(document: Document): () => void {
  const window = document.defaultView!;
  const tabOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null);
  const onClick = (event: MouseEvent) => {
    const tab = tabOf(event);
    const set = tab?.closest(`[${TAB_SET_ATTRIBUTES.set}]`);
    if (tab && set) choose(set, tabsOf(set).indexOf(tab));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabOf(event);
    const set = tab?.closest(`[${TAB_SET_ATTRIBUTES.set}]`);
    if (!tab || !set || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(set);
    const next = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
    if (next === null) return;
    event.preventDefault();
    choose(set, next);
    tabs[next]?.focus();
  };
  const onHash = () => followHash(document);
  followHash(document);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('hashchange', onHash);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('hashchange', onHash);
  };
}
