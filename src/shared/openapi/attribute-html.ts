import { escapeHtml, inlineCodeHtml, markdownHtml } from '../content/markdown-html';
import type { Translate } from '../i18n/translate';
import { badgeClass, disclosurePanelClass, disclosureToggleClass } from '../ui/badge-classes';
import { ATTRIBUTE_TOGGLE_CLASS, FRAGMENT_SRC_ATTRIBUTE } from '../../shared/ui/attribute-toggle-markup';
import type { AttributeModel } from './attributes';

/**
 * Attribute rows as HTML (part of an operation's HTML, operation-html.ts, which the page puts in as one
 * string): React's payload then carries each list as text, not as thousands of elements to decode
 * and hydrate (docs/benchmarks.md, "API page weight"). Every "Show attributes" toggle is a native
 * <details>, open or closed with no script. Below a top-level row, the rows behind its toggle are
 * a fragment the build writes (attribute-fragments.ts), fetched when the toggle is first opened or
 * approached (src/browser/runtime/attribute-toggles.ts); inside a fragment, deeper rows are written inline.
 */

/** The words a list of rows needs, in the page's language. */
export interface AttributeHtmlLabels {
  required: string;
  conditional: string;
  deprecated: string;
  anyKey: string;
  oneOf: string;
  anyOf: string;
  truncated: string;
  yes: string;
  no: string;
  circular: (name: string) => string;
  show: (name: string) => string;
  hide: (name: string) => string;
  exclusive: (value: number) => string;
  fact: Record<'enum' | 'default' | 'example' | 'pattern' | 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems' | 'nullable', string>;
}

export function attributeHtmlLabels(t: Translate): AttributeHtmlLabels {
  const facts = ['enum', 'default', 'example', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'nullable'] as const;
  return {
    required: t('badge.required'),
    conditional: t('badge.conditional'),
    deprecated: t('api.deprecated'),
    anyKey: t('api.anyKey'),
    oneOf: t('api.oneOf'),
    anyOf: t('api.anyOf'),
    truncated: t('api.truncated'),
    yes: t('api.yes'),
    no: t('api.no'),
    circular: (name) => t('api.circular', { name }),
    show: (name) => t('api.showAttributes', { name }),
    hide: (name) => t('api.hideAttributes', { name }),
    exclusive: (value) => t('api.fact.exclusive', { value }),
    fact: Object.fromEntries(facts.map((fact) => [fact, t(`api.fact.${fact}`)])) as AttributeHtmlLabels['fact'],
  };
}

/**
 * The chevron of a toggle (lucide's chevron-right), turned while its <details> is open (api.css).
 * Written out: this module is also loaded where JSON modules are not.
 */
const chevron =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-3.5 shrink-0 transition-transform" aria-hidden="true"><path d="m9 18 6-6-6-6"/></svg>';

const fact = (label: string, value: string) => `<span>${escapeHtml(label)}: <b>${value}</b></span>`;
const code = (value: string) => inlineCodeHtml(value);

function facts(row: AttributeModel, labels: AttributeHtmlLabels): string {
  const bound = (value: number, exclusive: boolean | undefined) => escapeHtml(exclusive ? labels.exclusive(value) : String(value));
  const out: string[] = [];
  if (row.enum) out.push(fact(labels.fact.enum, row.enum.map((value, index) => `<span>${index > 0 ? ' ' : ''}${code(value)}</span>`).join('')));
  if (row.default !== undefined) out.push(fact(labels.fact.default, code(row.default)));
  if (row.example !== undefined) out.push(fact(labels.fact.example, code(row.example)));
  if (row.pattern !== undefined) out.push(fact(labels.fact.pattern, code(row.pattern)));
  if (row.minLength !== undefined) out.push(fact(labels.fact.minLength, String(row.minLength)));
  if (row.maxLength !== undefined) out.push(fact(labels.fact.maxLength, String(row.maxLength)));
  if (row.minimum !== undefined) out.push(fact(labels.fact.minimum, bound(row.minimum, row.exclusiveMinimum)));
  if (row.maximum !== undefined) out.push(fact(labels.fact.maximum, bound(row.maximum, row.exclusiveMaximum)));
  if (row.minItems !== undefined) out.push(fact(labels.fact.minItems, String(row.minItems)));
  if (row.maxItems !== undefined) out.push(fact(labels.fact.maxItems, String(row.maxItems)));
  out.push(fact(labels.fact.nullable, escapeHtml(row.nullable ? labels.yes : labels.no)));
  return `<p class="api-facts">${out.join('')}</p>`;
}

/**
 * A toggle over nested rows: written inline, or (`fragment`) an empty panel that the page fills
 * from the fragment's address. Its label says what a press does: show, or once open, hide.
 */
function details(name: string, rows: readonly AttributeModel[], fragment: AttributeModel['fragment'], labels: AttributeHtmlLabels): string {
  const summary = `<summary class="${disclosureToggleClass}">${chevron}<span class="api-show">${escapeHtml(labels.show(name))}</span><span class="api-hide">${escapeHtml(labels.hide(name))}</span></summary>`;
  const source = fragment ? ` ${FRAGMENT_SRC_ATTRIBUTE}="${escapeHtml(fragment.href)}"` : '';
  return `<details class="${ATTRIBUTE_TOGGLE_CLASS} mt-2"${source}>${summary}<div class="${disclosurePanelClass}">${fragment ? '' : attributeListHtml(rows, labels)}</div></details>`;
}

function variants(row: AttributeModel, labels: AttributeHtmlLabels): string {
  if (row.variants.length === 0) return '';
  const items = row.variants.map(
    (variant) =>
      `<li class="my-0! pl-0!"><span class="font-medium text-zinc-800 dark:text-zinc-200">${escapeHtml(variant.title)}</span> <span class="font-mono text-zinc-500 dark:text-zinc-400">${escapeHtml(variant.typeLabel)}</span>${variant.children.length > 0 ? details(variant.title, variant.children, variant.fragment, labels) : ''}</li>`,
  );
  return `<div class="mt-2 text-xs"><p class="my-0! text-zinc-500 dark:text-zinc-400">${escapeHtml(row.combinator === 'anyOf' ? labels.anyOf : labels.oneOf)}:</p><ul class="my-1! list-none! space-y-1 pl-0!">${items.join('')}</ul></div>`;
}

function rowHtml(row: AttributeModel, labels: AttributeHtmlLabels): string {
  const name = row.additional ? `<em class="api-attr-name">${escapeHtml(labels.anyKey)}</em>` : inlineCodeHtml(row.name, 'api-attr-name');
  const badges = `${row.required ? `<span class="${badgeClass.required}">${escapeHtml(labels.required)}</span>` : ''}${row.conditional ? `<span class="${badgeClass.conditional}">${escapeHtml(labels.conditional)}</span>` : ''}${row.deprecated ? `<span class="${badgeClass.deprecated}">${escapeHtml(labels.deprecated)}</span>` : ''}`;
  return [
    `<li${row.id === undefined ? '' : ` id="${escapeHtml(row.id)}"`} class="api-attr">`,
    `<div class="api-attr-head">${name}<span class="api-attr-type">${escapeHtml(row.typeLabel)}</span>${badges}</div>`,
    row.description ? `<div class="api-attr-desc">${markdownHtml(row.description)}</div>` : '',
    facts(row, labels),
    variants(row, labels),
    row.circular ? `<p class="api-note"><a href="${escapeHtml(row.circular.href)}">${escapeHtml(labels.circular(row.circular.name))}</a></p>` : '',
    row.truncated ? `<p class="api-note">${escapeHtml(labels.truncated)}</p>` : '',
    row.children.length > 0 ? details(row.name, row.children, row.fragment, labels) : '',
    '</li>',
  ].join('');
}

/** The rows of a list, nested ones behind native toggles (inline, or fetched where a row has a fragment). */
export function attributeRowsHtml(rows: readonly AttributeModel[], labels: AttributeHtmlLabels): string {
  return rows.map((row) => rowHtml(row, labels)).join('');
}

/** A list of attribute rows. */
export function attributeListHtml(rows: readonly AttributeModel[], labels: AttributeHtmlLabels): string {
  return rows.length === 0 ? '' : `<ul class="api-attrs">${attributeRowsHtml(rows, labels)}</ul>`;
}
