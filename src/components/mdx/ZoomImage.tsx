'use client';

import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import Image from 'next/image';
import { useState } from 'react';
import { useCloseOnNavigation } from '../ui/use-close-on-navigation';

/** An image that opens full screen on click; a click anywhere, Escape, or navigation closes it (spec §2, §4). */
export function ZoomImage({
  src,
  alt,
  width,
  height,
  zoomLabel,
  closeLabel,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  zoomLabel: string;
  closeLabel: string;
}) {
  const [open, setOpen] = useState(false);
  useCloseOnNavigation(() => setOpen(false));

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={zoomLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="my-6 block w-full cursor-zoom-in overflow-hidden rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      >
        <Image src={src} alt={alt} width={width} height={height} quality={75} sizes="(min-width: 1280px) 768px, 100vw" className="h-auto w-full" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-zinc-950/85" />
        <div className="fixed inset-0 flex items-center justify-center p-4 sm:p-10">
          <DialogPanel
            as="button"
            type="button"
            aria-label={closeLabel}
            onClick={() => setOpen(false)}
            className="max-h-full max-w-full cursor-zoom-out rounded-xl bg-white p-2 dark:bg-zinc-900"
          >
            <Image src={src} alt={alt} width={width} height={height} quality={75} sizes="100vw" className="max-h-[calc(100dvh-6rem)] w-auto object-contain" />
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
