import { NATIVE_DIALOG_ATTRIBUTES } from '@/browser/runtime/native-dialogs';
import { NativeDialog } from '../ui/NativeDialog';
import type { ImgProps } from './image-props';

/**
 * An image that opens full screen on click; a click anywhere or Escape closes it (spec §2, §4). The
 * full-size view is a native dialog (NativeDialog): its image loads when a reader first zooms.
 */
export function ZoomImage({ thumbnail, full, zoomLabel, closeLabel }: { thumbnail: ImgProps; full: ImgProps; zoomLabel: string; closeLabel: string }) {
  return (
    <NativeDialog
      kind="zoom"
      label={zoomLabel}
      buttonClassName="my-6 block w-full cursor-zoom-in overflow-hidden rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      // eslint-disable-next-line @next/next/no-img-element -- attributes come from next/image's getImageProps (image-props.ts)
      button={<img {...thumbnail} alt={thumbnail.alt} className="h-auto w-full" />}
      dialogLabel={{ label: thumbnail.alt || zoomLabel }}
      dialogClassName="items-center justify-center p-4 backdrop:bg-zinc-950/85 open:flex sm:p-10"
    >
      <button
        type="button"
        aria-label={closeLabel}
        className="max-h-full max-w-full cursor-zoom-out rounded-xl bg-white p-2 dark:bg-zinc-900"
        {...{ [NATIVE_DIALOG_ATTRIBUTES.close]: '' }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- attributes come from next/image's getImageProps (image-props.ts) */}
        <img {...full} alt={full.alt} className="max-h-[calc(100dvh-6rem)] w-auto object-contain" />
      </button>
    </NativeDialog>
  );
}
