/**
 * The names the API reference's HTML carries (written on the server: operation-html.ts,
 * code-html.ts, switch-html.ts, dropdown-html.ts) and its browser code reads (static-dropdowns.ts,
 * switch-panels.ts, code-panels.ts, copy-code.ts, lazy-code.ts). Kept apart
 * from the writers, which import the server's Markdown and icon libraries: this is all the
 * browser's code needs of them.
 */

/** On an operation's section: the address of its HTML (`/code/<hash>.txt`), which a client-side navigation fetches. */
export const OPERATION_SRC_ATTRIBUTE = 'data-operation-src';

/** A switch among panels, its panels and the asides beside them, each numbered. */
export const SWITCH_ATTRIBUTE = 'data-switch';
export const PANEL_ATTRIBUTE = 'data-panel';
export const ASIDE_ATTRIBUTE = 'data-aside';

/**
 * On a panel or aside not shown when the page opens: the address of its HTML (`/code/<hash>.txt`),
 * fetched when it is chosen or approached, and the ids inside it, which a link may point at.
 */
export const PART_SRC_ATTRIBUTE = 'data-part-src';
export const PART_IDS_ATTRIBUTE = 'data-ids';
/** On a switch with such parts: what a part says while it loads, after a failure, and on its button. */
export const PART_WORD_ATTRIBUTES = { loading: 'data-loading', failed: 'data-failed', retry: 'data-retry' } as const;
export type PartWords = Record<keyof typeof PART_WORD_ATTRIBUTES, string>;

/** Where a static dropdown keeps its description (JSON), on a `display: contents` wrapper the listbox is mounted in. */
export const DROPDOWN_ATTRIBUTE = 'data-dropdown';

/** A copy button, and a code block whose code is fetched when shown (the fragment's address). */
export const COPY_ATTRIBUTE = 'data-copy-code';
/** A button that copies the page's Markdown twin, fetched from this address (DocsPage). */
export const COPY_PAGE_ATTRIBUTE = 'data-copy-page';
export const LAZY_CODE_ATTRIBUTE = 'data-code-src';

/** The name a closed dropdown's button reads out: its purpose and its current choice (as the Dropdown component writes it). */
export const dropdownButtonLabel = (label: string, selected: string | undefined) => `${label}: ${selected ?? ''}`;

/** What a static dropdown holds for the listbox that replaces it (static-dropdowns.ts). */
export interface StaticDropdown {
  label: string;
  /** `icon`: the option's icon as SVG markup (iconSvgHtml), shown before its label. */
  options: ReadonlyArray<{ value: string; label: string; icon?: string }>;
  value: string;
  /** What the closed dropdown says while nothing is chosen. */
  placeholder?: string;
  /** The options' values are pages of the site: choosing one goes there. */
  navigate?: boolean;
  className?: string;
  buttonClassName?: string;
}

/** The static face inside a dropdown's wrapper, which the mounted listbox replaces. */
export const STATIC_FACE_ATTRIBUTE = 'data-static-face';

/** A mounted listbox, whose choice can still be set from outside (a link into another variant). */
export interface MountedDropdown {
  setValue: (value: string) => void;
}

