import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeFragmentPath, CODE_FRAGMENTS_DIR } from '../src/lib/content/code-fragments';
import { highlightCode } from '../src/lib/content/highlight-code';
import { locales } from '../src/lib/i18n/locales';
import { operationCode } from '../src/lib/openapi/operation-code';
import { pagesOf } from '../src/lib/site/load-site';

/**
 * After `next build`: every code block of every API operation as a fragment the page can fetch
 * (src/lib/content/code-fragments.ts). Pages inline the blocks a reader sees first and link the
 * rest; `npm run check:site` fails when a page links a fragment that is not here.
 */
const written = new Map<string, number>();
for (const locale of locales) {
  for (const page of pagesOf(locale)) {
    for (const model of page.operations ?? []) {
      for (const block of operationCode(model)) {
        const { html } = await highlightCode(block.code, block.language);
        const urlPath = codeFragmentPath(html);
        if (written.has(urlPath)) continue;
        const file = path.join('out', urlPath);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
        written.set(urlPath, Buffer.byteLength(html));
      }
    }
  }
}
const bytes = [...written.values()].reduce((sum, size) => sum + size, 0);
console.log(`Code fragments /${CODE_FRAGMENTS_DIR}/: ${written.size} files, ${bytes} B.`);
