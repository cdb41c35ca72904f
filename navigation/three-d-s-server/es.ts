import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('es', [{ title: 'Introducción', links: [{ title: '3DS Server', href: '/three-d-s-server' }] }]),
];

export default navigation;
