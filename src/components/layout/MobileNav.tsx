import type { ReactNode } from 'react';
import { FRAME_ATTRIBUTES } from '@/lib/ui/frame-markup';

/**
 * Slide-over navigation for small screens (spec §2, §4): a button, and the dialog's content in an
 * inert `<template>`. The dialog (MobileNavDialog) is mounted by the site's code when a reader
 * reaches for the button (src/components/client/dialogs.tsx).
 */
export function MobileNav({ openLabel, closeLabel, title, icon, children }: { openLabel: string; closeLabel: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-label={openLabel}
        className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 lg:hidden dark:text-zinc-300 dark:hover:bg-zinc-800"
        {...{ [FRAME_ATTRIBUTES.dialog]: 'mobile-nav', [FRAME_ATTRIBUTES.dialogProps]: JSON.stringify({ closeLabel, title }) }}
      >
        {icon}
      </button>
      <template>{children}</template>
    </>
  );
}
