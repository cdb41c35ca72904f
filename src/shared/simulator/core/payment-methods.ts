import { isObject, type RawObject, stringList } from '../../openapi/raw';
import type { AdministratorCall, AdministratorHandler } from '../environment';
import { textFact } from '../environment';
import { notSimulated } from '../not-simulated';
import { type CoreMerchant, type CoreSite, exampleOf, failAnswer, merchantIn, notFound, nowText, okAnswer, siteIn, sitesOf } from './core-state';
import { catalogMethods } from './reference-data';

/**
 * Payment methods in two levels (/core/reference/merchant/payment-methods, /site/payment-methods,
 * /site/prefer-list): the merchant contracts a method (`ENABLED` at once in the test environment),
 * then each site offers it if it takes the site's currency. Disabling at the merchant disables it on
 * every site, and no site may be left without an enabled method. The payer's order is the site's
 * `preferList`, then its other enabled methods in Ondapay's default order (`payments.paymentMethodCodes`).
 */

const catalogEntry = (call: AdministratorCall, code: string) => catalogMethods(call).find((method) => method.paymentMethod === code);
const isCard = (call: AdministratorCall, code: string) => catalogEntry(call, code)?.type === 'CARD';
const enabledOn = (site: CoreSite) => [...site.methods.values()].filter((method) => method.enabled === true).map((method) => String(method.paymentMethod));

const listMerchantPaymentMethods: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  return merchant ? okAnswer(call, 'methods', { paymentMethods: [...merchant.methods.values()] }) : notFound(call, 'merchant');
};

const enableMerchantPaymentMethods: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  // The items are checked here (ownValidation), to answer the example's words for an unknown code.
  const codes = stringList(call.body.paymentMethods);
  const unknown = codes.find((code) => !catalogEntry(call, code));
  if (unknown !== undefined) return failAnswer(call, 400, 'unknown', [['bitcoin', unknown]]);
  const date = nowText(call);
  const changed = codes.map((code) => {
    const method = merchant.methods.get(code) ?? { paymentMethod: code, name: catalogEntry(call, code)!.name, methodStatus: 'DISABLED', acquirer: null, affiliationCode: null, updatedAt: date };
    Object.assign(method, { methodStatus: 'ENABLED', updatedAt: date });
    merchant.methods.set(code, method);
    return method;
  });
  return okAnswer(call, 'enabled', { paymentMethods: changed });
};

const disableMerchantPaymentMethods: AdministratorHandler = async (call) => {
  const merchant = merchantIn(call, call.params.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const codes = stringList(call.body.paymentMethods);
  const sites = sitesOf(call, merchant.record.merchantId);
  const emptied = sites.find((site) => enabledOn(site).length > 0 && enabledOn(site).every((code) => codes.includes(code)));
  if (emptied) return failAnswer(call, 409, 'last', [['3312', String(emptied.record.siteId)]]);
  const date = nowText(call);
  const affected = sites.filter((site) => enabledOn(site).some((code) => codes.includes(code)));
  for (const site of affected) for (const code of codes) if (site.methods.get(code)?.enabled === true) site.methods.get(code)!.enabled = false;
  const changed = codes.map((code) => {
    const method = merchant.methods.get(code) ?? { paymentMethod: code, name: catalogEntry(call, code)?.name, acquirer: null, affiliationCode: null };
    Object.assign(method, { methodStatus: 'DISABLED', updatedAt: date });
    merchant.methods.set(code, method);
    return method;
  });
  return okAnswer(call, 'disabled', { paymentMethods: changed, sitesAffected: affected.map((site) => site.record.siteId) });
};

/** A method the merchant never had has no `updatedAt` the pages could give: 501. */
function merchantMethod(call: AdministratorCall): { merchant?: CoreMerchant; method?: RawObject } {
  const merchant = merchantIn(call, call.params.merchantId);
  return merchant ? { merchant, method: merchant.methods.get(String(call.params.paymentMethod)) } : {};
}

const getMerchantPaymentMethod: AdministratorHandler = async (call) => {
  const { merchant, method } = merchantMethod(call);
  if (!merchant) return notFound(call, 'merchant');
  if (!method) return notSimulated(call.env.locale, 'core getMerchantPaymentMethod', `paymentMethod ${String(call.params.paymentMethod)}`);
  return okAnswer(call, 'visa', { paymentMethod: method });
};

/** The affiliation with the acquirer: cards only (the pages show one for cards), the test acquirer of the example. */
const updateMerchantPaymentMethod: AdministratorHandler = async (call) => {
  const { merchant, method } = merchantMethod(call);
  if (!merchant) return notFound(call, 'merchant');
  const code = String(call.params.paymentMethod);
  if (method?.methodStatus !== 'ENABLED') return failAnswer(call, 409, 'disabled', [['diners', code]]);
  if (!isCard(call, code)) return notSimulated(call.env.locale, 'core updateMerchantPaymentMethod', `paymentMethod ${code}`);
  const example = exampleOf(call, 'updateMerchantPaymentMethod', 'updated').paymentMethod;
  Object.assign(method, { acquirer: isObject(example) ? example.acquirer : null, affiliationCode: call.body.affiliationCode, updatedAt: nowText(call) });
  return okAnswer(call, 'updated', { paymentMethod: method });
};

const listSitePaymentMethods: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  return site ? okAnswer(call, 'methods', { paymentMethods: [...site.methods.values()] }) : notFound(call, 'site');
};

/**
 * A method newly offered on a site: a card with the installments the enable example shows for a
 * card (the content guide's example list), any other without installments; no amount limits.
 */
function newSiteMethod(call: AdministratorCall, code: string): RawObject {
  const shown = exampleOf(call, 'enableSitePaymentMethods', 'enabled').paymentMethods;
  const card = (Array.isArray(shown) ? shown : []).filter(isObject).find((method) => isCard(call, String(method.paymentMethod)));
  return { paymentMethod: code, name: catalogEntry(call, code)?.name, enabled: false, installments: isCard(call, code) ? card?.installments : null, minAmount: null, maxAmount: null };
}

const enableSitePaymentMethods: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  const merchant = merchantIn(call, site.record.merchantId)!;
  const codes = stringList(call.body.paymentMethods);
  // All or none: the first code the merchant lacks, or that refuses the site's currency, is the 409.
  for (const code of codes) {
    if (merchant.methods.get(code)?.methodStatus !== 'ENABLED') return failAnswer(call, 409, 'merchant', [['pse', code]]);
    const currencies = catalogEntry(call, code)?.currencies;
    if (!Array.isArray(currencies) || !currencies.includes(site.record.currency)) return failAnswer(call, 409, 'currency', [['pse', code], ['USD', String(site.record.currency)]]);
  }
  for (const code of codes) {
    const method = site.methods.get(code) ?? newSiteMethod(call, code);
    method.enabled = true;
    site.methods.set(code, method);
  }
  return okAnswer(call, 'enabled', { paymentMethods: [...site.methods.values()] });
};

const disableSitePaymentMethods: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  const codes = stringList(call.body.paymentMethods);
  const enabled = enabledOn(site);
  if (enabled.length > 0 && enabled.every((code) => codes.includes(code))) return failAnswer(call, 409, 'last');
  for (const code of codes) {
    const method = site.methods.get(code);
    if (method) method.enabled = false;
  }
  return okAnswer(call, 'disabled', { paymentMethods: [...site.methods.values()] });
};

const getSitePaymentMethod: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  const code = String(call.params.paymentMethod);
  return okAnswer(call, 'visa', { paymentMethod: site.methods.get(code) ?? newSiteMethod(call, code) });
};

const updateSitePaymentMethod: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  const code = String(call.params.paymentMethod);
  const { installments, minAmount, maxAmount } = call.body;
  if (installments !== undefined && !isCard(call, code)) return failAnswer(call, 400, 'cards');
  if (Array.isArray(installments) && !installments.includes(1)) return failAnswer(call, 400, 'one');
  const method = site.methods.get(code) ?? newSiteMethod(call, code);
  const min = minAmount === undefined ? method.minAmount : minAmount;
  const max = maxAmount === undefined ? method.maxAmount : maxAmount;
  if (typeof min === 'number' && typeof max === 'number' && min > max) return failAnswer(call, 400, 'range');
  Object.assign(method, { minAmount: min, maxAmount: max }, installments === undefined ? {} : { installments });
  site.methods.set(code, method);
  return okAnswer(call, 'saved', { paymentMethod: method });
};

/** Ondapay's default display order (`payments.paymentMethodCodes`, the fifteen codes). */
function defaultOrder(call: AdministratorCall): string[] {
  const codes = textFact(call.env, 'payments', 'paymentMethodCodes');
  return codes === undefined ? catalogMethods(call).map((method) => String(method.paymentMethod)) : [...codes.matchAll(/`([a-z]+)`/g)].map((match) => match[1]!);
}

function preferAnswer(call: AdministratorCall, site: CoreSite, example: string) {
  const enabled = enabledOn(site);
  const listed = site.preferList.filter((code) => enabled.includes(code));
  const displayOrder = [...listed, ...defaultOrder(call).filter((code) => enabled.includes(code) && !listed.includes(code))];
  return okAnswer(call, example, { preferList: { preferList: site.preferList, displayOrder, updatedAt: site.preferUpdatedAt } });
}

const getPreferList: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  return site ? preferAnswer(call, site, 'list') : notFound(call, 'site');
};

const updatePreferList: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  const codes = stringList(call.body.preferList);
  if (new Set(codes).size !== codes.length) return failAnswer(call, 400, 'repeat');
  const off = codes.find((code) => !enabledOn(site).includes(code));
  if (off !== undefined) return failAnswer(call, 409, 'notEnabled', [['ach', off]]);
  site.preferList = codes;
  site.preferUpdatedAt = nowText(call);
  return preferAnswer(call, site, 'saved');
};

const resetPreferList: AdministratorHandler = async (call) => {
  const site = siteIn(call, call.params.siteId);
  if (!site) return notFound(call, 'site');
  site.preferList = [];
  site.preferUpdatedAt = nowText(call);
  return preferAnswer(call, site, 'reset');
};

export const paymentMethodHandlers: Record<string, AdministratorHandler> = {
  listMerchantPaymentMethods,
  enableMerchantPaymentMethods,
  disableMerchantPaymentMethods,
  getMerchantPaymentMethod,
  updateMerchantPaymentMethod,
  listSitePaymentMethods,
  enableSitePaymentMethods,
  disableSitePaymentMethods,
  getSitePaymentMethod,
  updateSitePaymentMethod,
  getPreferList,
  updatePreferList,
  resetPreferList,
};
