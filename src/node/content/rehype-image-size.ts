import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';

/**
 * Gives every site image its intrinsic width and height at build time, read from
 * public/, so the page reserves its space and never jumps while images load.
 */
export function rehypeImageSize(options: { publicDir: string; file: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return;
      const src = String(node.properties.src ?? '');
      if (!src.startsWith('/') || src.startsWith('//')) return;
      const full = path.join(options.publicDir, decodeURIComponent(src));
      let buffer: Buffer;
      try {
        buffer = readFileSync(full);
      } catch {
        throw new Error(`${options.file}: image ${src} is not in public/. Put the file at public${src} or fix the path.`);
      }
      const { width, height } = imageSize(buffer);
      node.properties.width = width;
      node.properties.height = height;
    });
  };
}
