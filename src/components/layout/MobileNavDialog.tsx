import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Opens on the reader's place: the current page's link a third of the way down the panel, not the
 * top of a long list of products and groups (issue 13).
 */
function scrollToCurrentPage(panel: HTMLElement | null) {
  const current = panel?.querySelector('nav a[aria-current="page"]');
  if (!panel || !current) return;
  const offset = current.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  panel.scrollTop += offset - panel.clientHeight / 3;
}

/** The slide-over itself (Headless UI Dialog: focus trap, Escape, inert page), loaded on first open. */
export default function MobileNavDialog({
  open,
  onClose,
  closeLabel,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeLabel: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-zinc-950/40 backdrop-blur-xs" aria-hidden="true" />
      <DialogPanel
        ref={scrollToCurrentPage}
        className="fixed inset-y-0 left-0 flex w-full max-w-xs flex-col overflow-y-auto bg-white px-4 pb-8 shadow-xl dark:bg-zinc-950"
        onClick={(event) => {
          // Following a link inside the panel closes it, even when the route does not change.
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className="sticky top-0 z-10 -mx-4 mb-4 flex h-14 items-center justify-between border-b border-zinc-200 bg-white px-4 dark:border-zinc-800 dark:bg-zinc-950">
          <DialogTitle className="text-sm font-semibold text-zinc-900 dark:text-white">{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
