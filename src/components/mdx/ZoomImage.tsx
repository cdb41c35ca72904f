'use client';

import { useLazyDialog } from '../ui/use-lazy-dialog';
import type { ImgProps } from './image-props';

const loadDialog = () => import('./ZoomDialog').then((module) => module.default);

/** An image that opens full screen on click; a click anywhere, Escape, or navigation closes it (spec §2, §4). */
export function ZoomImage({ thumbnail, full, zoomLabel, closeLabel }: { thumbnail: ImgProps; full: ImgProps; zoomLabel: string; closeLabel: string }) {
  const { open, close, Dialog, triggerProps } = useLazyDialog(loadDialog);

  return (
    <>
      <button
        {...triggerProps}
        aria-label={zoomLabel}
        className="my-6 block w-full cursor-zoom-in overflow-hidden rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- attributes come from next/image's getImageProps (image-props.ts) */}
        <img {...thumbnail} alt={thumbnail.alt} className="h-auto w-full" />
      </button>
      {Dialog ? <Dialog open={open} onClose={close} image={full} closeLabel={closeLabel} /> : null}
    </>
  );
}
