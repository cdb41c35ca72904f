import type { NamespaceNavigation } from '@/lib/navigation/types';

/** AutoPay is documented in Spanish only (spec §2): English readers get the Spanish navigation and the untranslated notice. */
const navigation: NamespaceNavigation = [];
export default navigation;
