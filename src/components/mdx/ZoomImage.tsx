import { FRAME_ATTRIBUTES } from '@/lib/ui/frame-markup';
import type { ImgProps } from './image-props';

/**
 * An image that opens full screen on click; a click anywhere or Escape closes it (spec §2, §4). The
 * dialog (ZoomDialog) is mounted by the site's code when a reader reaches for the image
 * (src/components/client/dialogs.tsx).
 */
export function ZoomImage({ thumbnail, full, zoomLabel, closeLabel }: { thumbnail: ImgProps; full: ImgProps; zoomLabel: string; closeLabel: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-label={zoomLabel}
      className="my-6 block w-full cursor-zoom-in overflow-hidden rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      {...{ [FRAME_ATTRIBUTES.dialog]: 'zoom', [FRAME_ATTRIBUTES.dialogProps]: JSON.stringify({ image: full, closeLabel }) }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- attributes come from next/image's getImageProps (image-props.ts) */}
      <img {...thumbnail} alt={thumbnail.alt} className="h-auto w-full" />
    </button>
  );
}
