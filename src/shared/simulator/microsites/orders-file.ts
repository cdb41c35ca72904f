import type { RawObject } from '../../openapi/raw';
import { fromBase64 } from '../../toolkit/bytes';
import { csvRows } from './csv-rows';

/**
 * A closed microsite's payment-orders file (`file.content`, Base64), read as the panel reads it
 * (`invoices.fileHeader`, `invoices.fileMaxRows`, `invoices.fileMaxMegabytes`): `unreadable` when
 * the Base64, the UTF-8 or the header is wrong (the upload ends `REJECTED`), `tooLarge` above the
 * limits (the 400 example), else each data row as a Payment orders API order
 * (`InvoiceInput`: `amount` and `payer` built from their columns, empty optional columns left out)
 * with its line in the file (the header is line 1).
 */
export type OrdersFile = { kind: 'unreadable' } | { kind: 'tooLarge' } | { kind: 'empty' } | { kind: 'rows'; rows: { line: number; item: RawObject }[] };

export interface FileRules {
  header: readonly string[];
  maxRows: number;
  maxBytes: number;
}

const PAYER_COLUMNS = ['documentType', 'document', 'name', 'surname', 'email', 'mobile'];

function orderOf(values: Record<string, string>): RawObject {
  const present = (names: readonly string[]) => Object.fromEntries(names.filter((name) => values[name] !== undefined && values[name] !== '').map((name) => [name, values[name]]));
  const total = values.total ?? '';
  return {
    ...present(['reference', 'altReference', 'description']),
    amount: { currency: values.currency, total: /^\d+(\.\d+)?$/.test(total) ? Number(total) : total },
    ...present(['dueDate']),
    payer: present(PAYER_COLUMNS),
  };
}

export function readOrdersFile(content: string, rules: FileRules): OrdersFile {
  const bytes = fromBase64(content);
  if (!bytes) return { kind: 'unreadable' };
  if (bytes.length === 0) return { kind: 'empty' };
  if (bytes.length > rules.maxBytes) return { kind: 'tooLarge' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { kind: 'unreadable' };
  }
  const [header, ...data] = csvRows(text);
  if (!header || header.join(',') !== rules.header.join(',')) return { kind: 'unreadable' };
  if (data.length > rules.maxRows) return { kind: 'tooLarge' };
  return { kind: 'rows', rows: data.map((row, index) => ({ line: index + 2, item: orderOf(Object.fromEntries(header.map((name, column) => [name, row[column] ?? '']))) })) };
}
