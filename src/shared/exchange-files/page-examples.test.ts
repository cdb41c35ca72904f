import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { billingLayouts, billingRecords } from './billing-file';
import { collectionLayouts, collectionRecords, originAndMeans } from './collection-file';
import { placeFields, readRecord, recordLength, type Layout } from './fixed-width';
import { guideBillingFile, guideCollectionFile } from './guide-example';

const locales = ['es', 'en'] as const;
const page = (locale: string) => readFileSync(`content/${locale}/gateway/exchange-files.mdx`, 'utf8');

/** The lines of the page's fenced block with this title. */
function block(source: string, title: string): string[] {
  const found = new RegExp('```text title="' + title.replaceAll('.', '\\.') + '"\\n([\\s\\S]*?)```').exec(source);
  if (!found) throw new Error(`no block ${title}`);
  return found[1]!.split('\n').slice(0, -1);
}

/** "1–2" or "38" as start and end. */
function span(text: string): [number, number] {
  const [start, end = start] = text.split('–').map(Number);
  return [start!, end!];
}
const placed = (layout: Layout) => placeFields(layout).map(({ start, end, length, kind }) => ({ start, end, length, kind }));

/** The billing file's position tables (Position | Field | Length | Type | …), in page order. */
function billingTables(source: string) {
  const section = source.slice(source.indexOf('\n## '), source.indexOf('\n## ', source.indexOf('\n## ') + 1));
  return section.split('\n\n').filter((chunk) => /^\| (Posición|Position) \|/.test(chunk)).map((table) =>
    table.split('\n').slice(2).map((row) => {
      const cells = row.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim());
      const [start, end] = span(cells[0]!);
      return { start, end, length: Number(cells[2]), kind: cells[3] };
    }));
}

/** The collection file's table: one row per record, "start–end what (length, TYPE)" items. */
function collectionTable(source: string) {
  const table = source.split('\n\n').find((chunk) => /^\| Regist|^\| Record/.test(chunk))!;
  return table.split('\n').slice(2).map((row) => {
    const cell = row.split(' | ')[1]!.replace(/\.? \|$/, '');
    return cell.split('; ').map((item) => {
      const found = /^(\d+(?:–\d+)?) .*\((\d+), (NUM|ALF)\)$/.exec(item);
      if (!found) throw new Error(`not "position field (length, type)": ${item}`);
      const [start, end] = span(found[1]!);
      return { start, end, length: Number(found[2]), kind: found[3] };
    });
  });
}

const billing = billingRecords(guideBillingFile);
const collection = collectionRecords(guideCollectionFile);

describe.each(locales)('the exchange files page (%s)', (locale) => {
  const source = page(locale);

  it('shows the content guide example billing file, each line as the generator writes it without trailing spaces', () => {
    expect(block(source, 'entrada/facturacion_20261120_A.txt')).toEqual(billing.map((line) => line.trimEnd()));
  });

  it('shows the content guide example collection file, each line as the generator writes it without trailing spaces', () => {
    expect(block(source, 'salida/recaudo_20261202.txt')).toEqual(collection.map((line) => line.trimEnd()));
  });

  it("lists the billing file's fields at the generator's positions, lengths and types", () => {
    expect(billingTables(source)).toEqual(Object.values(billingLayouts).map(placed));
  });

  it("lists the collection file's fields at the generator's positions, lengths and types", () => {
    expect(collectionTable(source)).toEqual(Object.values(collectionLayouts).map(placed));
  });

  it('gives origin and means by payment method as the generator does', () => {
    const rows = source.split('\n').filter((line) => /^\| (`pse`|Tarjetas|Cards|`cash`)/.test(line));
    const codes = (row: string) => row.split(' | ').slice(1).map((cell) => /`(\d{2})`/.exec(cell)![1]);
    const methods = (row: string) => [...row.split(' | ')[0]!.matchAll(/`([a-z]+)`/g)].map((found) => found[1]!);
    const fromPage = Object.fromEntries(rows.flatMap((row) => methods(row).map((method) => [method, { origin: codes(row)[0], means: codes(row)[1] }])));
    expect(fromPage).toEqual(originAndMeans);
  });

  it("points the load result's example at the increase field of the detail of invoice 1002", () => {
    const [header, row] = block(source, 'salida/facturacion_20261120_A.resultado.csv');
    expect(header).toBe('line,field,reference,message');
    const [line, field, reference] = row!.split(',');
    const record = block(source, 'entrada/facturacion_20261120_A.txt')[Number(line) - 1]!.padEnd(220, ' ');
    const increase = placeFields(billingLayouts['06']).find((placedField) => placedField.name === 'increase')!;
    expect(record.slice(0, 2)).toBe('06');
    expect(field).toBe(`${increase.start}-${increase.end}`);
    expect(readRecord(billingLayouts['06'], record).reference.replace(/^0+/, '')).toBe(reference);
  });
});

describe('the content guide', () => {
  it("gives the collection file's positions the generator uses", () => {
    const guide = readFileSync('docs/content-guide.md', 'utf8');
    const text = guide.slice(guide.indexOf('`01` file header', guide.indexOf('Collection file positions')), guide.indexOf('. In the billing detail'));
    const records = text.split('; ').map((segment) => [...segment.matchAll(/(\d+)(?:–(\d+))? [A-Za-z]/g)].map((found) => [Number(found[1]), Number(found[2] ?? found[1])]));
    expect(records).toEqual(Object.values(collectionLayouts).map((layout) => placeFields(layout).map(({ start, end }) => [start, end])));
  });
});

describe("the collection file's deposit account", () => {
  it("is Core's settlement account of the example merchant: its 3-digit entity code is Core's bankCode without the leading 1 (content guide)", () => {
    type Example = { value: { bankAccount?: { bankCode: string; accountType: string; accountNumber?: string; lastDigits?: string } } };
    type Operation = { requestBody: { content: Record<string, { examples: Record<string, Example> }> }; responses: Record<string, { content: Record<string, { examples: Record<string, Example> }> }> };
    const core = parse(readFileSync('openapi/core/openapi.yaml', 'utf8')) as { paths: Record<string, { post: Operation }> };
    const registered = Object.values(core.paths['/api/merchants/{merchantId}/bank-account/update']!.post.requestBody.content['application/json']!.examples);
    const current = Object.values(core.paths['/api/merchants/{merchantId}/bank-account']!.post.responses['200']!.content['application/json']!.examples);
    const { bankCode, account, accountType } = guideCollectionFile;
    expect(registered.map((example) => example.value.bankAccount)).toContainEqual(expect.objectContaining({ bankCode: `1${bankCode}`, accountNumber: account, accountType: accountType.toUpperCase() }));
    expect(current.map((example) => example.value.bankAccount)).toContainEqual(expect.objectContaining({ bankCode: `1${bankCode}`, lastDigits: account.slice(-4) }));
  });
});

describe('the example files', () => {
  it('have records of exactly 220 and 162 characters, as their layouts add up to', () => {
    expect(Object.values(billingLayouts).map(recordLength)).toEqual([220, 220, 220, 220, 220]);
    expect(Object.values(collectionLayouts).map(recordLength)).toEqual([162, 162, 162, 162, 162]);
    expect(billing.map((line) => line.length)).toEqual(Array(6).fill(220));
    expect(collection.map((line) => line.length)).toEqual(Array(6).fill(162));
  });

  /** Reads a file's lines (from the page, padded back) and checks its controls against its details. */
  function controls(lines: string[], layouts: typeof billingLayouts | typeof collectionLayouts, width: number) {
    const records = lines.map((line) => {
      expect(line.length).toBeLessThanOrEqual(width);
      const padded = line.padEnd(width, ' ');
      return readRecord(layouts[padded.slice(0, 2) as keyof typeof layouts], padded);
    });
    const details = records.filter((record) => record.recordType === '06');
    const amounts = details.map((record) => Number(record.amount));
    const [batchHeader, batchControl, fileControl] = ['05', '08', '09'].map((type) => records.find((record) => record.recordType === type)!);
    expect(records.map((record) => record.recordType)).toEqual(['01', '05', '06', '06', '08', '09']);
    expect(Number(batchControl!.count)).toBe(details.length);
    expect(Number(fileControl!.count)).toBe(details.length);
    expect(Number(batchControl!.total)).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
    expect(Number(fileControl!.total)).toBe(Number(batchControl!.total));
    expect(batchControl!.batchNumber).toBe(batchHeader!.batchNumber);
    return { records, details };
  }

  it.each(locales)('add up in the billing file shown on the page (%s): counts, sums and the guide values', (locale) => {
    const { records, details } = controls(block(page(locale), 'entrada/facturacion_20261120_A.txt'), billingLayouts, 220);
    expect(records[0]).toMatchObject({ nit: '9001234568', fileDate: '20261120', modifier: 'A' });
    expect(records[1]).toMatchObject({ serviceCode: '0009001234568', batchNumber: '0001', description: 'FACTURAS NOV 26' });
    expect(details.map((detail) => [Number(detail.reference), detail.altReference.trim(), detail.amount, detail.dueDate, detail.cutOffDate, detail.increase, detail.payerDocument, detail.documentType.trim()])).toEqual([
      [1001, 'CTA-88217', '00000015000000', '20261215', '20261215', '0000000000', '1040035000', 'CC'],
      [1002, 'CTA-88217', '00000015000000', '20261215', '20261215', '0000000000', '1040035000', 'CC'],
    ]);
    expect(Number(records[5]!.total)).toBe(30000000);
  });

  it.each(locales)('add up in the collection file shown on the page (%s): counts, sums and the guide values', (locale) => {
    const { records, details } = controls(block(page(locale), 'salida/recaudo_20261202.txt'), collectionLayouts, 162);
    expect(records[0]).toMatchObject({ nit: '9001234568', collectionDate: '20261202', bankCode: '007', account: '40011223344'.padEnd(17, ' '), accountType: '01' });
    expect(details.map((detail) => [Number(detail.reference), detail.origin, detail.means, detail.operation, detail.authorization, detail.debitedEntity, detail.branch, detail.sequence])).toEqual([
      [1001, '01', '25', '240025', '916377', '000', '0000', '0000002'],
      [1002, '03', '15', '240026', '402260', '000', '0000', '0000003'],
    ]);
  });
});
