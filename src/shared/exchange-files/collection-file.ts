import { alf, compactDate, num, pesos, writeRecord, type Layout } from './fixed-width';

/** The collection file's records (162 characters), in the order of the page's table of the collection file. */
export const collectionLayouts = {
  '01': [num('recordType', 2), num('nit', 10), num('collectionDate', 8), num('bankCode', 3), alf('account', 17), num('fileDate', 8), num('time', 4), alf('modifier', 1), num('accountType', 2), alf('reserved', 107)],
  '05': [num('recordType', 2), num('serviceCode', 13), num('batchNumber', 4), alf('reserved', 143)],
  '06': [
    num('recordType', 2), num('reference', 48), num('amount', 14), num('origin', 2), num('means', 2), num('operation', 6), num('authorization', 6),
    num('debitedEntity', 3), num('branch', 4), num('sequence', 7), alf('returnReason', 3), alf('reserved', 65),
  ],
  '08': [num('recordType', 2), num('count', 9), num('total', 18), num('batchNumber', 4), alf('reserved', 129)],
  '09': [num('recordType', 2), num('count', 9), num('total', 18), alf('reserved', 133)],
} as const satisfies Record<string, Layout>;

/** Procedencia and medio de pago by Ondapay's payment method (the page's table). */
export const originAndMeans: Readonly<Record<string, { origin: string; means: string }>> = {
  pse: { origin: '03', means: '15' }, ach: { origin: '03', means: '15' },
  visa: { origin: '01', means: '25' }, master: { origin: '01', means: '25' }, amex: { origin: '01', means: '25' }, diners: { origin: '01', means: '25' },
  cash: { origin: '01', means: '01' },
};

export interface Collected {
  reference: string;
  /** Whole pesos (COP). */
  amount: number;
  paymentMethod: string;
  internalReference: number;
  authorization: string;
}
export interface CollectionBatch { serviceCode: string; payments: readonly Collected[] }
export interface CollectionFile {
  nit: string;
  collectionDate: string;
  bankCode: string;
  account: string;
  accountType: 'savings' | 'checking';
  /** When Ondapay writes it: the day after the collection, at about 06:00. */
  fileDate: string;
  time: string;
  modifier: string;
  batches: readonly CollectionBatch[];
}

/** The first detail's sequence number; the details count on from it across the file. */
const firstSequence = 2;
const lastSix = (digits: string) => digits.slice(-6);
const sum = (payments: readonly Collected[]) => payments.reduce((total, payment) => total + payment.amount, 0);

export function collectionRecords(file: CollectionFile): string[] {
  const header = writeRecord(collectionLayouts['01'], {
    recordType: '01', nit: file.nit, collectionDate: compactDate(file.collectionDate), bankCode: file.bankCode, account: file.account,
    fileDate: compactDate(file.fileDate), time: file.time, modifier: file.modifier, accountType: file.accountType === 'savings' ? '01' : '02',
  });
  let sequence = firstSequence;
  const batches = file.batches.flatMap((batch, index) => {
    const batchNumber = index + 1;
    return [
      writeRecord(collectionLayouts['05'], { recordType: '05', serviceCode: batch.serviceCode, batchNumber }),
      ...batch.payments.map((payment) => {
        const codes = originAndMeans[payment.paymentMethod];
        if (!codes) throw new Error(`no origin and means for payment method ${payment.paymentMethod}`);
        return writeRecord(collectionLayouts['06'], {
          recordType: '06', reference: payment.reference, amount: pesos(payment.amount), ...codes,
          operation: lastSix(String(payment.internalReference)), authorization: lastSix(payment.authorization), sequence: sequence++,
        });
      }),
      writeRecord(collectionLayouts['08'], { recordType: '08', count: batch.payments.length, total: pesos(sum(batch.payments)), batchNumber }),
    ];
  });
  const all = file.batches.flatMap((batch) => batch.payments);
  return [header, ...batches, writeRecord(collectionLayouts['09'], { recordType: '09', count: all.length, total: pesos(sum(all)) })];
}
