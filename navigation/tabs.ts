import type { Locale } from '@/lib/i18n/locales';
import type { NavGroup, NavTab } from '@/lib/navigation/types';

const documentationTitle: Record<Locale, string> = { es: 'Documentación', en: 'Documentation' };

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
