import { ASIDE_ATTRIBUTE, PANEL_ATTRIBUTE, PART_IDS_ATTRIBUTE, PART_SRC_ATTRIBUTE, PART_WORD_ATTRIBUTES, SWITCH_ATTRIBUTE, type PartWords } from '../../shared/ui/api-markup';
import { columnsClasses } from './columns-classes';
import { staticDropdownHtml } from './dropdown-html';
import { attributesHtml, escapeHtml } from '../../shared/ui/html';
import { statusPillClass } from './http-status';

/**
 * One choice among panels of the API reference, as HTML: a one-of selector (a dropdown of request
 * or response variants) or a response selector (status codes as native radio buttons). Every panel
 * is in the page; switch-panels.ts shows the chosen one. With asides (samples and examples), the
 * panels sit in two columns where the row is wide enough and the asides stay in view (the Row and
 * Col components' markup).
 *
 * With `defer`, only the first panel and aside are in the page: the others are empty, with the
 * address of their HTML and the ids inside them, and switch-panels.ts fetches one when it is chosen
 * (or approached). Hidden, they were half of the largest API page's elements, parsed on every load
 * and never shown to most readers; find in page never reached them either.
 */
export interface DeferredParts {
  /** Keeps a part's HTML as a file and returns its address. */
  keep: (html: string) => string;
  words: PartWords;
}

export interface SwitchHtml {
  /** Names the radio group; unique in the page (the operation's id and what it switches). */
  name: string;
  kind: 'variant' | 'status';
  label: string;
  options: readonly string[];
  /** HTML before the selector, in the main column. */
  lead?: string;
  panels: readonly string[];
  asides?: readonly string[];
  defer?: DeferredParts;
}


function selectorHtml({ name, kind, label, options }: SwitchHtml): string {
  if (options.length < 2) return '';
  if (kind === 'variant') {
    return staticDropdownHtml({ label, value: '0', options: options.map((option, index) => ({ value: String(index), label: option })), className: 'my-4 max-w-sm' });
  }
  // Native radio buttons: arrow keys, focus and checked state come from the browser, with no script.
  const radios = options.map(
    (option, index) => `<label class="${statusPillClass(option)}"><input${attributesHtml({ type: 'radio', name, value: index, checked: index === 0, class: 'sr-only' })}>${escapeHtml(option)}</label>`,
  );
  return `<div role="radiogroup"${attributesHtml({ 'aria-label': label })} class="my-4 flex flex-wrap gap-2">${radios.join('')}</div>`;
}

/**
 * The ids a part holds, its own and those of the parts deferred inside it, for links into it. Code
 * blocks are left out first: their text keeps its quotes, so an HTML sample's ` id="…"` would count.
 */
const idsIn = (html: string) => [...html.replace(/<pre\b[\s\S]*?<\/pre>/g, '').matchAll(/\s(?:id|data-ids)="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));

function partHtml(attribute: string, index: number, content: string, defer: DeferredParts | undefined): string {
  if (index === 0) return `<div ${attribute}="${index}">${content}</div>`;
  if (!defer || content === '') return `<div ${attribute}="${index}" hidden>${content}</div>`;
  const ids = idsIn(content);
  return `<div${attributesHtml({ [attribute]: index, hidden: true, [PART_SRC_ATTRIBUTE]: defer.keep(content), [PART_IDS_ATTRIBUTE]: ids.length > 0 ? ids.join(' ') : undefined })}></div>`;
}

export function switchHtml(view: SwitchHtml): string {
  const { defer } = view;
  const parts = (attribute: string, contents: readonly string[]) => contents.map((content, index) => partHtml(attribute, index, content, defer)).join('');
  const main = `${view.lead ?? ''}${selectorHtml(view)}${parts(PANEL_ATTRIBUTE, view.panels)}`;
  const deferred = defer && [...view.panels.slice(1), ...(view.asides ?? []).slice(1)].some((content) => content !== '');
  const words = deferred ? Object.fromEntries(Object.entries(PART_WORD_ATTRIBUTES).map(([key, name]) => [name, defer.words[key as keyof PartWords]])) : {};
  const root = (className: string) => `<div ${SWITCH_ATTRIBUTE}${attributesHtml({ ...words, class: className })}>`;
  if (!view.asides) return `${root('min-w-0')}${main}</div>`;
  const { row, grid, col, sticky } = columnsClasses;
  return `${root(row)}<div class="${grid}"><div class="${col}">${main}</div><div class="${col} ${sticky}">${parts(ASIDE_ATTRIBUTE, view.asides)}</div></div></div>`;
}
