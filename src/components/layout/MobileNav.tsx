'use client';

import type { ReactNode } from 'react';
import { useLazyDialog } from '../ui/use-lazy-dialog';

const loadDialog = () => import('./MobileNavDialog').then((module) => module.default);

/**
 * Slide-over navigation for small screens; any route or hash change closes it (spec §2, §4).
 * The dialog's code loads when a reader reaches for the button, not with the page.
 */
export function MobileNav({
  openLabel,
  closeLabel,
  title,
  icon,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { open, close, Dialog, triggerProps } = useLazyDialog(loadDialog);

  return (
    <>
      <button
        {...triggerProps}
        aria-label={openLabel}
        className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 lg:hidden dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        {icon}
      </button>
      {Dialog ? (
        <Dialog open={open} onClose={close} closeLabel={closeLabel} title={title}>
          {children}
        </Dialog>
      ) : null}
    </>
  );
}
