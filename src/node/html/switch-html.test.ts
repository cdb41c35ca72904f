import { describe, expect, it } from 'vitest';
import { PART_IDS_ATTRIBUTE, PART_SRC_ATTRIBUTE } from '../../shared/ui/api-markup';
import { switchHtml, type DeferredParts } from './switch-html';

const kept = new Map<string, string>();
const defer: DeferredParts = { keep: (html) => (kept.set(`/code/${kept.size}.txt`, html), `/code/${kept.size - 1}.txt`), words: { loading: 'Cargando…', failed: 'Falló.', retry: 'Reintentar' } };

describe('switchHtml with parts', () => {
  const html = switchHtml({
    name: 'op-status',
    kind: 'status',
    label: 'Estado',
    options: ['200', '409', '500'],
    panels: ['<div id="r-200">OK</div>', '<div id="r-409"><pre><code>&lt;div id="not-an-id"&gt; <span> id="nor-this"</span></code></pre><div data-ids="v-1 v-2"></div></div>', ''],
    defer,
  });

  it('keeps the first panel whole and leaves the others empty with their address and ids', () => {
    expect(html).toContain('<div data-panel="0"><div id="r-200">OK</div></div>');
    expect(html).toContain(`<div data-panel="1" hidden ${PART_SRC_ATTRIBUTE}="/code/0.txt" ${PART_IDS_ATTRIBUTE}="r-409 v-1 v-2"></div>`);
    expect(kept.get('/code/0.txt')).toContain('id="r-409"');
  });

  it('writes an empty panel as it is, and the words of its loading states on the switch', () => {
    expect(html).toContain('<div data-panel="2" hidden></div>');
    expect(html).toMatch(/^<div data-switch data-loading="Cargando…" data-failed="Falló." data-retry="Reintentar" class="min-w-0">/);
  });

  it('without parts to fetch, carries no such words', () => {
    expect(switchHtml({ name: 'x', kind: 'status', label: 'Estado', options: ['200'], panels: ['<p>a</p>'], defer })).toBe('<div data-switch class="min-w-0"><div data-panel="0"><p>a</p></div></div>');
  });
});
