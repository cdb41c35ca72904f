import type { NamespaceNavigation } from '@/lib/navigation/types';
import { documentationTab } from '../tabs';

const navigation: NamespaceNavigation = [
  documentationTab('en', [{ title: 'Introduction', links: [{ title: 'Account Validator', href: '/en/account-validator' }] }]),
];

export default navigation;
