/** An icon by its lucide name (`credit-card`); components map names to drawings. */
export type IconName = string;

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

/** Home menu entry and section selector option (spec §3). */
export interface HomeEntry {
  title: string;
  description: string;
  href: string;
  icon: IconName;
}
