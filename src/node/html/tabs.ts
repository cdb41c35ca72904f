export interface TabInfo {
  title: string;
  slug?: string;
  isDefault: boolean;
}

/**
 * Spec §2: with a slug on every tab, the URL hash selects the tab and choosing a
 * tab writes the hash; otherwise the default-marked tab, or the first, starts selected.
 */
export function initialTabIndex(tabs: readonly TabInfo[], hash: string): number {
  const bySlug = tabs.every((tab) => tab.slug) ? tabs.findIndex((tab) => `#${tab.slug}` === hash) : -1;
  if (bySlug >= 0) return bySlug;
  const marked = tabs.findIndex((tab) => tab.isDefault);
  return marked >= 0 ? marked : 0;
}
