import { isObject, type RawObject, without } from '../../openapi/raw';
import type { AdministratorCall, AdministratorHandler } from '../environment';
import { notSimulated } from '../not-simulated';
import { exampleOf, notFound, nowText, okAnswer, requestExampleOf } from './core-state';

/**
 * Core's read-only operations (tools, roles, plans, the payment-method catalogue): the catalogues are
 * the definition's examples, in the definition's language. A catalogue the pages show only in part
 * (the document types and banks of one country, the categories of one query) answers that one; any
 * other answers the honest 501, never a list the pages do not hold.
 */

/** The example's answer when the call asks what the example asks (`field` the same, case aside); else 501. */
function sameAsExample(operationId: string, field: string, answer: string): AdministratorHandler {
  return async (call) => {
    const asked = requestExampleOf(call, operationId)[field];
    const given = call.body[field];
    if (typeof asked !== 'string' || typeof given !== 'string' || asked.toLocaleLowerCase() !== given.toLocaleLowerCase()) return notSimulated(call.env.locale, `core ${operationId}`, `${field} ${String(given)}`);
    return okAnswer(call, answer, without(exampleOf(call, operationId, answer), 'status'));
  };
}

const wholeExample =
  (operationId: string, example: string): AdministratorHandler =>
  async (call) => {
    return okAnswer(call, example, without(exampleOf(call, operationId, example), 'status'));
  };

const ping: AdministratorHandler = async (call) => okAnswer(call, 'platform', { serverTime: nowText(call), credentials: { login: call.admin.login, scope: call.admin.scope, merchantId: call.admin.merchantId } });

/** The document types whose format the pages give (`tools/document-types` example): `documentType` → pattern. */
export function documentPatterns(call: AdministratorCall): Map<string, RegExp> {
  const types = exampleOf(call, 'listDocumentTypes', 'co').documentTypes;
  return new Map((Array.isArray(types) ? types : []).filter(isObject).map((type) => [String(type.documentType), new RegExp(String(type.pattern))]));
}

/**
 * A document's format by its type's pattern. A `NIT` with its check digit is checked against the
 * one NIT whose digit the pages give (the valid example's): the pages do not state the algorithm,
 * so another NIT with a digit, a document that fails its pattern (the pages give no words for it)
 * or a type without a pattern here answers 501.
 */
const validateDocument: AdministratorHandler = async (call) => {
  const type = String(call.body.documentType);
  const document = String(call.body.document);
  const pattern = documentPatterns(call).get(type);
  if (!pattern || !pattern.test(document)) return notSimulated(call.env.locale, 'core validateDocument', `${type} ${document}`);
  const known = String(requestExampleOf(call, 'validateDocument').document);
  const [base, digit] = document.split('-');
  if (type === 'NIT' && digit !== undefined) {
    const [knownBase] = known.split('-');
    if (base !== knownBase) return notSimulated(call.env.locale, 'core validateDocument', `${type} ${document}`);
    const example = document === known ? 'valid' : 'invalid';
    return okAnswer(call, example, without(exampleOf(call, 'validateDocument', example), 'status'));
  }
  return okAnswer(call, 'valid', { valid: true, message: null });
};

/** The catalogue, by the country and currency asked. */
const listPaymentMethodCatalog: AdministratorHandler = async (call) => {
  const methods = exampleOf(call, 'listPaymentMethodCatalog', 'catalog').paymentMethods;
  const list = (Array.isArray(methods) ? methods : []).filter(isObject);
  const fits = (method: RawObject, key: 'countries' | 'currencies', value: unknown) => value === undefined || (Array.isArray(method[key]) && method[key].includes(value));
  return okAnswer(call, 'catalog', { paymentMethods: list.filter((method) => fits(method, 'countries', call.body.country) && fits(method, 'currencies', call.body.currency)) });
};

export const catalogMethods = (call: AdministratorCall): RawObject[] => {
  const methods = exampleOf(call, 'listPaymentMethodCatalog', 'catalog').paymentMethods;
  return (Array.isArray(methods) ? methods : []).filter(isObject);
};

export const catalogPlans = (call: AdministratorCall): RawObject[] => {
  const plans = exampleOf(call, 'listPlans', 'plans').plans;
  return (Array.isArray(plans) ? plans : []).filter(isObject);
};

const getPlan: AdministratorHandler = async (call) => {
  const plan = catalogPlans(call).find((candidate) => candidate.planId === call.params.planId);
  return plan ? okAnswer(call, 'growth', { plan }) : notFound(call, 'plan');
};

/** Audit events: the pages give the words of a key rotation only (`detail`), so the search is not simulated yet. */
const searchAudit: AdministratorHandler = async (call) => notSimulated(call.env.locale, 'core searchAudit');

export const referenceHandlers: Record<string, AdministratorHandler> = {
  ping,
  listCountries: wholeExample('listCountries', 'countries'),
  listDocumentTypes: sameAsExample('listDocumentTypes', 'country', 'co'),
  validateDocument,
  listCategories: sameAsExample('listCategories', 'query', 'stores'),
  listBanks: sameAsExample('listBanks', 'country', 'co'),
  searchAudit,
  listRoles: wholeExample('listRoles', 'roles'),
  listPlans: wholeExample('listPlans', 'plans'),
  getPlan,
  listPaymentMethodCatalog,
};
