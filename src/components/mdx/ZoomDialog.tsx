import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { ImgProps } from './image-props';

/** The full-screen view of a ZoomImage (Headless UI Dialog), loaded on the first zoom. */
export default function ZoomDialog({
  open,
  onClose,
  image,
  closeLabel,
}: {
  open: boolean;
  onClose: () => void;
  image: ImgProps;
  closeLabel: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-zinc-950/85" />
      <div className="fixed inset-0 flex items-center justify-center p-4 sm:p-10">
        <DialogPanel
          as="button"
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className="max-h-full max-w-full cursor-zoom-out rounded-xl bg-white p-2 dark:bg-zinc-900"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- attributes come from next/image's getImageProps (image-props.ts) */}
          <img {...image} alt={image.alt} className="max-h-[calc(100dvh-6rem)] w-auto object-contain" />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
