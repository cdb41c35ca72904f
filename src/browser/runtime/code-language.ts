/**
 * The code language a reader picked in any code group (spec §4): every group on the page follows
 * it, and later pages remember it. Shared by the code groups of guides (tab-sets.ts, code-panels.ts)
 * and the API reference's (code-panels.ts).
 */
export const CODE_LANGUAGE_STORAGE_KEY = 'docs:code-language';
const STORAGE_KEY = CODE_LANGUAGE_STORAGE_KEY;
const listeners = new Set<() => void>();
// Keeps the choice for this page when storage is unavailable.
let memory: string | null = null;

export function preferredCodeLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

export function setPreferredCodeLanguage(label: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, label);
  } catch {
    // Storage disabled: the choice still applies to this page's groups.
  }
  memory = label;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when the choice changes, here or in another tab; returns what stops it. */
export function subscribePreferredCodeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
