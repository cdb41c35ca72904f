import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import { publicImageProblem } from './image-path';

/**
 * Gives every site image its intrinsic width and height at build time, read from
 * public/, so the page reserves its space and never jumps while images load. An image is a file
 * under public/, and only that: a path that leaves it (`/../../x`), a missing file or one that is
 * not an image stops the compile, naming the image and what to write.
 */
export function rehypeImageSize(options: { publicDir: string; file: string }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return;
      const src = String(node.properties.src ?? '');
      const problem = publicImageProblem(src);
      if (problem) throw new Error(`${options.file}: ${problem}`);
      const full = path.join(options.publicDir, decodeURIComponent(src.replace(/[?#].*$/, '')));
      // After decoding too: `%2e%2e` is `..`.
      const inside = path.relative(options.publicDir, full);
      if (inside.startsWith('..') || path.isAbsolute(inside)) throw new Error(`${options.file}: image ${src} is outside public/. Put the file under public/images/ and write its path from there: ![…](/images/…).`);
      let buffer: Buffer;
      try {
        buffer = readFileSync(full);
      } catch {
        throw new Error(`${options.file}: image ${src} is not in public/. Put the file at public${src} or fix the path.`);
      }
      let size: { width?: number; height?: number };
      try {
        size = imageSize(buffer);
      } catch {
        throw new Error(`${options.file}: image ${src} is not an image the build can read (SVG, PNG, JPEG, GIF, WebP, AVIF). Use one of those.`);
      }
      node.properties.width = size.width;
      node.properties.height = size.height;
    });
  };
}
