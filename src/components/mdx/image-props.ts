import { getImageProps } from 'next/image';
import type { ComponentProps } from 'react';

export type ImgProps = ComponentProps<'img'>;

/**
 * An <img>'s attributes as Next's image component would render them (spec §9 device and image
 * sizes, quality 75; served as they are, see next.config.ts), computed on the server: the page
 * then ships no image component code, and the zoom button stays a few lines of client script.
 */
export function zoomImageProps(image: { src: string; alt: string; width: number; height: number }): { thumbnail: ImgProps; full: ImgProps } {
  const common = { src: image.src, alt: image.alt, width: image.width, height: image.height, quality: 75 };
  return {
    thumbnail: getImageProps({ ...common, sizes: '(min-width: 1280px) 768px, 100vw' }).props,
    full: getImageProps({ ...common, sizes: '100vw' }).props,
  };
}
