import { describe, expect, it } from 'vitest';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { parseMarkdown } from './markdown';
import { withSafeLinks } from './safe-links';

const safe = (markdown: string) => String(unified().use(remarkStringify).stringify(withSafeLinks(parseMarkdown(markdown)))).trim();

describe('withSafeLinks', () => {
  it('keeps the text of a link the site does not write, and the link of one it does', () => {
    expect(safe('[x](javascript:alert(1)) and [**y**](JaVaScRiPt:z) and [ok](https://a.example) [in](/checkout#pasos)')).toBe('x and **y** and [ok](https://a.example) [in](/checkout#pasos)');
  });

  it('drops a reference to an unsafe definition, the definition, and unsafe images', () => {
    expect(safe('[a][evil] [b][good] ![pic](data:image/svg+xml,x)\n\n[evil]: vbscript:x\n[good]: https://ok.example')).toBe('a [b][good] pic\n\n[good]: https://ok.example');
  });
});
