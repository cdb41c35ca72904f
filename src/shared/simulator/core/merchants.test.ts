import { describe, expect, it } from 'vitest';
import { without } from '../../openapi/raw';
import { instantResult, TEST_BANKS } from '../account-validator/test-accounts';
import { postJson } from '../sim-test-kit';
import { CORE, coreKit, secondsFrom } from '../../../node/simulator/core-test-kit';

/*
 * Merchants (/core/reference/merchant, /merchant/document) with the definition's own examples: the
 * merchant created at 14:30:01 is 1207, queried, deactivated and activated at 15:10:01 exactly as
 * the examples answer; a second one counts up; its documents are approved at once (test).
 */
const { asExample, answer, call, callExample, simulatorAt } = coreKit('es');
const created = '2026-11-20T14:30:01-05:00';
const later = '2026-11-20T15:10:01-05:00';
const merchantInput = () => asExample('createMerchant', 'merchant').merchant as Record<string, unknown>;

describe('Core merchants', () => {
  it('creates 1207 as the example, refuses its document twice, counts up, and goes through its lifecycle', async () => {
    const sim = simulatorAt(created);
    expect((await postJson(sim, `${CORE}/api/merchants`, asExample('createMerchant', 'merchant'))).json).toEqual(answer('createMerchant', 200, 'created'));
    expect((await callExample(sim, '/api/merchants', 'createMerchant', 'merchant')).json).toEqual(answer('createMerchant', 409, 'duplicate'));
    const format = await call(sim, '/api/merchants', { merchant: { ...merchantInput(), document: '9001234' } });
    expect(format.json).toEqual(answer('createMerchant', 400, 'format'));
    const missing = await call(sim, '/api/merchants', { merchant: without(merchantInput(), 'document') });
    expect(missing.json).toEqual(answer('createMerchant', 400, 'missing'));
    expect((await call(sim, '/api/merchants', { merchant: { ...merchantInput(), document: '900765432' } })).json).toMatchObject({ merchantId: 1208, merchantStatus: 'ACTIVE' });

    await sim.advance(secondsFrom(created, later));
    expect((await callExample(sim, '/api/merchants/1207', 'getMerchant', 'auth')).json).toEqual(answer('getMerchant', 200, 'merchant'));
    expect((await call(sim, '/api/merchants/9999')).json).toEqual(answer('getMerchant', 404, 'notFound'));
    expect((await callExample(sim, '/api/merchants/1207/deactivate', 'deactivateMerchant', 'deactivate')).json).toEqual(answer('deactivateMerchant', 200, 'inactive'));
    expect((await callExample(sim, '/api/merchants/1207/deactivate', 'deactivateMerchant', 'deactivate')).json).toEqual(answer('deactivateMerchant', 409, 'already'));
    expect((await call(sim, '/api/merchants/search', { merchantStatus: 'INACTIVE' })).json.pagination).toEqual({ page: 1, pageSize: 20, total: 1 });
    expect((await callExample(sim, '/api/merchants/1207/activate', 'activateMerchant', 'auth')).json).toEqual(answer('activateMerchant', 200, 'active'));
    expect((await callExample(sim, '/api/merchants/1207/activate', 'activateMerchant', 'auth')).json).toEqual(answer('activateMerchant', 409, 'active'));
  });

  it('searches and updates a merchant as the examples show one without a legal representative', async () => {
    const sim = simulatorAt(created);
    await call(sim, '/api/merchants', { merchant: without(merchantInput(), 'legalRepresentative', 'billingEmail') });
    await sim.advance(secondsFrom(created, later));
    expect((await callExample(sim, '/api/merchants/search', 'searchMerchants', 'byName')).json).toEqual(answer('searchMerchants', 200, 'found'));
    expect((await call(sim, '/api/merchants/search', { name: 'otra' })).json.merchants).toEqual([]);
    expect((await call(sim, '/api/merchants/search', { pageSize: 500 })).json).toEqual(answer('searchMerchants', 400, 'pageSize'));
    expect((await callExample(sim, '/api/merchants/1207/update', 'updateMerchant', 'contact')).json).toEqual(answer('updateMerchant', 200, 'updated'));
    expect((await call(sim, '/api/merchants/1207/update', { merchant: { document: '900765432' } })).json).toEqual(answer('updateMerchant', 400, 'immutable'));
    expect((await call(sim, '/api/merchants/1207/update', { merchant: { country: 'EC' } })).json.status).toMatchObject({ message: 'El campo merchant.country no se puede cambiar' });
  });

  it('keeps documents approved (test), refuses a file that is not PDF, JPG or PNG, and a settlement account of another holder', async () => {
    const sim = simulatorAt(created);
    await call(sim, '/api/merchants', { merchant: merchantInput() });
    await sim.advance(secondsFrom(created, later));
    expect((await callExample(sim, '/api/merchants/1207/documents/upload', 'uploadMerchantDocument', 'rut')).json).toEqual(answer('uploadMerchantDocument', 200, 'received'));
    expect((await callExample(sim, '/api/merchants/1207/documents', 'listMerchantDocuments', 'auth')).json).toEqual(answer('listMerchantDocuments', 200, 'documents'));
    expect((await callExample(sim, '/api/merchants/1207/documents/8801', 'getMerchantDocument', 'auth')).json).toEqual(answer('getMerchantDocument', 200, 'rut'));
    expect((await call(sim, '/api/merchants/1207/documents/8802')).json).toEqual(answer('getMerchantDocument', 404, 'notFound'));
    const text = await call(sim, '/api/merchants/1207/documents/upload', { document: { kind: 'BANK_CERTIFICATE', fileName: 'cert.pdf', content: 'aG9sYQ==' } });
    expect(text.json).toEqual(answer('uploadMerchantDocument', 400, 'type'));
    await sim.advance(secondsFrom(later, '2026-11-23T09:00:01-05:00'));
    expect((await callExample(sim, '/api/merchants/1207/documents/8801/delete', 'deleteMerchantDocument', 'auth')).json).toEqual(answer('deleteMerchantDocument', 409, 'approved'));
  });

  it('registers the settlement account PENDING, with the examples errors', async () => {
    const sim = simulatorAt(created);
    await call(sim, '/api/merchants', { merchant: merchantInput() });
    await sim.advance(secondsFrom(created, later));
    expect((await callExample(sim, '/api/merchants/1207/bank-account/update', 'updateBankAccount', 'savings')).json).toEqual(answer('updateBankAccount', 200, 'pending'));
    const account = asExample('updateBankAccount', 'savings').bankAccount as Record<string, unknown>;
    expect((await call(sim, '/api/merchants/1207/bank-account/update', { bankAccount: { ...account, bankCode: '9999' } })).json).toEqual(answer('updateBankAccount', 400, 'bank'));
    expect((await call(sim, '/api/merchants/1207/bank-account/update', { bankAccount: { ...account, holderDocumentType: 'CC', holderDocument: '1040035000' } })).json).toEqual(answer('updateBankAccount', 409, 'holder'));
    const got = await call(sim, '/api/merchants/1207/bank-account');
    expect(got.json).toMatchObject({ bankAccount: null, pendingBankAccount: { validationStatus: 'PENDING', lastDigits: '3344' } });
    expect(got.notes[0]?.kind).toBe('notSimulated');
  });

  it("registers, in its example, an Account Validator test account that validates for the merchant's own document", () => {
    // The content guide settles the example's number on Tienda Andina's own test account, so a reader never sees one number with two holders.
    const account = asExample('updateBankAccount', 'savings').bankAccount as Record<string, unknown>;
    const merchant = merchantInput();
    expect([account.holderDocumentType, account.holderDocument]).toEqual([merchant.documentType, merchant.document]);
    const bank = TEST_BANKS.find((candidate) => candidate.bankCode === account.bankCode)!;
    expect(instantResult(bank, String(account.accountNumber), { type: 'BUSINESS', documentType: account.holderDocumentType, document: account.holderDocument })).toEqual({ status: 'VALIDATED', reason: '00' });
  });
});
