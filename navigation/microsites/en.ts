import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('en', [{ title: 'Introduction', links: [{ title: 'Microsites', href: '/en/microsites' }] }]),
];

export default navigation;
