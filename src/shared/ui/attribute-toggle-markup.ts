/** The markup of the API reference's attribute toggles, written at build time (attribute-html.ts) and run in the browser (attribute-toggles.ts). */

/** The class of a toggle (api.css turns its chevron and swaps its label). */
export const ATTRIBUTE_TOGGLE_CLASS = 'api-toggle';
/** Where a toggle's fragment is (`/code/<hash>.txt`); the attribute is the code blocks' too. */
export const FRAGMENT_SRC_ATTRIBUTE = 'data-code-src';
/** On the list that holds toggles: what its panels say while loading or after a failure. */
export const TOGGLE_LABEL_ATTRIBUTES = { loading: 'data-loading', failed: 'data-failed', retry: 'data-retry' } as const;

export type ToggleLabels = Record<keyof typeof TOGGLE_LABEL_ATTRIBUTES, string>;

/** The attributes that give a list's toggles their words. */
export function toggleLabelAttributes(labels: ToggleLabels): Record<string, string> {
  return Object.fromEntries(Object.entries(TOGGLE_LABEL_ATTRIBUTES).map(([key, attribute]) => [attribute, labels[key as keyof ToggleLabels]]));
}
