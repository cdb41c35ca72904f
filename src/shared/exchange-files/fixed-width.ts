/**
 * Fixed-width records as Asobancaria 2001 writes them (page `/gateway/exchange-files`): NUM fields
 * zero-padded on the left, ALF fields space-padded on the right, ASCII only. A layout lists a
 * record's fields in order with their length; positions follow from the lengths, so the page's
 * position tables can be checked against one list.
 */
export type FieldKind = 'NUM' | 'ALF';
export interface Field<Name extends string = string> { readonly name: Name; readonly length: number; readonly kind: FieldKind }
export type Layout = readonly Field[];
/** A field placed in its record: `start` and `end` count from 1, as the page's tables do. */
export interface PlacedField extends Field { readonly start: number; readonly end: number }
export type RecordValues = Readonly<Record<string, string | number | undefined>>;

export const num = <Name extends string>(name: Name, length: number): Field<Name> => ({ name, length, kind: 'NUM' });
export const alf = <Name extends string>(name: Name, length: number): Field<Name> => ({ name, length, kind: 'ALF' });

export function placeFields(layout: Layout): PlacedField[] {
  let start = 1;
  return layout.map((field) => {
    const placed = { ...field, start, end: start + field.length - 1 };
    start += field.length;
    return placed;
  });
}

export const recordLength = (layout: Layout) => layout.reduce((sum, field) => sum + field.length, 0);

/** One field's text; a field left out is unused, zeros or spaces by its kind, as the page's tables say. */
function fieldText(field: Field, value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  if (field.kind === 'NUM' && !/^[0-9]*$/.test(text)) throw new Error(`${field.name}: "${text}" is not a number (NUM)`);
  // ALF is ASCII without accents: a name like "Gómez" must be written "Gomez" by whoever builds the file.
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`${field.name}: "${text}" is not plain ASCII`);
  if (text.length > field.length) throw new Error(`${field.name}: "${text}" is longer than ${field.length}`);
  return field.kind === 'NUM' ? text.padStart(field.length, '0') : text.padEnd(field.length, ' ');
}

/** A record from its named values; a name the layout lacks is a mistake, not ignored. */
export function writeRecord(layout: Layout, values: RecordValues): string {
  const unknown = Object.keys(values).filter((name) => !layout.some((field) => field.name === name));
  if (unknown.length > 0) throw new Error(`no field named ${unknown.join(', ')}`);
  return layout.map((field) => fieldText(field, values[field.name])).join('');
}

/** A record's fields as written (padding kept), by name: what a reader of the file cuts out. */
export function readRecord<L extends Layout>(layout: L, line: string): Record<L[number]['name'], string> {
  return Object.fromEntries(placeFields(layout).map((field) => [field.name, line.slice(field.start - 1, field.end)])) as Record<L[number]['name'], string>;
}

/** Pesos as a NUM amount with its two decimals, which are always `00` in COP. */
export const pesos = (amount: number) => {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`${amount} is not a whole amount of pesos`);
  return `${amount}00`;
};

/** `2026-11-20` as `20261120`. */
export const compactDate = (date: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${date} is not a YYYY-MM-DD date`);
  return date.replaceAll('-', '');
};
