import { isObject, pick, type RawObject } from '../../openapi/raw';
import { fromBase64 } from '../../toolkit/bytes';
import { copy } from '../answers';
import { siteDate } from '../clock';
import type { AdministratorCall, AdministratorHandler } from '../environment';
import { notSimulated } from '../not-simulated';
import { contains, coreState, type CoreMerchant, exampleOf, failAnswer, merchantIn, notFound, nowText, okAnswer, paged, requestExampleOf } from './core-state';
import { catalogPlans, documentPatterns } from './reference-data';

/**
 * Merchants (/core/reference/merchant and /merchant/document): created `ACTIVE` in the test
 * environment (`IN_REVIEW` is production's), unique by document in the whole environment, with the
 * first plan of the test catalogue's example history from the day they are created. Deactivating one
 * stops its sites' credentials (site.ts `refusal`). Documents are `APPROVED` when uploaded (test),
 * so deleting one answers the 409. A settlement account waits `PENDING` for Account Validator: the
 * example's account is the test account that validates for the merchant (`40011223344`, `NIT`
 * `900123456`), but the pages say only "in seconds" or "1 to 2 business days" for when the new
 * account leaves `PENDING`, so the end of its validation is not simulated yet (docs/simulator.md,
 * *Not yet*).
 */

const FIRST = { merchantId: 1207, documentId: 8801 } as const;
const MERCHANT_FIELDS = ['name', 'tradeName', 'documentType', 'document', 'country', 'mcc', 'email', 'technicalEmail', 'mobile', 'address', 'legalRepresentative', 'billingEmail'] as const;
const FIXED_FIELDS = ['documentType', 'document', 'country'] as const;
const MAX_FILE_BYTES = 5 * 1024 * 1024;

const createMerchant: AdministratorHandler = async (call) => {
  const input = isObject(call.body.merchant) ? call.body.merchant : {};
  const date = nowText(call);
  const pattern = documentPatterns(call).get(String(input.documentType));
  if (pattern && !pattern.test(String(input.document))) return failAnswer(call, 400, 'format', [['NIT', String(input.documentType)]]);
  const state = coreState(call.env);
  const same = [...state.merchants.values()].some((merchant) => merchant.record.documentType === input.documentType && merchant.record.document === input.document);
  if (same) return failAnswer(call, 409, 'duplicate', [['NIT 900123456', `${String(input.documentType)} ${String(input.document)}`]]);
  const merchantId = call.env.nextId('core.merchantId', FIRST.merchantId);
  // The first plan of the example history: every merchant starts on it the day it is created.
  const [first] = (exampleOf(call, 'getPlanHistory', 'history').history as RawObject[] | undefined) ?? [];
  const plan = catalogPlans(call).find((candidate) => candidate.planId === first?.planId);
  state.merchants.set(merchantId, {
    record: { merchantId, merchantStatus: 'ACTIVE', ...pick(copy(input), [...MERCHANT_FIELDS]), createdAt: date, updatedAt: date },
    createdBy: call.admin.login,
    documents: [],
    pendingBankAccount: null,
    methods: new Map(),
    products: new Map(),
    plans: plan ? [{ planId: plan.planId, name: plan.name, from: siteDate(call.env.clock.now()), to: null }] : [],
  });
  return okAnswer(call, 'created', { merchantId, merchantStatus: 'ACTIVE' });
};

const getMerchant: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  return merchant ? okAnswer(call, 'merchant', { merchant: merchant.record }) : notFound(call, 'merchant');
};

const updateMerchant: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const input = isObject(call.body.merchant) ? call.body.merchant : {};
  const fixed = FIXED_FIELDS.find((field) => field in input);
  if (fixed) return failAnswer(call, 400, 'immutable', [['merchant.document', `merchant.${fixed}`]]);
  Object.assign(merchant.record, pick(copy(input), [...MERCHANT_FIELDS]), { updatedAt: nowText(call) });
  return okAnswer(call, 'updated', { merchant: merchant.record });
};

const searchMerchants: AdministratorHandler = async (call) => {
  const { body } = call;
  const found = [...coreState(call.env).merchants.keys()]
    .map((id) => merchantIn(call, id)?.record)
    .filter((record): record is RawObject => record !== undefined)
    .filter((record) => contains(record.name, body.name) && (body.document === undefined || record.document === body.document))
    .filter((record) => (body.country === undefined || record.country === body.country) && (body.merchantStatus === undefined || record.merchantStatus === body.merchantStatus))
    .filter((record) => {
      const day = String(record.createdAt).slice(0, 10);
      return (typeof body.createdFrom !== 'string' || day >= body.createdFrom) && (typeof body.createdTo !== 'string' || day <= body.createdTo);
    });
  const { items, pagination } = paged(body, found);
  return okAnswer(call, 'found', { merchants: items, pagination });
};

function setStatus(to: 'ACTIVE' | 'INACTIVE'): AdministratorHandler {
  return async (call) => {
    const merchant = merchantIn(call, call.params.merchantId);
    if (!merchant) return notFound(call, 'merchant');
    if (merchant.record.merchantStatus === 'IN_REVIEW') return failAnswer(call, 409, 'review');
    if (merchant.record.merchantStatus === to) return failAnswer(call, 409, to === 'ACTIVE' ? 'active' : 'already');
    Object.assign(merchant.record, { merchantStatus: to, updatedAt: nowText(call) });
    return okAnswer(call, to === 'ACTIVE' ? 'active' : 'inactive', { merchantId: merchant.record.merchantId, merchantStatus: to });
  };
}

/** Whether the merchant's sites may take payments (a site's credentials answer 401 otherwise). */
export const merchantActive = (merchant: CoreMerchant | undefined) => merchant?.record.merchantStatus === 'ACTIVE';

const documentSummary = (document: RawObject) => pick(document, ['documentId', 'kind', 'fileName', 'documentStatus', 'comment', 'uploadedAt']);

const listMerchantDocuments: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  return merchant ? okAnswer(call, 'documents', { documents: merchant.documents.map(documentSummary) }) : notFound(call, 'merchant');
};

/** PDF, JPG or PNG by the file's first bytes (the page: "un PDF, JPG o PNG de hasta 5 MB, en Base64"). */
function fileKind(bytes: Uint8Array): 'pdf' | 'jpg' | 'png' | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'png';
  return undefined;
}

const uploadMerchantDocument: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const input = isObject(call.body.document) ? call.body.document : {};
  const bytes = fromBase64(String(input.content)) ?? new Uint8Array();
  if (bytes.length > MAX_FILE_BYTES) return failAnswer(call, 400, 'size');
  if (!fileKind(bytes)) return failAnswer(call, 400, 'type');
  const document: RawObject = {
    documentId: call.env.nextId('core.documentId', FIRST.documentId),
    kind: input.kind,
    fileName: input.fileName,
    // The test environment approves every document at once (/core/reference/merchant/document).
    documentStatus: 'APPROVED',
    comment: null,
    uploadedAt: nowText(call),
    content: input.content,
  };
  merchant.documents.push(document);
  return okAnswer(call, 'received', { document: documentSummary(document) });
};

const documentOf = (call: AdministratorCall, merchant: CoreMerchant) => merchant.documents.find((document) => document.documentId === Number(call.params.documentId));

const getMerchantDocument: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const document = documentOf(call, merchant);
  return document ? okAnswer(call, 'rut', { document }) : notFound(call, 'document');
};

const deleteMerchantDocument: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const document = documentOf(call, merchant);
  if (!document) return notFound(call, 'document');
  if (document.documentStatus === 'APPROVED') return failAnswer(call, 409, 'approved');
  merchant.documents = merchant.documents.filter((candidate) => candidate !== document);
  return okAnswer(call, 'deleted', {});
};

const getBankAccount: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const answer = okAnswer(call, 'validated', { bankAccount: null, pendingBankAccount: merchant.pendingBankAccount });
  return merchant.pendingBankAccount ? { ...answer, notes: notSimulated(call.env.locale, 'core bank account validation').notes } : answer;
};

/** The bank of `tools/banks` for the merchant's country (the example's country only: another answers 501). */
const updateBankAccount: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const input = isObject(call.body.bankAccount) ? call.body.bankAccount : {};
  if (merchant.record.country !== requestExampleOf(call, 'listBanks').country) return notSimulated(call.env.locale, 'core updateBankAccount', `country ${String(merchant.record.country)}`);
  const banks = exampleOf(call, 'listBanks', 'co').banks;
  const bank = (Array.isArray(banks) ? banks : []).filter(isObject).find((candidate) => candidate.bankCode === input.bankCode);
  if (!bank) return failAnswer(call, 400, 'bank');
  if (input.holderDocumentType !== merchant.record.documentType || input.holderDocument !== merchant.record.document) return failAnswer(call, 409, 'holder');
  merchant.pendingBankAccount = {
    bankCode: bank.bankCode,
    bankName: bank.name,
    accountType: input.accountType,
    lastDigits: String(input.accountNumber).slice(-4),
    holderName: input.holderName,
    holderDocumentType: input.holderDocumentType,
    holderDocument: input.holderDocument,
    validationStatus: 'PENDING',
    updatedAt: nowText(call),
  };
  return okAnswer(call, 'pending', { pendingBankAccount: merchant.pendingBankAccount });
};

export const merchantHandlers: Record<string, AdministratorHandler> = {
  createMerchant,
  getMerchant,
  updateMerchant,
  searchMerchants,
  deactivateMerchant: setStatus('INACTIVE'),
  activateMerchant: setStatus('ACTIVE'),
  listMerchantDocuments,
  uploadMerchantDocument,
  getMerchantDocument,
  deleteMerchantDocument,
  getBankAccount,
  updateBankAccount,
};
