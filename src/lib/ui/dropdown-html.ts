import { DROPDOWN_ATTRIBUTE, dropdownButtonLabel, STATIC_FACE_ATTRIBUTE, type StaticDropdown } from './api-markup';
import { dropdownButtonClass } from './dropdown';
import { attributesHtml, escapeHtml } from './html';

/** lucide's "chevrons-up-down", as the Dropdown component's ButtonFace draws it. */
const chevronSvg =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="ml-auto size-4 shrink-0 text-zinc-500" aria-hidden="true"><path d="m7 15 5 5 5-5"></path><path d="m7 9 5-5 5 5"></path></svg>';

/**
 * A closed dropdown as the Dropdown component first renders it: a button that looks like the
 * listbox's own. Its listbox (Headless UI, in React) is mounted in its place on first use.
 */
export function staticDropdownHtml(dropdown: StaticDropdown): string {
  const selected = dropdown.options.find((option) => option.value === dropdown.value)?.label;
  const button = `<button type="button" aria-haspopup="listbox" aria-expanded="false"${attributesHtml({ 'aria-label': dropdownButtonLabel(dropdown.label, selected), class: `${dropdownButtonClass} ${dropdown.buttonClassName ?? ''}` })}><span class="truncate">${escapeHtml(selected ?? '')}</span>${chevronSvg}</button>`;
  return `<div class="contents"${attributesHtml({ [DROPDOWN_ATTRIBUTE]: JSON.stringify(dropdown) })}><div ${STATIC_FACE_ATTRIBUTE} class="relative ${escapeHtml(dropdown.className ?? '')}">${button}</div></div>`;
}
