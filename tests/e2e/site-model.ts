import { loadSite } from '../../src/lib/site/load-site';
import type { NavLink } from '../../src/lib/navigation/types';
import { flattenLinks } from '../../src/lib/navigation/walk';
import type { SitePage } from '../../src/lib/site/types';

/**
 * The site as the build sees it (manifests, frontmatter, API definitions), so browser tests assert
 * that a page shows what its sources say, not a copy of their wording that breaks on every edit.
 */
export const site = loadSite();

export function pageAt(href: string): SitePage {
  const found = site.pages.find((page) => page.href === href);
  if (!found) throw new Error(`No built page at ${href}: the test names a page the manifests do not list.`);
  return found;
}

/** The sidebar link to `target` as the page at `href` shows it. */
export function sidebarLink(href: string, target: string): NavLink {
  const link = flattenLinks(pageAt(href).navigation).find((candidate) => candidate.href === target);
  if (!link) throw new Error(`The sidebar of ${href} has no link to ${target}.`);
  return link;
}

/** The label of `target` in the sidebar of the page at `href`. */
export const sidebarTitle = (href: string, target: string) => sidebarLink(href, target).title;
