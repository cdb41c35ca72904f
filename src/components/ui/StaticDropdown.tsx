import type { StaticDropdown as StaticDropdownModel } from '@/shared/ui/api-markup';
import { staticDropdownFaceHtml, staticDropdownWrapper } from '@/node/html/dropdown-html';

/**
 * A dropdown as a page first shows it, the same markup as the API reference's (dropdown-html.ts):
 * its listbox (Headless UI) is mounted in its place the first time a reader opens it, by the site's
 * code (static-dropdowns.ts, src/browser/islands/listbox.tsx).
 */
export function StaticDropdown({ dropdown }: { dropdown: StaticDropdownModel }) {
  const { class: className, ...attributes } = staticDropdownWrapper(dropdown);
  return <div className={className} {...attributes} dangerouslySetInnerHTML={{ __html: staticDropdownFaceHtml(dropdown) }} />;
}
