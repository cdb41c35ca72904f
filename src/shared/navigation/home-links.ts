import type { MessageKey } from '../i18n/dictionaries/es';
import type { Locale } from '../i18n/locales';

/**
 * The home page's reading paths besides the product grid (issue 13). Pages by their path without
 * locale, as manifests list them; the build checks every entry against the built pages of each
 * language (src/node/site/home-links.ts) and fails naming this file if one points nowhere. Step
 * texts are UI strings (dictionaries); page titles come from the pages themselves.
 */
export const HOME_LINKS_FILE = 'src/shared/navigation/home-links.ts';

export interface StartStep {
  title: MessageKey;
  text: MessageKey;
  page: string;
  /** A level-2 heading of the page, by its id in each language. */
  heading?: Record<Locale, string>;
}

/** Start here: authenticate, a first payment in the test environment, go live (Web Checkout, the product fully written). */
export const startHere: readonly StartStep[] = [
  { title: 'home.start.authenticate', text: 'home.start.authenticateText', page: '/checkout/authentication' },
  { title: 'home.start.firstPayment', text: 'home.start.firstPaymentText', page: '/checkout/create-session' },
  {
    title: 'home.start.goLive',
    text: 'home.start.goLiveText',
    page: '/checkout/test-your-integration',
    heading: { es: 'lista-para-salir-a-producción', en: 'go-live-checklist' },
  },
];

/** The pages integrators come back to most: test data, notifications, the API reference, refunds. */
export const mostVisited: readonly string[] = [
  '/checkout/create-session',
  '/checkout/test-your-integration',
  '/checkout/notification',
  '/checkout/api/reference/session',
  '/checkout/refund',
  '/checkout/payment-methods',
];
