'use client';

import { useSyncExternalStore } from 'react';

/**
 * The code language a reader picked in any code group (spec §4): every group on
 * the page follows it, and later pages remember it.
 */
const STORAGE_KEY = 'docs:code-language';
const listeners = new Set<() => void>();
// Keeps the choice for this page when storage is unavailable.
let memory: string | null = null;

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setPreferredCodeLanguage(label: string) {
  try {
    localStorage.setItem(STORAGE_KEY, label);
  } catch {
    // Storage disabled: the choice still applies to this page's groups below.
  }
  memory = label;
  listeners.forEach((listener) => listener());
}

export function usePreferredCodeLanguage(): string | null {
  return useSyncExternalStore(subscribe, () => read() ?? memory, () => null);
}
