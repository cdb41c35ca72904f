import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('en', [{ title: 'Introduction', links: [{ title: 'Gateway', href: '/en/gateway' }] }]),
];

export default navigation;
