import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../content/files';
import { parseMdx } from '../../shared/content/headings';
import { expandPageData } from '../content/page-data';
import { isLocale } from '../../shared/i18n/locales';
import { repositoryFacts } from '../facts/load-facts';

/**
 * Every value a page asks a reader to compute has a test vector on the page (CONTENT-STANDARD):
 * recomputed here from the pages themselves, so an edit that breaks one fails the tests, not a reader.
 */
describe('test vectors on the pages', () => {
  const files = readContentFiles(process.cwd()).filter((file) => isLocale(file.localeDir));
  const withVectors = files.map((file) => {
    const tree = parseMdx(file.body);
    let count = 0;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'TestVector') count++;
    });
    return { file, tree, count };
  });

  it('recomputes every vector from its page', () => {
    const wrong = withVectors
      .filter(({ count }) => count > 0)
      .flatMap(({ file, tree }) => expandPageData(tree, file.localeDir as 'es' | 'en', repositoryFacts()).filter((problem) => problem.includes('<TestVector>')).map((problem) => `${file.file}: ${problem}`));
    expect(wrong).toEqual([]);
  });

  it('finds the vectors the pages hold, in both languages', () => {
    const total = (locale: string) => withVectors.filter(({ file }) => file.localeDir === locale).reduce((sum, { count }) => sum + count, 0);
    expect(total('es')).toBeGreaterThan(0);
    expect(total('en')).toBeGreaterThan(0);
  });
});
