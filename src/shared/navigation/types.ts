import type { Locale } from '../i18n/locales';

/** An icon by its lucide name (`credit-card`); components map names to drawings. */
export type IconName = string;

export interface NavLink {
  title: string;
  href: string;
  /** The title's language where it is not the navigation's: a page shown untranslated keeps its Spanish title. */
  lang?: Locale;
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

/** Home menu entry and section selector option (spec §3). */
export interface HomeEntry {
  title: string;
  description: string;
  href: string;
  icon: IconName;
}
