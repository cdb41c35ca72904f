'use client';

import { useSyncExternalStore } from 'react';
import { preferredCodeLanguage, subscribePreferredCodeLanguage } from '@/lib/ui/code-language';

export { setPreferredCodeLanguage } from '@/lib/ui/code-language';

/** The code language a reader picked in any code group (src/lib/ui/code-language.ts), for React's code groups. */
export function usePreferredCodeLanguage(): string | null {
  return useSyncExternalStore(subscribePreferredCodeLanguage, preferredCodeLanguage, () => null);
}
