import type { Locale } from '@/lib/i18n/locales';
import type { HomeEntry, NamespaceDefinition } from '@/lib/navigation/types';
import homeEn from './home/en';
import homeEs from './home/es';
import paymentsEn from './payments/en';
import paymentsEs from './payments/es';
import checkoutEn from './checkout/en';
import checkoutEs from './checkout/es';
import gatewayEn from './gateway/en';
import gatewayEs from './gateway/es';
import threeDSServerEn from './three-d-s-server/en';
import threeDSServerEs from './three-d-s-server/es';
import acsEn from './acs/en';
import acsEs from './acs/es';
import sdksEn from './sdks/en';
import sdksEs from './sdks/es';
import tokenRequestorEn from './token-requestor/en';
import tokenRequestorEs from './token-requestor/es';
import paymentLinksEn from './payment-links/en';
import paymentLinksEs from './payment-links/es';
import micrositesEn from './microsites/en';
import micrositesEs from './microsites/es';
import ticketEn from './ticket/en';
import ticketEs from './ticket/es';
import coreEn from './core/en';
import coreEs from './core/es';
import accountValidatorEn from './account-validator/en';
import accountValidatorEs from './account-validator/es';
import apiScudoEn from './api-scudo/en';
import apiScudoEs from './api-scudo/es';
import selfdeclarationsEn from './selfdeclarations/en';
import selfdeclarationsEs from './selfdeclarations/es';
import invoicesEn from './invoices/en';
import invoicesEs from './invoices/es';
import autopayEn from './autopay/en';
import autopayEs from './autopay/es';

/** The documentation namespaces of spec §2, in menu order. A route outside these fails the build. */
export const namespaces: Record<string, NamespaceDefinition> = {
  payments: { navigation: { es: paymentsEs, en: paymentsEn } },
  checkout: { navigation: { es: checkoutEs, en: checkoutEn } },
  gateway: { navigation: { es: gatewayEs, en: gatewayEn } },
  'three-d-s-server': { navigation: { es: threeDSServerEs, en: threeDSServerEn } },
  acs: { navigation: { es: acsEs, en: acsEn } },
  sdks: { navigation: { es: sdksEs, en: sdksEn } },
  'token-requestor': { navigation: { es: tokenRequestorEs, en: tokenRequestorEn } },
  'payment-links': { navigation: { es: paymentLinksEs, en: paymentLinksEn } },
  microsites: { navigation: { es: micrositesEs, en: micrositesEn } },
  ticket: { navigation: { es: ticketEs, en: ticketEn } },
  core: { navigation: { es: coreEs, en: coreEn } },
  'account-validator': { navigation: { es: accountValidatorEs, en: accountValidatorEn } },
  'api-scudo': { navigation: { es: apiScudoEs, en: apiScudoEn } },
  selfdeclarations: { navigation: { es: selfdeclarationsEs, en: selfdeclarationsEn } },
  invoices: { navigation: { es: invoicesEs, en: invoicesEn } },
  autopay: { navigation: { es: autopayEs, en: autopayEn } },
};

/** Home menu entries, also the section selector's options. */
export const homeEntries: Record<Locale, HomeEntry[]> = { es: homeEs, en: homeEn };
