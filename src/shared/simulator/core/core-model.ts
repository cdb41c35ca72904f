import type { SimApi } from '../api-data';
import type { AdministratorHandler, ApiModel } from '../environment';
import { responseFor } from '../examples';
import { failAnswer } from './core-state';
import { integrationHandlers } from './integrations';
import { invoiceHandlers } from './invoices';
import { merchantPlanHandlers } from './merchant-plan';
import { merchantHandlers } from './merchants';
import { paymentMethodHandlers } from './payment-methods';
import { referenceHandlers } from './reference-data';
import { siteHandlers } from './sites';
import { signIn, userHandlers } from './users';

/**
 * Core, the administration API, in the simulated environment (openapi/core, the /core pages): every
 * operation is an administrator's (administrators.ts), so its body `auth` is checked against the
 * administrators, never the sites. The world starts empty and counts up from the examples' ids.
 * Where the definition answers 403, only a `PLATFORM` administrator may call (the content guide's
 * scope rule).
 */

const handlers: Record<string, AdministratorHandler> = {
  ...referenceHandlers,
  ...merchantHandlers,
  ...siteHandlers,
  ...paymentMethodHandlers,
  ...integrationHandlers,
  ...merchantPlanHandlers,
  ...userHandlers,
  ...invoiceHandlers,
};

/** A `MERCHANT` administrator gets the operation's 403 wherever the definition has one. */
const scoped =
  (api: SimApi, handler: AdministratorHandler): AdministratorHandler =>
  async (call) =>
    call.admin.scope !== 'PLATFORM' && responseFor(api.document, call.operation, 403) ? failAnswer(call, 403, 'forbidden') : handler(call);

export function coreModel(api: SimApi): ApiModel {
  return {
    api: api.api,
    handlers: {},
    administratorHandlers: Object.fromEntries(Object.entries(handlers).map(([operationId, handler]) => [operationId, scoped(api, handler)])),
    ownValidation: ['enableMerchantPaymentMethods'],
    problemExamples: {
      searchMerchants: [{ pointer: '/pageSize', keywords: ['minimum', 'maximum'], example: 'pageSize' }],
      createSite: [{ pointer: '/site/currency', keywords: ['enum'], example: 'currency' }],
      setAttemptsLimit: [{ pointer: '/attemptsLimit', keywords: ['minimum', 'maximum'], example: 'range' }],
      updatePreferList: [{ pointer: '/preferList', keywords: ['uniqueItems'], example: 'repeat' }],
    },
    actions: { signIn },
    tick: async () => {},
  };
}
