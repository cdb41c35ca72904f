import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { NATIVE_DIALOG_ATTRIBUTES } from '@/browser/runtime/native-dialogs';
import { NativeDialog } from '../ui/NativeDialog';

const TITLE_ID = 'mobile-nav-title';

/**
 * Slide-over navigation for small screens (spec §2, §4): a button, and the native dialog it opens,
 * which holds the navigation only once a reader asks for it (NativeDialog).
 */
export function MobileNav({ openLabel, closeLabel, title, icon, children }: { openLabel: string; closeLabel: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <NativeDialog
      kind="mobile-nav"
      label={openLabel}
      buttonClassName="inline-flex size-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 lg:hidden dark:text-zinc-300 dark:hover:bg-zinc-800"
      button={icon}
      dialogLabel={{ labelledBy: TITLE_ID }}
      dialogClassName="p-0 backdrop:bg-zinc-950/40 backdrop:backdrop-blur-xs"
    >
      <div
        className="fixed inset-y-0 left-0 flex w-full max-w-xs flex-col overflow-y-auto overscroll-contain bg-white px-4 pb-8 shadow-xl dark:bg-zinc-950"
        {...{ [NATIVE_DIALOG_ATTRIBUTES.panel]: '' }}
      >
        <div className="sticky top-0 z-10 -mx-4 mb-4 flex h-14 shrink-0 items-center justify-between border-b border-zinc-200 bg-white px-4 dark:border-zinc-800 dark:bg-zinc-950">
          <h2 id={TITLE_ID} className="text-sm font-semibold text-zinc-900 dark:text-white">
            {title}
          </h2>
          {/* The scrolling panel is focusable too: the focus starts on the close button, as it did under Headless UI. */}
          <button
            type="button"
            autoFocus
            aria-label={closeLabel}
            className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
            {...{ [NATIVE_DIALOG_ATTRIBUTES.close]: '' }}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
    </NativeDialog>
  );
}
