import { hasAuthLiterals } from '../../shared/toolkit/sample-credentials';
import { editUrl } from '../content/edit-url';
import { markdownTwinPath } from '../../shared/content/markdown-twin';
import { changelogFeedPath, isChangelogPage } from '../feeds/changelog';
import type { Locale } from '../../shared/i18n/locales';
import { currentSection } from '../../shared/navigation/sections';
import type { HomeEntry, NavGroup, NavTab } from '../../shared/navigation/types';
import { activeTab, linkContains, pagerFor, type PagerLinks } from '../../shared/navigation/walk';
import { definitionDownloads, type DownloadLink } from '../openapi/download-links';
import { siteConfig } from '../site-config';
import type { SitePage } from '../../shared/site/types';

/** Everything the docs layout shows around a page, as plain data. */
export interface DocsPageModel {
  locale: Locale;
  page: SitePage;
  tabs: NavTab[];
  tab: NavTab | undefined;
  group: NavGroup | undefined;
  pager: PagerLinks;
  editHref: string;
  sections: HomeEntry[];
  currentSectionHref: string | undefined;
  /** Definition downloads of the APIs the page documents (YAML, JSON, Postman), in the language of its text. */
  apiDownloads: Array<{ api: string; links: DownloadLink[] }>;
  /** The page as Markdown (scripts/write-outputs.ts writes it). */
  markdownHref: string;
  /** A changelog's Atom feed; absent on other pages. */
  feedHref?: string;
  /** Whether the page's samples send the body `auth` object: the page offers the reader's test credentials. */
  sendsBodyAuth: boolean;
}

/** Operations with body credentials, or guide code with `auth` literals (src/shared/toolkit/sample-credentials.ts). */
const sendsBodyAuth = (page: SitePage) =>
  (page.operations ?? []).some((operation) => operation.security?.alternatives.some((schemes) => schemes.some((scheme) => scheme.type === 'body'))) || hasAuthLiterals(page.body);

export function docsPageModel(page: SitePage, sections: HomeEntry[]): DocsPageModel {
  const tab = activeTab(page.navigation, page.href);
  return {
    locale: page.locale,
    page,
    tabs: page.navigation,
    tab,
    group: tab?.groups.find((group) => group.links.some((link) => linkContains(link, page.href))),
    pager: pagerFor(page.navigation, page.href),
    editHref: editUrl(siteConfig.repositoryUrl, page.sourceFile),
    sections,
    currentSectionHref: currentSection(sections, page.href)?.href,
    apiDownloads: [...new Set((page.operations ?? []).map((operation) => operation.api))].map((api) => ({ api, links: definitionDownloads(api, page.sourceLocale) })),
    markdownHref: markdownTwinPath(page.href),
    ...(isChangelogPage(page) ? { feedHref: changelogFeedPath(page.href) } : {}),
    sendsBodyAuth: sendsBodyAuth(page),
  };
}
