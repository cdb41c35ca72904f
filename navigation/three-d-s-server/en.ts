import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('en', [{ title: 'Introduction', links: [{ title: '3DS Server', href: '/en/three-d-s-server' }] }]),
];

export default navigation;
