import type { Translate } from '../i18n/translate';
import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import type { Localized, Manifest, ManifestTab, NavEntry } from './manifest';
import type { HomeEntry, NavLink, NavTab } from './types';

/** A text in the wanted locale, or in the source language where the translation is missing (the translation check reports it). */
export const inLocale = (value: Localized, locale: Locale): string => value[locale] ?? value.es;

const standardTabs: Record<string, { title: 'tabs.documentation' | 'tabs.api'; icon: string }> = {
  documentation: { title: 'tabs.documentation', icon: 'book-open' },
  api: { title: 'tabs.api', icon: 'code' },
};

export function tabTitle(tab: ManifestTab, locale: Locale, t: Translate): string {
  if (tab.title) return inLocale(tab.title, locale);
  const standard = standardTabs[tab.id];
  return standard ? t(standard.title) : tab.id;
}

/** What a page path shows in the sidebar, and the language of that text when it is not the navigation's. */
export interface LinkLabel {
  title: string;
  lang?: Locale;
}

/**
 * A namespace's sidebar tabs in one locale (spec §3). `label` gives the text a page path shows in
 * the sidebar: its page's `sidebarTitle` or `title` in that locale, so the link and the page it
 * opens cannot disagree (the Spanish title, marked as such, for a page not translated yet).
 */
export function namespaceTabs(manifest: Manifest, locale: Locale, label: (path: string) => LinkLabel, t: Translate): NavTab[] {
  const link = (value: NavEntry): NavLink => {
    const path = typeof value === 'string' ? value : value.page;
    const { title, lang } = label(path);
    return {
      title,
      href: localizePath(path, locale),
      ...(lang && lang !== locale ? { lang } : {}),
      ...(typeof value === 'string' ? {} : { children: value.children.map(link) }),
    };
  };
  return manifest.tabs.map((tab) => {
    const groups = tab.groups.map((group) => ({ title: inLocale(group.title, locale), links: group.pages.map(link) }));
    return {
      title: tabTitle(tab, locale, t),
      identifier: tab.id,
      href: groups[0]?.links[0]?.href ?? localizePath('/', locale),
      icon: tab.icon ?? standardTabs[tab.id]?.icon ?? manifest.icon,
      groups,
    };
  });
}

/** The home menu and section selector (spec §2, §3): namespaces with a home entry, in manifest order. */
export function homeEntries(namespaces: Record<string, Manifest>, locale: Locale): HomeEntry[] {
  return Object.entries(namespaces).flatMap(([namespace, manifest]) =>
    manifest.home
      ? [
          {
            title: inLocale(manifest.home.title, locale),
            description: inLocale(manifest.home.description, locale),
            href: manifest.home.href?.[locale] ?? localizePath(`/${namespace}`, locale),
            icon: manifest.icon,
          },
        ]
      : [],
  );
}
