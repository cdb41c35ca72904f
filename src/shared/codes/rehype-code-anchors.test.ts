import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { rehypeEntityAnchors } from '../content/entity-anchors';
import { parseMdx } from '../content/headings';
import { pageCodes } from './extract';
import { rehypeCodeAnchors } from './rehype-code-anchors';

/** The row ids a page renders, as MdxContent compiles it. */
async function renderedIds(body: string, product: string): Promise<string[]> {
  const code = String(await compile(body, { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeEntityAnchors, [rehypeCodeAnchors, { product }]] }));
  return [...code.matchAll(/id: "([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('rehypeCodeAnchors', () => {
  it('gives each code its catalogue id, once, and keeps the entity anchors a page already had', async () => {
    const body = [
      '<Codes kind="http">', '', '| HTTP | `message` | Qué hacer |', '|---|---|---|', '| 409 | A | B |', '| 409 | C | D |', '| 401 | E | F |', '', '</Codes>', '',
      '<Codes kind="reason">', '', '| `reason` | Mensaje |', '|---|---|', '| `"05"` | Rechazada |', '', '</Codes>', '',
    ].join('\n');
    const ids = await renderedIds(body, 'checkout');
    expect(ids).toEqual(['checkout-http-409', 'checkout-http-401', 'code-05']);
    // The extraction links the catalogue to the same ids.
    expect(pageCodes(parseMdx(body), 'checkout').rows.map((row) => row.pageAnchor)).toEqual(ids);
  });

  it('puts a table\'s scope in its ids, so two tables of one kind can both hold "00"', async () => {
    const body = [
      '<Codes kind="status" scope="contract">', '', '| Estado | Qué significa |', '|---|---|', '| `"00"` | Activo |', '', '</Codes>', '',
      '<Codes kind="status" scope="charge">', '', '| Estado | Qué significa |', '|---|---|', '| `"00"` | Aprobado |', '', '</Codes>', '',
    ].join('\n');
    const ids = await renderedIds(body, 'autopay');
    expect(ids).toEqual(['autopay-contract-status-00', 'autopay-charge-status-00']);
    expect(pageCodes(parseMdx(body), 'autopay').rows.map((row) => row.pageAnchor)).toEqual(ids);
  });
});
