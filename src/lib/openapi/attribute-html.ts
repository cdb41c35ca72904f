import { escapeHtml, markdownHtml } from '../content/markdown-html';
import type { Translate } from '../i18n/translate';
import { badgeClass, disclosurePanelClass, disclosureToggleClass } from '../ui/badge-classes';
import type { AttributeModel } from './attributes';

/**
 * Nested attribute rows as static HTML, element for element what AttributeList renders
 * (src/components/api/AttributeList.tsx). A page holds its top-level rows; the rows behind each
 * "Show attributes" toggle are a fragment the build writes and the toggle fetches when first opened,
 * so a reference page does not carry (twice: HTML and hydration data) hundreds of rows nobody opened.
 * Deeper toggles inside a fragment are native <details>: they work with no script.
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
    exclusive: (value) => t('api.fact.exclusive', { value }),
    fact: Object.fromEntries(facts.map((fact) => [fact, t(`api.fact.${fact}`)])) as AttributeHtmlLabels['fact'],
  };
}

/**
 * The chevron of a toggle (lucide's chevron-right, as lucide-react draws it on the page), turned
 * while its <details> is open. Written out: this module is also loaded where JSON modules are not.
 */
const chevron = () =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true"><path d="m9 18 6-6-6-6"/></svg>';

const fact = (label: string, value: string) => `<span>${escapeHtml(label)}: <b>${value}</b></span>`;
const code = (value: string) => `<code>${escapeHtml(value)}</code>`;

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

function details(name: string, rows: readonly AttributeModel[], labels: AttributeHtmlLabels): string {
  return `<details class="group mt-2"><summary class="${disclosureToggleClass} w-fit cursor-pointer list-none">${chevron()}${escapeHtml(labels.show(name))}</summary><div class="${disclosurePanelClass}">${attributeListHtml(rows, labels)}</div></details>`;
}

function variants(row: AttributeModel, labels: AttributeHtmlLabels): string {
  if (row.variants.length === 0) return '';
  const items = row.variants.map(
    (variant) =>
      `<li class="my-0! pl-0!"><span class="font-medium text-zinc-800 dark:text-zinc-200">${escapeHtml(variant.title)}</span> <span class="font-mono text-zinc-500 dark:text-zinc-400">${escapeHtml(variant.typeLabel)}</span>${variant.children.length > 0 ? details(variant.title, variant.children, labels) : ''}</li>`,
  );
  return `<div class="mt-2 text-xs"><p class="my-0! text-zinc-500 dark:text-zinc-400">${escapeHtml(row.combinator === 'anyOf' ? labels.anyOf : labels.oneOf)}:</p><ul class="my-1! list-none! space-y-1 pl-0!">${items.join('')}</ul></div>`;
}

function rowHtml(row: AttributeModel, labels: AttributeHtmlLabels): string {
  const name = row.additional ? `<em class="api-attr-name">${escapeHtml(labels.anyKey)}</em>` : `<code class="api-attr-name">${escapeHtml(row.name)}</code>`;
  const badges = `${row.required ? `<span class="${badgeClass.required}">${escapeHtml(labels.required)}</span>` : ''}${row.conditional ? `<span class="${badgeClass.conditional}">${escapeHtml(labels.conditional)}</span>` : ''}${row.deprecated ? `<span class="${badgeClass.deprecated}">${escapeHtml(labels.deprecated)}</span>` : ''}`;
  return [
    `<li${row.id === undefined ? '' : ` id="${escapeHtml(row.id)}"`} class="api-attr">`,
    `<div class="api-attr-head">${name}<span class="api-attr-type">${escapeHtml(row.typeLabel)}</span>${badges}</div>`,
    row.description ? `<div class="api-attr-desc">${markdownHtml(row.description)}</div>` : '',
    facts(row, labels),
    variants(row, labels),
    row.circular ? `<p class="api-note"><a href="${escapeHtml(row.circular.href)}">${escapeHtml(labels.circular(row.circular.name))}</a></p>` : '',
    row.truncated ? `<p class="api-note">${escapeHtml(labels.truncated)}</p>` : '',
    row.children.length > 0 ? details(row.name, row.children, labels) : '',
    '</li>',
  ].join('');
}

/** A list of attribute rows, nested ones behind native toggles. */
export function attributeListHtml(rows: readonly AttributeModel[], labels: AttributeHtmlLabels): string {
  return rows.length === 0 ? '' : `<ul class="api-attrs">${rows.map((row) => rowHtml(row, labels)).join('')}</ul>`;
}
