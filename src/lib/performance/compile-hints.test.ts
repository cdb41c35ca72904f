import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, chunksToHint, compileHintProblems, hasCompileHint, shiftSourceMapOneLine, sourceMapName, withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    const hinted = withCompileHint(chunk);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(hasCompileHint(hinted)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('leaves the code after the hint as it was, so the chunk runs the same', () => {
    const chunk = 'var a = 1;\n//# sourceMappingURL=x.js.map';
    expect(withCompileHint(chunk).slice(COMPILE_HINT.length)).toBe(chunk);
  });
});

describe('chunksToHint', () => {
  const sizes: Record<string, number> = {
    '/_next/static/chunks/react-dom.js': 229_476,
    '/_next/static/chunks/router.js': 160_434,
    '/_next/static/chunks/page.js': 38_302,
    '/_next/static/chunks/runtime.js': 11_242,
  };
  const sizeOf = (src: string) => sizes[src] ?? 0;

  it('names the large chunks any page loads before interaction, each once', () => {
    const pages = [
      ['/_next/static/chunks/runtime.js', '/_next/static/chunks/react-dom.js', '/_next/static/chunks/router.js'],
      ['/_next/static/chunks/react-dom.js', '/_next/static/chunks/router.js', '/_next/static/chunks/page.js'],
    ];
    expect(chunksToHint(pages, sizeOf)).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/router.js']);
  });

  it('takes a chunk from the minimum size, and never a script from outside the build', () => {
    const atMinimum = '/_next/static/chunks/at-minimum.js';
    const external = 'https://analytics.example/script.js';
    const big = (src: string) => (src === atMinimum || src === external ? COMPILE_HINT_MIN_BYTES : COMPILE_HINT_MIN_BYTES - 1);
    expect(chunksToHint([[atMinimum, external, '/_next/static/chunks/small.js']], big)).toEqual([atMinimum]);
  });
});

describe('shiftSourceMapOneLine', () => {
  it('starts a plain map with an empty line of mappings', () => {
    expect(shiftSourceMapOneLine({ version: 3, mappings: 'AAAA,CAAC;AACD' })).toEqual({ version: 3, mappings: ';AAAA,CAAC;AACD' });
  });

  it('moves every section of an index map down one line', () => {
    const map = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }, { offset: { line: 12, column: 4 }, map: {} }] };
    expect(shiftSourceMapOneLine(map).sections.map((section) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 13, column: 4 },
    ]);
  });
});

describe('sourceMapName', () => {
  it("reads the map's file name from the chunk's last comment", () => {
    expect(sourceMapName('code();\n\n//# sourceMappingURL=2qxfh98jrif9d.js.map\n')).toBe('2qxfh98jrif9d.js.map');
    expect(sourceMapName('code();')).toBeUndefined();
  });
});

describe('compileHintProblems', () => {
  const big = 'x'.repeat(COMPILE_HINT_MIN_BYTES);
  it('names a large startup chunk that lacks the hint, and what to run', () => {
    const chunks: Record<string, string> = { '/_next/static/chunks/a.js': big, '/_next/static/chunks/b.js': withCompileHint(big) };
    const reads: string[] = [];
    const problems = compileHintProblems([['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', 'https://analytics.example/s.js']], (src) => {
      reads.push(src);
      return chunks[src] ?? '';
    });
    // Each chunk is read once; a script from outside the build is never read.
    expect(reads.sort()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/_next\/static\/chunks\/a\.js: a startup chunk of \d+ characters without V8's compile hint; build with npm run build/);
  });
});
