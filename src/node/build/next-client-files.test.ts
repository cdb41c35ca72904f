import { describe, expect, it } from 'vitest';
import { isNextClientFile } from './next-client-files';

const files = new Set(['checkout/session.html', 'index.html', 'llms.txt', 'code/abc.txt', 'code/abc.html']);
const exists = (path: string) => files.has(path);

describe('isNextClientFile', () => {
  it('takes Next’s chunks, a page’s React payload and its router’s segment files', () => {
    for (const path of ['_next/static/chunks/0a1b.js', '_next/static/chunks/0a1b.js.map', 'checkout/session.txt', 'index.txt', 'checkout/session/__next._tree.txt', 'checkout/session/__next.!KGVzKQ.$c$slug.__PAGE__.txt']) {
      expect(isNextClientFile(path, exists)).toBe(true);
    }
  });

  it('keeps the stylesheet and fonts, the agents’ text files and the site’s own fragments', () => {
    for (const path of ['_next/static/chunks/0oo4.css', '_next/static/media/inter.woff2', 'llms.txt', 'en/llms-full.txt', 'code/abc.txt', 'robots.txt', 'checkout/session.html', 'checkout/session.md']) {
      expect(isNextClientFile(path, exists)).toBe(false);
    }
  });
});
