import type { NamespaceNavigation } from '@/lib/navigation/types';
import { apiTab, documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('es', [
    {
      title: 'Primeros pasos',
      links: [
        { title: 'Introducción', href: '/checkout' },
        { title: 'Cómo funciona', href: '/checkout/how-checkout-works' },
        { title: 'Autenticación', href: '/checkout/authentication' },
        {
          title: 'Crear una sesión',
          href: '/checkout/create-session',
          children: [
            { title: 'Tipos de documento', href: '/checkout/document-types' },
            { title: 'Campos adicionales', href: '/checkout/additional-fields' },
            { title: 'Metadatos', href: '/checkout/metadata' },
            { title: 'Impuestos y detalles', href: '/checkout/tax-details' },
            { title: 'Campos del procesador', href: '/checkout/processor-fields' },
            { title: 'Medios de pago', href: '/checkout/payment-methods' },
          ],
        },
        { title: 'Prueba tu integración', href: '/checkout/test-your-integration' },
      ],
    },
    {
      title: 'Gestionar sesiones',
      links: [
        { title: 'Notificaciones', href: '/checkout/notification' },
        { title: 'Cancelar una sesión', href: '/checkout/cancel-session' },
        { title: 'Reembolsos', href: '/checkout/refund' },
        { title: 'Expiración', href: '/checkout/expiration' },
        { title: 'Límite de intentos', href: '/checkout/attempts-limit' },
        { title: 'Omitir el resultado', href: '/checkout/skip-result' },
        { title: 'Localización', href: '/checkout/localization' },
      ],
    },
    {
      title: 'Canales',
      links: [
        { title: 'Lightbox', href: '/checkout/lightbox' },
        { title: 'Plugins', href: '/checkout/plugins' },
        { title: 'Integración móvil', href: '/checkout/integration/mobile' },
        { title: 'Navegadores compatibles', href: '/checkout/browser-support' },
      ],
    },
  ]),
  apiTab('es', [
    {
      title: 'General',
      links: [
        { title: 'Política de uso', href: '/checkout/api/policy' },
        { title: 'Registro de cambios', href: '/checkout/api/changelog' },
      ],
    },
    {
      title: 'Referencia',
      links: [
        { title: 'Sesiones', href: '/checkout/api/reference/session' },
        { title: 'Pagos', href: '/checkout/api/reference/payment' },
        { title: 'Cobro con token', href: '/checkout/api/reference/token' },
        { title: 'Información del medio de pago', href: '/checkout/api/reference/gateway/information' },
        { title: 'Tokenización de tarjetas', href: '/checkout/api/reference/gateway/token' },
      ],
    },
  ]),
];

export default navigation;
