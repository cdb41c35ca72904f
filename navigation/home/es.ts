import type { HomeEntry } from '@/lib/navigation/types';

/** Home menu and section selector, in the order of spec §1. */
const entries: HomeEntry[] = [
  { title: 'Pagos', description: 'Pagos en línea: panel del comercio, medios de pago y conciliación.', href: '/payments', icon: 'credit-card' },
  { title: 'Web Checkout', description: 'Página de pago prediseñada: crea una sesión y redirige al pagador.', href: '/checkout', icon: 'layout' },
  { title: 'Gateway', description: 'Recibe pagos por API, de servidor a servidor.', href: '/gateway', icon: 'server' },
  { title: '3DS Server', description: 'Autentica pagos con tarjeta con EMV 3-D Secure 2.', href: '/three-d-s-server', icon: 'shield-check' },
  { title: 'ACS', description: 'Pagos más seguros: autenticación del tarjetahabiente para emisores.', href: '/acs', icon: 'shield' },
  { title: 'Token Requestor', description: 'Servicio público de tokenización de tarjetas con las redes.', href: '/token-requestor', icon: 'key' },
  { title: 'Enlaces de pago', description: 'Cobra con un enlace, sin construir una página de pago.', href: '/payment-links', icon: 'link' },
  { title: 'Micrositios', description: 'Sitios de pago con tu marca para recaudos y donaciones.', href: '/microsites', icon: 'store' },
  { title: 'Validador de cuentas', description: 'Verificación de cuentas bancarias antes de cobrar o pagar.', href: '/account-validator', icon: 'badge-check' },
  { title: 'Api Scudo', description: 'Control de fraude: valida el riesgo de cada transacción.', href: '/api-scudo', icon: 'scan-search' },
  { title: 'Autodeclaraciones', description: 'Gestión de declaraciones de empresas y declarantes.', href: '/selfdeclarations', icon: 'file-text' },
  { title: 'Órdenes de pago', description: 'Gestión de órdenes de pago y facturas por API.', href: '/invoices', icon: 'receipt' },
  { title: 'AutoPay (BETA)', description: 'Cobros recurrentes bajo un contrato que el pagador firma una vez.', href: '/autopay', icon: 'repeat' },
];

export default entries;
