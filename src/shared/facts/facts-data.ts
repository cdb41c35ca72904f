import { z } from 'zod';
import { locales, type Locale } from '../i18n/locales';

void (locales satisfies readonly ['es', 'en']);

/**
 * Facts that several pages state (a voucher's lifetime, a retry schedule, a search limit), written
 * once in `facts/<namespace>.yaml` and shown by `<Fact id="namespace.name" />` and
 * `<FactTable id="namespace.name" />` (docs/authoring.md, "Facts"). A value or cell is the same in
 * every language, or written per language; either may hold inline Markdown (`code`, links).
 */
const scalar = z.union([z.string().trim().min(1, 'must not be empty'), z.number(), z.boolean()]);
const localizedText = z.strictObject({ es: scalar, en: scalar });
export const factText = z.union([scalar, localizedText]);
export type FactText = z.infer<typeof factText>;

const factName = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'must be a camelCase name, like cashVoucherLifetime');

const table = z
  .strictObject({
    columns: z.array(factText).min(1, 'must name at least one column'),
    rows: z.array(z.array(factText)).min(1, 'must have at least one row'),
  })
  .superRefine((value, context) => {
    value.rows.forEach((row, index) => {
      if (row.length !== value.columns.length) {
        context.addIssue({ code: 'custom', path: ['rows', index], message: `has ${row.length} cell(s) for ${value.columns.length} column(s)` });
      }
    });
  });
export type FactTableData = z.infer<typeof table>;

export const factsFileSchema = z.strictObject({
  values: z.record(factName, factText).optional(),
  tables: z.record(factName, table).optional(),
});
export type FactsFile = z.infer<typeof factsFileSchema>;

/** Every facts file by namespace (its file name). */
export type Facts = Readonly<Record<string, FactsFile>>;

export const factsFile = (namespace: string) => `facts/${namespace}.yaml`;

/** A fact's text in one language. */
export function factTextIn(text: FactText, locale: Locale): string {
  return typeof text === 'object' ? String(text[locale]) : String(text);
}

type Lookup<T> = { found: T } | { problem: string };

function split(id: string): [string, string] | undefined {
  const match = /^([a-z][a-z0-9-]*)\.([a-zA-Z][a-zA-Z0-9]*)$/.exec(id);
  return match ? [match[1]!, match[2]!] : undefined;
}

function lookup<K extends 'values' | 'tables'>(facts: Facts, id: string, kind: K, component: string): Lookup<NonNullable<FactsFile[K]>[string]> {
  const parts = split(id);
  if (!parts) return { problem: `<${component}> id "${id}" is not a fact id. Write id="namespace.name", like id="payments.cashVoucherLifetime".` };
  const [namespace, name] = parts;
  const file = facts[namespace];
  if (!file) return { problem: `<${component} id="${id}"> names ${factsFile(namespace)}, which does not exist. Add the fact there, or use one of: ${Object.keys(facts).join(', ') || '(no facts files yet)'}.` };
  const entries = file[kind] as Record<string, NonNullable<FactsFile[K]>[string]> | undefined;
  const found = entries?.[name];
  if (found === undefined) {
    const known = Object.keys(entries ?? {});
    return { problem: `<${component} id="${id}"> names no ${kind === 'values' ? 'value' : 'table'} "${name}" in ${factsFile(namespace)} (under ${kind}:). ${known.length ? `It has: ${known.join(', ')}.` : `Add it under ${kind}:.`}` };
  }
  return { found };
}

export const lookupValue = (facts: Facts, id: string) => lookup(facts, id, 'values', 'Fact');
export const lookupTable = (facts: Facts, id: string) => lookup(facts, id, 'tables', 'FactTable');
