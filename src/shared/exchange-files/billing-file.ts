import { alf, compactDate, num, pesos, writeRecord, type Layout } from './fixed-width';

/** The billing file's records (220 characters), field by field as the page's position tables list them. */
export const billingLayouts = {
  '01': [num('recordType', 2), num('nit', 10), num('additionalNit', 10), num('originatorCode', 3), num('fileDate', 8), num('time', 4), alf('modifier', 1), alf('reserved', 182)],
  '05': [num('recordType', 2), num('serviceCode', 13), num('batchNumber', 4), alf('description', 15), alf('reserved', 186)],
  '06': [
    num('recordType', 2), num('reference', 48), alf('altReference', 30), num('periods', 2), alf('cycle', 3), num('amount', 14),
    num('additionalServiceCode', 13), num('additionalAmount', 14), num('dueDate', 8), num('customerBank', 8), alf('customerAccount', 17),
    num('customerAccountType', 2), alf('payerDocument', 10), alf('payerName', 22), num('originatorBank', 3), num('increase', 10),
    num('cutOffDate', 8), num('increaseType', 1), alf('documentType', 5),
  ],
  '08': [num('recordType', 2), num('count', 9), num('total', 18), num('additionalTotal', 18), num('batchNumber', 4), alf('reserved', 169)],
  '09': [num('recordType', 2), num('count', 9), num('total', 18), num('additionalTotal', 18), alf('reserved', 173)],
} as const satisfies Record<string, Layout>;

export interface Invoice {
  reference: string;
  altReference?: string;
  /** Whole pesos (COP). */
  amount: number;
  dueDate: string;
  /** Without accents: ALF is ASCII. */
  payerName: string;
  payerDocument: string;
  documentType: string;
}
export interface BillingBatch { serviceCode: string; description: string; invoices: readonly Invoice[] }
export interface BillingFile { nit: string; date: string; time: string; modifier: string; batches: readonly BillingBatch[] }

const sum = (invoices: readonly Invoice[]) => invoices.reduce((total, invoice) => total + invoice.amount, 0);

/** The file's lines, controls computed from the details (a control that does not add up rejects the whole file). */
export function billingRecords(file: BillingFile): string[] {
  const header = writeRecord(billingLayouts['01'], { recordType: '01', nit: file.nit, fileDate: compactDate(file.date), time: file.time, modifier: file.modifier });
  const batches = file.batches.flatMap((batch, index) => {
    const batchNumber = index + 1;
    return [
      writeRecord(billingLayouts['05'], { recordType: '05', serviceCode: batch.serviceCode, batchNumber, description: batch.description }),
      ...batch.invoices.map((invoice) => {
        const dueDate = compactDate(invoice.dueDate);
        // No surcharges: the increase is zero and the cut-off date is the due date, or the detail is rejected.
        return writeRecord(billingLayouts['06'], {
          recordType: '06', reference: invoice.reference, altReference: invoice.altReference, amount: pesos(invoice.amount), dueDate,
          payerDocument: invoice.payerDocument, payerName: invoice.payerName, cutOffDate: dueDate, documentType: invoice.documentType,
        });
      }),
      writeRecord(billingLayouts['08'], { recordType: '08', count: batch.invoices.length, total: pesos(sum(batch.invoices)), batchNumber }),
    ];
  });
  const all = file.batches.flatMap((batch) => batch.invoices);
  return [header, ...batches, writeRecord(billingLayouts['09'], { recordType: '09', count: all.length, total: pesos(sum(all)) })];
}
