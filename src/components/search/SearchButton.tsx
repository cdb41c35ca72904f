'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { openSearchOnShortcut } from '@/lib/ui/early-input';
import { useLazyComponent } from '../ui/use-lazy-component';
import type { SearchLabels } from './SearchDialog';

// The dialog, the engine and the index stay off the page until a reader first opens search.
const loadDialog = () => import('./SearchDialog').then((module) => module.default);

/** "Buscar..." in the top bar, and Ctrl/Cmd+K anywhere (spec §2). */
export function SearchButton({
  label,
  shortcutHint,
  dialogLabels,
  icon,
  locale,
}: {
  label: string;
  shortcutHint: string;
  dialogLabels: SearchLabels;
  icon: ReactNode;
  locale: Locale;
}) {
  const [open, setOpen] = useState(false);
  const { Component: SearchDialog, preload, activate } = useLazyComponent(loadDialog);

  const openDialog = useCallback(() => {
    setOpen(true);
    activate();
  }, [activate]);

  // Ctrl/Cmd+K is caught by the page's inline script from first paint (early-input.ts), so a
  // press made before this code ran opens search now.
  useEffect(() => openSearchOnShortcut(window, openDialog), [openDialog]);

  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={shortcutHint}
        className="flex h-9 items-center gap-2 rounded-lg border border-zinc-200 bg-white px-2.5 text-sm text-zinc-600 shadow-xs hover:border-zinc-300 hover:text-zinc-900 sm:w-56 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-white"
      >
        {icon}
        <span className="hidden sm:inline">{label}</span>
        <span className="sr-only sm:hidden">{label}</span>
        <kbd className="ml-auto hidden rounded border border-zinc-200 px-1.5 font-sans text-[11px] text-zinc-600 sm:inline dark:border-zinc-700 dark:text-zinc-300" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && SearchDialog ? <SearchDialog locale={locale} labels={dialogLabels} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
