import type { Locale } from '../i18n/locales';

/** Icon names are plain data; components map them to drawings. */
export const iconNames = [
  'book', 'code', 'credit-card', 'layout', 'server', 'shield-check', 'shield', 'key', 'link',
  'store', 'badge-check', 'scan-search', 'file-text', 'receipt', 'repeat', 'smartphone',
  'life-buoy', 'settings',
] as const;
export type IconName = (typeof iconNames)[number];

export interface NavLink {
  title: string;
  href: string;
  children?: NavLink[];
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** Sidebar tab (spec §3): Documentation, API… */
export interface NavTab {
  title: string;
  identifier: string;
  href: string;
  icon: IconName;
  groups: NavGroup[];
}

/** A namespace's navigation in one locale. An empty list means "not translated yet". */
export type NamespaceNavigation = NavTab[];

export interface NamespaceDefinition {
  /** Navigation per locale; a missing locale is a build error (spec §8). */
  navigation: Partial<Record<Locale, NamespaceNavigation>>;
}

/** Home menu entry and section selector option (spec §3). */
export interface HomeEntry {
  title: string;
  description: string;
  href: string;
  icon: IconName;
}
