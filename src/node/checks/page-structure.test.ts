import { describe, expect, it } from 'vitest';
import { pageStructureProblems } from './page-structure';

const page = (body: string, head = '<title>T</title><meta name="description" content="D">', lang = ' lang="es"') =>
  `<!DOCTYPE html><html${lang}><head>${head}</head><body>${body}</body></html>`;

describe('pageStructureProblems', () => {
  it('accepts a well-formed page', () => {
    expect(pageStructureProblems(page('<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>'))).toEqual([]);
  });
  it('reports missing or repeated h1, title, description and lang', () => {
    expect(pageStructureProblems(page('<h1>A</h1><h1>B</h1>', '', ''))).toEqual([
      'has 2 h1 elements; a page needs exactly one.',
      'has no <title>.',
      'has no meta description.',
      'has no lang on <html>.',
    ]);
  });
  it('reports a skipped heading level', () => {
    expect(pageStructureProblems(page('<h1>A</h1><h3>Deep</h3>'))).toEqual(['skips from h1 to h3 at "Deep".']);
  });
});
