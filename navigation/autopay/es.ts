import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('es', [{ title: 'Introducción', links: [{ title: 'AutoPay (BETA)', href: '/autopay' }] }]),
];

export default navigation;
