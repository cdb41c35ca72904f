import type { ReactNode } from 'react';

/** One set of tabs and their panels (TabSet). */
export interface TabSetProps {
  labels: readonly string[];
  /** Ids for the tab buttons (for example from slugs); generated when absent. */
  tabIds?: ReadonlyArray<string | undefined>;
  /** Each tab's slug, when every tab has one: the URL's hash then picks the tab, and choosing one writes it. */
  slugs?: ReadonlyArray<string | undefined>;
  /** The tab shown first. */
  selected: number;
  panels: readonly ReactNode[];
  listLabel?: string;
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelsClassName?: string;
  panelClassName?: string;
  /** -1 keeps panels out of the tab order (code panels scroll with their own focusable <pre>). */
  panelTabIndex?: number;
  /**
   * A group of code blocks in several languages: marks the root and panels for the copy button,
   * which copies the visible panel, and for the reader's language, which every group follows.
   */
  codeGroup?: boolean;
  /** Wraps the tab list, for layouts that put it in a header beside other controls. */
  header?: (tabList: ReactNode) => ReactNode;
}
