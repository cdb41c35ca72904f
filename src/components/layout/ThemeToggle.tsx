'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { THEME_STORAGE_KEY, themeStorageAction, type Theme } from '@/lib/ui/theme';

// The theme lives on <html class="dark">, set before paint by the init script; this reads it as a store.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
const serverTheme = (): Theme | undefined => undefined;

/**
 * `icons` come drawn from the server; CSS shows the one for the current theme before any script runs.
 * The classes come from the server too: page data rather than bytes of every page's JavaScript.
 */
export function ThemeToggle({ toDarkLabel, toLightLabel, icons, className }: { toDarkLabel: string; toLightLabel: string; icons: { light: ReactNode; dark: ReactNode }; className: string }) {
  const theme = useSyncExternalStore<Theme | undefined>(subscribe, currentTheme, serverTheme);

  const toggle = () => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    const root = document.documentElement;
    root.classList.toggle('dark', next === 'dark');
    root.style.colorScheme = next;
    const action = themeStorageAction(next, window.matchMedia('(prefers-color-scheme: dark)').matches);
    try {
      if (action.kind === 'store') localStorage.setItem(THEME_STORAGE_KEY, action.value);
      else localStorage.removeItem(THEME_STORAGE_KEY);
    } catch {
      // Storage disabled: the class still applies to this page.
    }
  };

  const label = theme === 'dark' ? toLightLabel : toDarkLabel;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={className}
    >
      {icons.light}
      {icons.dark}
    </button>
  );
}
