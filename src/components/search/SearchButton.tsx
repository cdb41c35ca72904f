'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { openSearchOnShortcut } from '@/lib/ui/early-input';
import { useLazyComponent } from '../ui/use-lazy-component';
import type { SearchLabels } from './SearchDialog';

// The dialog, the engine and the index stay off the page until a reader first opens search.
const loadDialog = () => import('./SearchDialog').then((module) => module.default);

/**
 * "Buscar..." in the top bar, and Ctrl/Cmd+K anywhere (spec §2). The button's face and classes
 * come rendered from the server (TopBar): page data rather than bytes of every page's JavaScript.
 */
export function SearchButton({
  shortcutHint,
  dialogLabels,
  locale,
  className,
  children,
}: {
  shortcutHint: string;
  dialogLabels: SearchLabels;
  locale: Locale;
  className: string;
  children: ReactNode;
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
        className={className}
      >
        {children}
      </button>
      {open && SearchDialog ? <SearchDialog locale={locale} labels={dialogLabels} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
