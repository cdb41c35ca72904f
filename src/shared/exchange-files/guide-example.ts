import type { BillingFile } from './billing-file';
import type { CollectionFile } from './collection-file';

/**
 * The example of docs/content-guide.md ("Exchange files"), which the page's two example files
 * show: Ana Gómez's invoices 1001 and 1002, loaded on 2026-11-20 and paid on 2026-12-02.
 */
const nit = '9001234568';
const serviceCode = '0009001234568';

export const guideBillingFile: BillingFile = {
  nit, date: '2026-11-20', time: '1400', modifier: 'A',
  batches: [{
    serviceCode, description: 'FACTURAS NOV 26',
    invoices: ['1001', '1002'].map((reference) => ({
      reference, altReference: 'CTA-88217', amount: 150000, dueDate: '2026-12-15', payerName: 'Ana Gomez', payerDocument: '1040035000', documentType: 'CC',
    })),
  }],
};

export const guideCollectionFile: CollectionFile = {
  nit, collectionDate: '2026-12-02', bankCode: '007', account: '40011223344', accountType: 'savings', fileDate: '2026-12-03', time: '0600', modifier: 'A',
  batches: [{
    serviceCode,
    payments: [
      { reference: '1001', amount: 150000, paymentMethod: 'visa', internalReference: 51240025, authorization: '916377' },
      { reference: '1002', amount: 150000, paymentMethod: 'pse', internalReference: 51240026, authorization: '4402260' },
    ],
  }],
};
