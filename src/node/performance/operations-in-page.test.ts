import { describe, expect, it } from 'vitest';
import { emptyOperations, operationFiles, partsIn, withOperations } from './operations-in-page';

const page = (first: string, second: string) =>
  `<main><p>Intro</p><section aria-labelledby="a" class="api-op" data-operation-src="/code/a.txt" data-loading="…">${first}</section><section aria-labelledby="b" class="api-op" data-operation-src="/code/b.txt">${second}</section><section class="other"></section></main>`;

describe('operations written into a built page', () => {
  it('fills each empty operation section with its HTML, and says which it used', () => {
    const { html, used } = withOperations(page('', ''), (src) => `<h2>${src}</h2>`);
    expect(html).toBe(page('<h2>/code/a.txt</h2>', '<h2>/code/b.txt</h2>'));
    expect(used).toEqual(['/code/a.txt', '/code/b.txt']);
    expect(emptyOperations(html)).toEqual([]);
  });

  it('leaves a section whose HTML the build lacks empty, for the page check to name', () => {
    const { html, used } = withOperations(page('', ''), (src) => (src === '/code/a.txt' ? '<h2>A</h2>' : undefined));
    expect(used).toEqual(['/code/a.txt']);
    expect(emptyOperations(html)).toEqual(['/code/b.txt']);
  });

  it('does not write into a section twice (a build run again over its own output)', () => {
    const once = withOperations(page('', ''), () => '<h2>x</h2>').html;
    expect(withOperations(once, () => '<h2>y</h2>').html).toBe(once);
  });
});

describe('the files operations link', () => {
  const files: Record<string, string> = {
    '/code/op.txt': '<h2>Op</h2><div data-panel="1" hidden data-part-src="/code/status.txt" data-ids="r-409"></div><div data-aside="1" hidden data-part-src="/code/aside.txt"></div>',
    '/code/status.txt': '<div id="r-409"><div data-panel="1" hidden data-part-src="/code/variant.txt"></div></div>',
    '/code/aside.txt': '<pre>…</pre>',
    '/code/variant.txt': '<ul></ul>',
  };

  it('finds the parts a page or a part links, once each', () => {
    expect(partsIn(files['/code/op.txt']!)).toEqual(['/code/status.txt', '/code/aside.txt']);
    expect(partsIn(`${files['/code/op.txt']}${files['/code/op.txt']}`)).toHaveLength(2);
  });

  it('gathers each operation with its parts and the parts inside them', () => {
    const gathered = operationFiles(['/code/op.txt'], (src) => files[src]);
    expect([...gathered.keys()]).toEqual(['/code/op.txt', '/code/status.txt', '/code/aside.txt', '/code/variant.txt']);
    expect(gathered.get('/code/variant.txt')).toBe('<ul></ul>');
  });

  it('names a part the build did not write and the file that links it', () => {
    expect(() => operationFiles(['/code/op.txt'], (src) => (src === '/code/variant.txt' ? undefined : files[src]))).toThrow('/code/variant.txt, linked from /code/status.txt, was not written');
  });
});
