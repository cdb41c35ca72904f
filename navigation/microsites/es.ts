import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('es', [{ title: 'Introducción', links: [{ title: 'Micrositios', href: '/microsites' }] }]),
];

export default navigation;
