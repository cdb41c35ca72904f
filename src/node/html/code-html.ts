import { codeFragmentPath } from '../content/code-fragments';
import type { HighlightedCode } from '../content/highlight-code';
import { LAZY_CODE_ATTRIBUTE } from '../../shared/ui/api-markup';
import { codeGroupClass, codeGroupTitleClass, codeHeaderClass, preClass } from './code-classes';
import { copyButtonAttributes } from './copy-button';
import { codeExampleLabelClass, codeExamplesClass, codeExamplesTitleClass, codeLoadingClass } from '../../shared/ui/api-code-classes';
import { staticDropdownHtml } from './dropdown-html';
import { attributesHtml, escapeHtml, iconSvgHtml } from '../../shared/ui/html';

/**
 * The API reference's code blocks as HTML: the same markup as the React code blocks of guides
 * (CodeGroup, CodeHeader, CopyButton), made interactive in the browser by
 * listeners on the document (copy-code.ts, lazy-code.ts, static-dropdowns.ts) instead of hydration.
 */

/** The words of a block's buttons and states, in the page's language. */
export interface CodeLabels {
  copy: string;
  copied: string;
  copyFailed: string;
  /** The copy button's tooltip. */
  copyAction: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

/** One block: its highlighted code, and whether it is in the page (`shown`) or fetched when shown. */
export interface CodeBlockHtml {
  code: HighlightedCode;
  language: string;
  shown: boolean;
}


/** A highlighted <pre>: its code in the page, or (not shown first) the address of the fragment the build writes for it. */
export function preHtml({ code, language, shown }: CodeBlockHtml, labels: CodeLabels): string {
  const common = { class: `${code.className} ${preClass}`, style: code.style || undefined, 'data-language': language };
  if (shown) return `<pre${attributesHtml({ ...common, tabindex: 0 })}>${code.html}</pre>`;
  const lazy = { [LAZY_CODE_ATTRIBUTE]: codeFragmentPath(code.html), 'aria-busy': 'true', tabindex: -1, 'data-failed': labels.loadFailed, 'data-retry': labels.retry };
  return `<pre${attributesHtml({ ...common, ...lazy })}><span role="status" class="${codeLoadingClass}">${escapeHtml(labels.loading)}</span></pre>`;
}

export function copyButtonHtml(labels: CodeLabels): string {
  return `<button${attributesHtml(copyButtonAttributes({ copied: labels.copied, failed: labels.copyFailed, action: labels.copyAction }))}>${iconSvgHtml('copy', 'size-3.5')}<span aria-live="polite">${escapeHtml(labels.copy)}</span></button>`;
}

/** A block's header bar: what the caller puts on the left, the copy button on the right. */
export const codeHeaderHtml = (left: string, labels: CodeLabels) => `<div class="${codeHeaderClass}">${left}<span class="ml-auto"></span>${copyButtonHtml(labels)}</div>`;

/** The blocks of a group, the first shown. */
const panelsHtml = (blocks: readonly string[]) => blocks.map((pre, index) => `<div data-code-panel${index === 0 ? '' : ' hidden'}>${pre}</div>`).join('');

/**
 * A group of the same request in several languages. The API reference's groups have a sample
 * in each generated language (six) or each signature language (three), so they are always the
 * dropdown that spec §2 asks of three or more; the reader's language choice is shared with every
 * other group (code-language.ts), which `data-language-group` asks for.
 */
export function codeGroupHtml(group: { title: string; languageLabel: string; blocks: ReadonlyArray<{ label: string; pre: string }> }, labels: CodeLabels): string {
  const dropdown = staticDropdownHtml({
    label: group.languageLabel,
    value: '0',
    options: group.blocks.map((block, index) => ({ value: String(index), label: block.label })),
    className: 'w-40',
    buttonClassName: 'py-1! text-xs',
  });
  const left = `<span class="${codeGroupTitleClass}">${escapeHtml(group.title)}</span>${dropdown}`;
  return `<div data-code-block data-language-group class="${codeGroupClass}">${codeHeaderHtml(left, labels)}${panelsHtml(group.blocks.map((block) => block.pre))}</div>`;
}

/** Named examples in one block; a dropdown picks one (not a code language: neither remembered nor shared). */
export function exampleGroupHtml(group: { title: string; choiceLabel: string; examples: ReadonlyArray<{ label: string; pre: string }> }, labels: CodeLabels): string {
  const [first] = group.examples;
  const choice =
    group.examples.length > 1
      ? staticDropdownHtml({
          label: group.choiceLabel,
          value: '0',
          options: group.examples.map((example, index) => ({ value: String(index), label: example.label })),
          className: 'min-w-0 flex-1',
          buttonClassName: 'py-1! text-xs',
        })
      : first?.label
        ? `<span class="${codeExampleLabelClass}">${escapeHtml(first.label)}</span>`
        : '';
  const left = `<span class="${codeExamplesTitleClass}">${escapeHtml(group.title)}</span>${choice}`;
  return `<div data-code-block class="${codeExamplesClass}">${codeHeaderHtml(left, labels)}${panelsHtml(group.examples.map((example) => example.pre))}</div>`;
}
