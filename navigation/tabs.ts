import type { Locale } from '@/lib/i18n/locales';
import type { NavGroup, NavTab } from '@/lib/navigation/types';

const documentationTitle: Record<Locale, string> = { es: 'Documentación', en: 'Documentation' };
const apiTitle: Record<Locale, string> = { es: 'API', en: 'API' };

/** The Documentation tab every namespace has; its href is its first link. */
export function documentationTab(locale: Locale, groups: NavGroup[]): NavTab {
  return {
    title: documentationTitle[locale],
    identifier: 'documentation',
    href: groups[0]?.links[0]?.href ?? '/',
    icon: 'book',
    groups,
  };
}

/** The API tab: reference pages generated from the namespace's OpenAPI definition, plus policy and changelog. */
export function apiTab(locale: Locale, groups: NavGroup[]): NavTab {
  return {
    title: apiTitle[locale],
    identifier: 'api',
    href: groups[0]?.links[0]?.href ?? '/',
    icon: 'code',
    groups,
  };
}
