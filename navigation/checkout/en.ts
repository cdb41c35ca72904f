import type { NamespaceNavigation } from '@/lib/navigation/types';
import { apiTab, documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('en', [
    {
      title: 'Getting started',
      links: [
        { title: 'Introduction', href: '/en/checkout' },
        { title: 'How it works', href: '/en/checkout/how-checkout-works' },
        { title: 'Authentication', href: '/en/checkout/authentication' },
        {
          title: 'Create a session',
          href: '/en/checkout/create-session',
          children: [
            { title: 'Document types', href: '/en/checkout/document-types' },
            { title: 'Additional fields', href: '/en/checkout/additional-fields' },
            { title: 'Metadata', href: '/en/checkout/metadata' },
            { title: 'Taxes and details', href: '/en/checkout/tax-details' },
            { title: 'Processor fields', href: '/en/checkout/processor-fields' },
            { title: 'Payment methods', href: '/en/checkout/payment-methods' },
          ],
        },
        { title: 'Test your integration', href: '/en/checkout/test-your-integration' },
      ],
    },
    {
      title: 'Managing sessions',
      links: [
        { title: 'Notifications', href: '/en/checkout/notification' },
        { title: 'Cancel a session', href: '/en/checkout/cancel-session' },
        { title: 'Refunds', href: '/en/checkout/refund' },
        { title: 'Expiration', href: '/en/checkout/expiration' },
        { title: 'Attempts limit', href: '/en/checkout/attempts-limit' },
        { title: 'Skip the result', href: '/en/checkout/skip-result' },
        { title: 'Localization', href: '/en/checkout/localization' },
      ],
    },
    {
      title: 'Channels',
      links: [
        { title: 'Lightbox', href: '/en/checkout/lightbox' },
        { title: 'Plugins', href: '/en/checkout/plugins' },
        { title: 'Mobile integration', href: '/en/checkout/integration/mobile' },
        { title: 'Supported browsers', href: '/en/checkout/browser-support' },
      ],
    },
  ]),
  apiTab('en', [
    {
      title: 'General',
      links: [
        { title: 'Usage policy', href: '/en/checkout/api/policy' },
        { title: 'Changelog', href: '/en/checkout/api/changelog' },
      ],
    },
    {
      title: 'Reference',
      links: [
        { title: 'Sessions', href: '/en/checkout/api/reference/session' },
        { title: 'Payments', href: '/en/checkout/api/reference/payment' },
        { title: 'Token charges', href: '/en/checkout/api/reference/token' },
        { title: 'Payment method information', href: '/en/checkout/api/reference/gateway/information' },
        { title: 'Card tokenization', href: '/en/checkout/api/reference/gateway/token' },
      ],
    },
  ]),
];

export default navigation;
