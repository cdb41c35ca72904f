import { DROPDOWN_ATTRIBUTE, dropdownButtonLabel, STATIC_FACE_ATTRIBUTE, type StaticDropdown } from '../../shared/ui/api-markup';
import { dropdownButtonClass } from '../../shared/ui/dropdown';
import { attributesHtml, escapeHtml } from '../../shared/ui/html';

/** lucide's "chevrons-up-down", as the listbox's ButtonFace draws it. */
const chevronSvg =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="ml-auto size-4 shrink-0 text-zinc-500" aria-hidden="true"><path d="m7 15 5 5 5-5"></path><path d="m7 9 5-5 5 5"></path></svg>';

/** What is inside a static dropdown's wrapper: a button that looks like the listbox's own. */
export function staticDropdownFaceHtml(dropdown: StaticDropdown): string {
  const selected = dropdown.options.find((option) => option.value === dropdown.value);
  const text = selected?.label ?? dropdown.placeholder;
  const button = `<button type="button" aria-haspopup="listbox" aria-expanded="false"${attributesHtml({ 'aria-label': dropdownButtonLabel(dropdown.label, text), class: `${dropdownButtonClass} ${dropdown.buttonClassName ?? ''}` })}>${selected?.icon ?? ''}<span class="truncate">${escapeHtml(text ?? '')}</span>${chevronSvg}</button>`;
  return `<div ${STATIC_FACE_ATTRIBUTE} class="relative ${escapeHtml(dropdown.className ?? '')}">${button}</div>`;
}

/** The wrapper's attributes: `display: contents`, and the dropdown's description, read when it is first used. */
export const staticDropdownWrapper = (dropdown: StaticDropdown) => ({ class: 'contents', [DROPDOWN_ATTRIBUTE]: JSON.stringify(dropdown) });

/**
 * A closed dropdown as its listbox first renders it: a button that looks like the listbox's own.
 * Its listbox (Headless UI, in React) is mounted in its place on first use (static-dropdowns.ts).
 */
export function staticDropdownHtml(dropdown: StaticDropdown): string {
  return `<div${attributesHtml(staticDropdownWrapper(dropdown))}>${staticDropdownFaceHtml(dropdown)}</div>`;
}
