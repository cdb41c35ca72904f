import { describe, expect, it } from 'vitest';
import type { SitePage } from '../../shared/site/types';
import { changelogEntryHeadings, changelogFeedPath, changelogProblems, isChangelogPage } from './changelog';

const h2 = (title: string, id = title.toLowerCase().replace(/\W+/g, '-')) => ({ id, title, depth: 2 });

const page = (path: string, headings: SitePage['headings'], untranslated = false): SitePage => ({
  locale: 'es', path, href: path, namespace: 'checkout', kind: 'api', sourceFile: `content/es${path}.mdx`, sourceLocale: 'es', isIndex: false,
  untranslated, title: 'Cambios', description: 'Cambios.', body: '', headings, navigation: [], alternates: {},
});

describe('changelog pages', () => {
  it('are the pages whose last segment is changelog', () => {
    expect(isChangelogPage({ path: '/checkout/api/changelog' })).toBe(true);
    expect(isChangelogPage({ path: '/gateway/changelog' })).toBe(true);
    expect(isChangelogPage({ path: '/checkout/api/changelog-policy' })).toBe(false);
    expect(isChangelogPage({ path: '/changelog/intro' })).toBe(false);
  });

  it('have their feed beside them', () => {
    expect(changelogFeedPath('/en/checkout/api/changelog')).toBe('/en/checkout/api/changelog.atom');
  });

  it('read the dated level-2 headings as entries and leave the other sections out', () => {
    const { entries, problems } = changelogEntryHeadings([h2('2026-10-15'), { id: 'x', title: '2026-01-01', depth: 3 }, h2('2026-07-01: versión 2', 'v2'), h2('Siguientes pasos')]);
    expect(entries).toEqual([
      { date: '2026-10-15', title: '2026-10-15', id: '2026-10-15' },
      { date: '2026-07-01', title: '2026-07-01: versión 2', id: 'v2' },
    ]);
    expect(problems).toEqual([]);
  });

  it('name the file of a changelog with an impossible date, a date twice, or no dated entry', () => {
    const problems = changelogProblems([
      page('/a/changelog', [h2('2026-02-30')]),
      page('/b/changelog', [h2('2026-01-01'), h2('2026-01-01', '2026-01-01-1')]),
      page('/c/changelog', [h2('Novedades')]),
      page('/d/changelog', [h2('2026-01-01')]),
      // A page shown untranslated is its source file again: reported once, by its own locale.
      page('/c/changelog', [h2('Novedades')], true),
      page('/guide', [h2('Novedades')]),
    ]);
    expect(problems.map((problem) => problem.file)).toEqual(['content/es/a/changelog.mdx', 'content/es/b/changelog.mdx', 'content/es/c/changelog.mdx']);
    expect(problems.every((problem) => problem.message.length > 0)).toBe(true);
  });
});
