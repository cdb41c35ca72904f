import { describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { parseMdx } from '../../shared/content/headings';
import { bodyOnFileLines, routeOf } from './files';

describe('routeOf', () => {
  it.each([
    ['checkout/index.mdx', '/checkout', true],
    ['checkout/create-session.mdx', '/checkout/create-session', false],
    ['checkout/integration/mobile.mdx', '/checkout/integration/mobile', false],
    ['checkout/integration/index.mdx', '/checkout/integration', true],
    ['checkout.mdx', '/checkout', false],
  ])('%s -> %s', (file, path, isIndex) => {
    expect(routeOf(file)).toEqual({ path, isIndex });
  });
});

describe('bodyOnFileLines', () => {
  const body = (source: string) => bodyOnFileLines(source, matter(source).content);

  it('leaves the frontmatter as blank lines, so a node of the body is on its line of the file', () => {
    const source = '---\ntitle: Pagos\ndescription: Uno.\n---\n\nIntro.\n\n<Nope />\n';
    const tree = parseMdx(body(source));
    expect(tree.children.map((node) => node.position?.start.line)).toEqual([6, 8]);
    expect(source.split('\n')[7]).toBe('<Nope />');
  });

  it('keeps a file without frontmatter, and one whose body follows the closing line at once, as they are', () => {
    expect(body('Intro.\n')).toBe('Intro.\n');
    expect(body('---\ntitle: a\n---\nIntro.')).toBe('\n\n\nIntro.');
  });
});
