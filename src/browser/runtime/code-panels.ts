import { preferredCodeLanguage } from './code-language';
import { DROPDOWN_ATTRIBUTE } from '../../shared/ui/api-markup';
import { setDropdownValue, staticDropdownOf } from './static-dropdowns';
import { selectTab } from './tab-sets';

/**
 * The blocks of code groups and example groups (code-html.ts, the guides' CodeGroup): all in the
 * page, the chosen one shown. A code group of languages follows the language the reader picked in
 * any group of any page (code-language.ts).
 */
const BLOCK = '[data-code-block]';

/** Shows block `index` of a group. */
export function showCodePanel(block: Element, index: number): void {
  const panels = [...block.querySelectorAll<HTMLElement>('[data-code-panel]')].filter((panel) => panel.closest(BLOCK) === block);
  panels.forEach((panel, position) => (panel.hidden = position !== index));
}

/** The dropdown in a group's header. */
const dropdownOf = (block: Element) => [...block.querySelectorAll<HTMLElement>(`[${DROPDOWN_ATTRIBUTE}]`)].find((wrapper) => wrapper.closest(BLOCK) === block) ?? null;

/** Every language group under `root` shows the reader's language, where it has it. */
export function showPreferredLanguage(root: ParentNode): void {
  const language = preferredCodeLanguage();
  if (language === null) return;
  for (const block of root.querySelectorAll(`${BLOCK}[data-language-group]`)) {
    // A group of two languages is tabs (TabSet): the tab of that name.
    const tabs = [...block.querySelectorAll('[role="tab"]')].filter((tab) => tab.closest(BLOCK) === block);
    if (tabs.length > 0) {
      const index = tabs.findIndex((tab) => tab.textContent === language);
      if (index >= 0) selectTab(block, index);
      continue;
    }
    const wrapper = dropdownOf(block);
    const option = wrapper && staticDropdownOf(wrapper)?.options.find((candidate) => candidate.label === language);
    if (!wrapper || !option) continue;
    setDropdownValue(wrapper, option.value);
    showCodePanel(block, Number(option.value));
  }
}
