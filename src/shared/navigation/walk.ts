import type { NavLink, NavTab } from './types';

/** Every link of a navigation in reading order: tabs, groups, links, then children. */
export function flattenLinks(tabs: readonly NavTab[]): NavLink[] {
  const out: NavLink[] = [];
  const visit = (link: NavLink) => {
    out.push(link);
    link.children?.forEach(visit);
  };
  for (const tab of tabs) for (const group of tab.groups) group.links.forEach(visit);
  return out;
}

export function linkContains(link: NavLink, href: string): boolean {
  return link.href === href || (link.children?.some((child) => linkContains(child, href)) ?? false);
}

export interface PagerLinks {
  previous?: NavLink;
  next?: NavLink;
}

/** Previous and next come from navigation order (spec §2); a page listed twice counts once. */
export function pagerFor(tabs: readonly NavTab[], href: string): PagerLinks {
  const seen = new Set<string>();
  const ordered = flattenLinks(tabs).filter((link) => !seen.has(link.href) && seen.add(link.href));
  const index = ordered.findIndex((link) => link.href === href);
  if (index === -1) return {};
  return { previous: ordered[index - 1], next: ordered[index + 1] };
}

/** The tab a page belongs to: the one whose links reach it, else the one whose href prefixes it. */
export function activeTab(tabs: readonly NavTab[], href: string): NavTab | undefined {
  return (
    tabs.find((tab) => tab.groups.some((group) => group.links.some((link) => linkContains(link, href)))) ??
    [...tabs].sort((a, b) => b.href.length - a.href.length).find((tab) => href.startsWith(tab.href))
  );
}
