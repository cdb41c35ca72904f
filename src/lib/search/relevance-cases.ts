import type { Locale } from '../i18n/locales';

/**
 * Queries a developer would type, and the URL that must come back in the top
 * three (or first, for the cases marked so), chosen by reading the pages under
 * content/. Written the way people type into a search box: without accents,
 * with typos, half-typed words, field names and API paths. Keyed by namespace:
 * each product gets the cases its content supports, and relevance.test.ts
 * requires ten or more, in both languages, once a product has more than its
 * overview page. Used by relevance.test.ts, the search bench and the browser
 * test of the examples. When a page's headings change, its cases here must follow.
 */
export interface RelevanceCase {
  locale: Locale;
  query: string;
  expected: string;
  /** The expected URL must be the first result, not only in the top three. */
  first?: boolean;
}

const es = (query: string, expected: string, options: { first?: boolean } = {}): RelevanceCase => ({ locale: 'es', query, expected, ...options });
const en = (query: string, expected: string, options: { first?: boolean } = {}): RelevanceCase => ({ locale: 'en', query, expected, ...options });

export const relevanceSet: Readonly<Record<string, readonly RelevanceCase[]>> = {
  payments: [
    es('panel del comercio', '/payments'),
    es('elegir como cobrar', '/payments#elige-cómo-cobrar'),
    en('merchant panel', '/en/payments'),
    en('choose how to get paid', '/en/payments#choose-how-to-get-paid'),
  ],
  checkout: [
    es('autenticacion', '/checkout/authentication'),
    es('como calcular el trankey', '/checkout/authentication#cómo-calcular-trankey'),
    es('autenticasion falla', '/checkout/authentication#respuesta-cuando-la-autenticación-falla'),
    es('crear sesion', '/checkout/create-session'),
    es('campos de la peticion sesion', '/checkout/create-session#campos-de-la-petición'),
    es('cancelar sesion', '/checkout/cancel-session'),
    es('reembolso', '/checkout/refund'),
    es('reversar un pago aprobado', '/checkout/refund'),
    es('expirac', '/checkout/expiration'),
    es('pagos pendientes al expirar', '/checkout/expiration#pagos-pendientes-al-expirar'),
    es('verificar firma notificacion', '/checkout/notification#verifica-la-firma'),
    es('reintentos notificacion', '/checkout/notification#reintentos'),
    es('notificacon', '/checkout/notification'),
    es('tarjetas de prueba', '/checkout/test-your-integration#tarjetas'),
    es('probar pago rechazado', '/checkout/test-your-integration#cómo-probar-cada-estado'),
    es('lista para salir a produccion', '/checkout/test-your-integration#lista-para-salir-a-producción'),
    es('idioma de la pagina de pago', '/checkout/localization'),
    es('metadatos conciliar', '/checkout/metadata#usa-los-metadatos-para-conciliar'),
    es('iva impuestos', '/checkout/tax-details'),
    es('skipResult', '/checkout/skip-result'),
    es('eventos lightbox', '/checkout/lightbox#eventos'),
    es('cookies de terceros', '/checkout/lightbox#cuando-el-navegador-bloquea-cookies-de-terceros'),
    es('android custom tabs', '/checkout/integration/mobile#abre-la-página-de-pago'),
    es('por que no webview', '/checkout/integration/mobile#por-qué-no-un-webview'),
    es('tipos de documento por pais', '/checkout/document-types#tipos-aceptados-por-país'),
    es('codigos medios de pago', '/checkout/payment-methods#códigos-de-medios-de-pago'),
    es('woocommerce', '/checkout/plugins'),
    es('tiquete aereo processorFields', '/checkout/processor-fields#ejemplo-venta-de-un-tiquete-aéreo'),
    es('limite de intentos', '/checkout/attempts-limit'),
    es('navegadores compatibles', '/checkout/browser-support'),
    es('campos adicionales', '/checkout/additional-fields'),
    es('estados de la sesion', '/checkout/how-checkout-works#estado-de-la-sesión'),
    es('/api/session', '/checkout/api/reference/session#post-api-session'),
    es('/api/reverse', '/checkout/api/reference/payment#post-api-reverse'),
    es('returnUrl app', '/checkout/integration/mobile#regreso-a-la-app-con-returnurl'),
    es('sesi', '/checkout/create-session'),
    en('autentication', '/en/checkout/authentication'),
    en('compute trankey', '/en/checkout/authentication#how-to-compute-trankey'),
    en('create a session', '/en/checkout/create-session'),
    en('session request fields', '/en/checkout/create-session#request-fields'),
    en('cancel sesion', '/en/checkout/cancel-session'),
    en('refund', '/en/checkout/refund'),
    en('reverse approved payment', '/en/checkout/refund'),
    en('session expiraton', '/en/checkout/expiration'),
    en('verify notification signature', '/en/checkout/notification#verify-the-signature'),
    en('notification retries', '/en/checkout/notification#retries'),
    en('test cards', '/en/checkout/test-your-integration#cards'),
    en('go live checklist', '/en/checkout/test-your-integration#go-live-checklist'),
    en('page language locale', '/en/checkout/localization'),
    en('reconcile with metadata', '/en/checkout/metadata#use-metadata-to-reconcile'),
    en('vat tax', '/en/checkout/tax-details'),
    en('skip result screen', '/en/checkout/skip-result'),
    en('lightbox events', '/en/checkout/lightbox#events'),
    en('third party cookies blocked', '/en/checkout/lightbox#when-the-browser-blocks-third-party-cookies'),
    en('android custom tabs', '/en/checkout/integration/mobile#open-the-payment-page'),
    en('document types by country', '/en/checkout/document-types#accepted-types-by-country'),
    en('paymentMethod', '/en/checkout/payment-methods#the-paymentmethod-field'),
    en('magento plugin', '/en/checkout/plugins'),
    en('airline data acquirer', '/en/checkout/processor-fields'),
    en('rejected attempts limit', '/en/checkout/attempts-limit'),
    en('unsupported browser', '/en/checkout/browser-support#what-the-payer-sees-in-an-unsupported-browser'),
    en('aditional fields', '/en/checkout/additional-fields'),
    en('returnUrl mobile app', '/en/checkout/integration/mobile#back-to-the-app-with-returnurl'),
    en('/api/session', '/en/checkout/api/reference/session#post-api-session'),
    en('api/reverse', '/en/checkout/api/reference/payment#post-api-reverse'),
    en('payment.amount.taxes', '/en/checkout/tax-details#paymentamounttaxes'),
    en('notif', '/en/checkout/notification'),
    en('session statuses', '/en/checkout/how-checkout-works#session-statuses-and-payment-statuses'),
    es('firma de la notificacion', '/checkout/notification#verifica-la-firma'),
    es('responder http 200', '/checkout/notification#responde-http-200-rápido'),
    es('requisitos navegador', '/checkout/browser-support#requisitos'),
    es('calcular fecha de expiracion', '/checkout/expiration#calcula-la-fecha-de-expiración'),
    es('instalar plugin', '/checkout/plugins#instalación'),
    es('pagador de prueba', '/checkout/test-your-integration#pagador-de-prueba'),
    es('qué guardar', '/checkout/how-checkout-works#qué-debes-guardar'),
    es('privacidad metadatos', '/checkout/metadata#privacidad-qué-no-guardar'),
    es('descuento envio impuestos', '/checkout/tax-details#con-descuento-y-envío'),
    es('ios aswebauthenticationsession', '/checkout/integration/mobile#abre-la-página-de-pago'),
    es('politica de uso api', '/checkout/api/policy'),
    es('limites de peticiones', '/checkout/api/policy#límites-de-peticiones'),
    en('respond http 200', '/en/checkout/notification#respond-http-200-quickly'),
    en('browser requirements', '/en/checkout/browser-support#requirements'),
    en('compute expiration date', '/en/checkout/expiration#compute-the-expiration-date'),
    en('plugin installation', '/en/checkout/plugins#installation'),
    en('test payer', '/en/checkout/test-your-integration#test-payer'),
    en('what to store', '/en/checkout/how-checkout-works#what-to-store'),
    en('discount shipping', '/en/checkout/tax-details#with-discount-and-shipping'),
    en('rate limits', '/en/checkout/api/policy#rate-limits'),
    en('load the library lightbox', '/en/checkout/lightbox#step-by-step-integration'),
    en('deep link app', '/en/checkout/integration/mobile'),
    en('idempotency reference', '/en/checkout/api/policy#timeouts-and-retries'),
    en('breaking changes deprecation', '/en/checkout/api/policy#breaking-changes-and-deprecation'),
    // Issue 14's examples: a synonym of the glossary, a product named, with and without accents.
    es('webhook', '/checkout/notification', { first: true }),
    en('webhook', '/en/checkout/notification', { first: true }),
    es('3DS tarjetas de prueba', '/checkout/test-your-integration', { first: true }),
    en('3DS test cards', '/en/checkout/test-your-integration', { first: true }),
    es('autenticación web checkout', '/checkout/authentication', { first: true }),
    es('autenticacion web checkout', '/checkout/authentication', { first: true }),
    en('authentication web checkout', '/en/checkout/authentication', { first: true }),
    en('sandbox credentials', '/en/checkout#environments'),
  ],
  gateway: [
    es('pci dss', '/gateway'),
    en('server to server payment api', '/en/gateway'),
    es('reembolso gateway', '/gateway#qué-hace-gateway', { first: true }),
    en('refund gateway', '/en/gateway#what-gateway-does', { first: true }),
    es('errores frecuentes gateway', '/gateway#errores-frecuentes'),
    en('gateway common errors', '/en/gateway#common-errors'),
  ],
  'three-d-s-server': [
    en('frictionless challenge', '/en/three-d-s-server'),
    es('transStatus', '/three-d-s-server#resultados-de-la-autenticación'),
    en('3ds server authentication results', '/en/three-d-s-server#authentication-results'),
    es('servidor 3-D Secure', '/three-d-s-server'),
  ],
  acs: [
    es('emisores tarjetahabientes', '/acs'),
    en('challenge methods', '/en/acs#challenge-methods'),
    es('metodos de desafio', '/acs#métodos-de-desafío'),
    en('access control server issuers', '/en/acs'),
  ],
  sdks: [
    en('pin pad sdk', '/en/sdks'),
    es('pin pad', '/sdks'),
    es('seguridad del pin', '/sdks#seguridad'),
    en('pin pad security', '/en/sdks#security'),
  ],
  'token-requestor': [
    es('tokenizacion de red visa', '/token-requestor'),
    en('network tokenization', '/en/token-requestor'),
    es('conceptos clave token', '/token-requestor#conceptos-clave'),
    en('token requestor key concepts', '/en/token-requestor#key-concepts'),
  ],
  'payment-links': [
    es('tipos de enlace', '/payment-links#tipos-de-enlace'),
    en('link types', '/en/payment-links#link-types'),
    es('enlaces de pago', '/payment-links'),
    en('payment links', '/en/payment-links'),
  ],
  microsites: [
    es('micrositios', '/microsites'),
    es('micrositio cerrado', '/microsites#qué-hace-micrositios'),
    en('microsites', '/en/microsites'),
    en('closed microsite', '/en/microsites#what-microsites-does'),
  ],
  ticket: [
    en('tickets api support', '/en/ticket'),
    es('tickets de soporte', '/ticket'),
    en('support tickets', '/en/ticket'),
  ],
  core: [
    es('api de administracion', '/core'),
    es('alta de comercios', '/core'),
    en('administration api', '/en/core'),
    en('onboard merchants', '/en/core'),
  ],
  'account-validator': [
    es('micro depositos cuenta bancaria', '/account-validator'),
    en('micro deposits bank account', '/en/account-validator'),
    es('webhooks account validator', '/account-validator', { first: true }),
    en('webhooks account validator', '/en/account-validator', { first: true }),
    es('notificacion validador de cuentas', '/account-validator#cómo-fluye-una-integración'),
    en('account validator notification', '/en/account-validator#how-an-integration-flows'),
    es('validador de cuentas', '/account-validator'),
  ],
  'api-scudo': [
    es('control de fraude', '/api-scudo'),
    en('fraud control', '/en/api-scudo'),
    es('decision de riesgo', '/api-scudo#qué-hace-api-scudo'),
    en('risk score decision', '/en/api-scudo#what-api-scudo-does'),
  ],
  selfdeclarations: [
    es('autodeclaraciones', '/selfdeclarations'),
    es('usuario declarante', '/selfdeclarations#qué-hace-autodeclaraciones'),
    en('selfdeclarations', '/en/selfdeclarations'),
    en('declarant user', '/en/selfdeclarations#what-selfdeclarations-does'),
  ],
  invoices: [
    es('estados orden de pago', '/invoices#estados-de-una-orden-de-pago'),
    en('payment order statuses', '/en/invoices#payment-order-statuses'),
    es('ordenes de pago', '/invoices'),
    en('payment orders api', '/en/invoices'),
  ],
  autopay: [
    es('cobro recurrente', '/autopay'),
    es('eventos del webhook autopay', '/autopay#eventos-del-webhook'),
    es('AUTOPAY_ACTIVATED', '/autopay#eventos-del-webhook'),
  ],
};

export const relevanceCases: readonly RelevanceCase[] = Object.values(relevanceSet).flat();

/** Issue 14's examples: the cases whose expected URL must come first (the browser test types them). */
export const exampleCases: readonly RelevanceCase[] = relevanceCases.filter((c) => c.first);
