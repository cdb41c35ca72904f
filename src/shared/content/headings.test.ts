import { describe, expect, it } from 'vitest';
import { extractHeadings, headingOffsetRem, parseMdx, tocHeadings } from './headings';

describe('extractHeadings', () => {
  it('slugs headings the way GitHub does, keeping accents and numbering duplicates', () => {
    const tree = parseMdx(
      ['Intro', '', '## Cómo funciona', '', '### Detalles `returnUrl`', '', '## Errores', '', '## Errores', ''].join('\n'),
    );
    expect(extractHeadings(tree)).toEqual([
      { id: 'cómo-funciona', title: 'Cómo funciona', depth: 2 },
      { id: 'detalles-returnurl', title: 'Detalles returnUrl', depth: 3 },
      { id: 'errores', title: 'Errores', depth: 2 },
      { id: 'errores-1', title: 'Errores', depth: 2 },
    ]);
  });

  it('adds the headings components render, in document order, without feeding them to the slugger', () => {
    const tree = parseMdx('## Errores\n\n<ApiOperation path="/api/session" method="post" />\n\n## Errores\n');
    const headings = extractHeadings(tree, (node) => (node.name === 'ApiOperation' ? { id: 'post-api-session', title: 'Crea una sesión', depth: 2, tag: 'POST', label: '/api/session' } : undefined));
    expect(headings.map((heading) => heading.id)).toEqual(['errores', 'post-api-session', 'errores-1']);
    expect(tocHeadings(headings)).toHaveLength(3);
  });

  it('keeps only level-2 headings for the table of contents', () => {
    const headings = extractHeadings(parseMdx('## A\n\n### B\n\n## C\n'));
    expect(tocHeadings(headings).map((h) => h.id)).toEqual(['a', 'c']);
  });
});

describe('headingOffsetRem', () => {
  it('is 8 with a tag or a label, else 6', () => {
    expect(headingOffsetRem({})).toBe(6);
    expect(headingOffsetRem({ tag: 'POST' })).toBe(8);
    expect(headingOffsetRem({ label: '/api/session' })).toBe(8);
  });
});
