import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('es', [{ title: 'Introducción', links: [{ title: 'Api Scudo', href: '/api-scudo' }] }]),
];

export default navigation;
