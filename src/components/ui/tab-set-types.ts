import type { ReactNode } from 'react';

/** One set of tabs and their panels, as both the static and the Headless UI rendering draw it. */
export interface TabSetProps {
  labels: readonly string[];
  /** Ids for the tab buttons (for example from slugs); generated when absent. */
  tabIds?: ReadonlyArray<string | undefined>;
  selected: number;
  onSelect: (index: number) => void;
  panels: readonly ReactNode[];
  listLabel?: string;
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelsClassName?: string;
  panelClassName?: string;
  /** -1 keeps panels out of the tab order (code panels scroll with their own focusable <pre>). */
  panelTabIndex?: number;
  /** Marks the root and panels for the copy button, which copies the visible panel. */
  codeGroup?: boolean;
  /** Wraps the tab list, for layouts that put it in a header beside other controls. */
  header?: (tabList: ReactNode) => ReactNode;
}

/** Keys the WAI-ARIA tabs pattern moves with (horizontal list). */
export const TAB_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
