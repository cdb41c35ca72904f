/**
 * Search's dialog, input included, arrives with its own chunk when a reader first opens search:
 * some hundred milliseconds on a fast link, seconds on a slow one, after Ctrl/Cmd+K or the tap.
 * Until then what the reader types goes to a stand-in input that the page's inline script
 * (early-input.ts) adds and focuses at once, inside the key press or the tap: a phone opens its
 * keyboard only for a focus made during the tap itself. The dialog takes the stand-in's text,
 * focuses its own input (the keyboard stays open from one input to the next) and removes it.
 */
export const EARLY_SEARCH_ID = 'early-search';

/** Marks the dialog's own input: while it is on the page, Ctrl/Cmd+K adds no stand-in. */
export const SEARCH_INPUT_ATTRIBUTE = 'data-search-input';

/**
 * Moves the reader from the stand-in to search's own input: returns what was typed so far. The
 * input takes focus before the stand-in leaves, so a phone's keyboard stays open from one to the
 * other (it would close while no text field has focus).
 */
export function handOverEarlySearch(document: Pick<Document, 'getElementById'>, input: Pick<HTMLElement, 'focus'>): string {
  const standIn = document.getElementById(EARLY_SEARCH_ID);
  const text = standIn && 'value' in standIn && typeof standIn.value === 'string' ? standIn.value : '';
  input.focus();
  standIn?.remove();
  return text;
}
