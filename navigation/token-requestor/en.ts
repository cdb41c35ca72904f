import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('en', [{ title: 'Introduction', links: [{ title: 'Token Requestor', href: '/en/token-requestor' }] }]),
];

export default navigation;
