import type { HomeEntry } from '@/lib/navigation/types';

/** Home menu and section selector, in the order of spec §1. Account Validator's href has no /en prefix, as spec §2 says. */
const entries: HomeEntry[] = [
  { title: 'Payments', description: 'Online payments: merchant panel, payment methods and reconciliation.', href: '/en/payments', icon: 'credit-card' },
  { title: 'Web Checkout', description: 'Pre-designed payment page: create a session and redirect the payer.', href: '/en/checkout', icon: 'layout' },
  { title: 'Gateway', description: 'Receive payments via API, server to server.', href: '/en/gateway', icon: 'server' },
  { title: '3DS Server', description: 'Authenticate card payments with EMV 3-D Secure 2.', href: '/en/three-d-s-server', icon: 'shield-check' },
  { title: 'ACS', description: 'Safer payments: cardholder authentication for issuers.', href: '/en/acs', icon: 'shield' },
  { title: 'Token Requestor', description: 'Public card tokenization service with the card networks.', href: '/en/token-requestor', icon: 'key' },
  { title: 'Payment Links', description: 'Get paid with a link, without building a payment page.', href: '/en/payment-links', icon: 'link' },
  { title: 'Microsites', description: 'Branded payment sites for bill collection and donations.', href: '/en/microsites', icon: 'store' },
  { title: 'Account Validator', description: 'Account verification before you charge or pay out.', href: '/account-validator', icon: 'badge-check' },
  { title: 'Api Scudo', description: 'Fraud control: check the risk of every transaction.', href: '/en/api-scudo', icon: 'scan-search' },
  { title: 'Selfdeclarations', description: 'Declaration management for companies and declarants.', href: '/en/selfdeclarations', icon: 'file-text' },
  { title: 'Payment orders', description: 'Order management: payment orders and invoices by API.', href: '/en/invoices', icon: 'receipt' },
  { title: 'AutoPay (BETA)', description: 'Recurring charges under a contract the payer signs once.', href: '/en/autopay', icon: 'repeat' },
];

export default entries;
