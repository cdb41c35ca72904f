import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('es', [{ title: 'Introducción', links: [{ title: 'Enlaces de pago', href: '/payment-links' }] }]),
];

export default navigation;
