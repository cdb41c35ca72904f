'use client';

import { Search } from 'lucide-react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { localeFromPath } from '@/lib/i18n/paths';
import { isSearchShortcut } from '@/lib/search/dialog-rules';
import type { SearchLabels } from './SearchDialog';

// The dialog, the engine and the index stay off the page until a reader first opens search.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = dynamic(loadDialog, { ssr: false });

/** "Buscar..." in the top bar, and Ctrl/Cmd+K anywhere (spec §2). */
export function SearchButton({ label, shortcutHint, dialogLabels }: { label: string; shortcutHint: string; dialogLabels: SearchLabels }) {
  const [open, setOpen] = useState(false);
  const locale = localeFromPath(usePathname() ?? '/');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={shortcutHint}
        className="flex h-9 items-center gap-2 rounded-lg border border-zinc-200 bg-white px-2.5 text-sm text-zinc-600 shadow-xs hover:border-zinc-300 hover:text-zinc-900 sm:w-56 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-white"
      >
        <Search className="size-4 shrink-0" aria-hidden="true" />
        <span className="hidden sm:inline">{label}</span>
        <span className="sr-only sm:hidden">{label}</span>
        <kbd className="ml-auto hidden rounded border border-zinc-200 px-1.5 font-sans text-[11px] text-zinc-600 sm:inline dark:border-zinc-700 dark:text-zinc-300" aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open ? <SearchDialog locale={locale} labels={dialogLabels} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
