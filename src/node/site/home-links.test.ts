import { describe, expect, it } from 'vitest';
import type { PageHeading } from '../../shared/content/headings';
import type { Locale } from '../../shared/i18n/locales';
import { localizePath } from '../../shared/i18n/paths';
import { getTranslator } from '../../shared/i18n/translate';
import { HOME_LINKS_FILE, mostVisited, startHere } from '../../shared/navigation/home-links';
import { homeLinks } from './home-links';
import { loadSite } from './load-site';
import type { SitePage } from '../../shared/site/types';

const heading = (id: string): PageHeading => ({ id, title: id, depth: 2 }) as PageHeading;

/** Every page the lists name, in both languages, with the headings they point at. */
function pagesFor(locale: Locale, leaveOut?: string): SitePage[] {
  const paths = [...new Set([...startHere.map((step) => step.page), ...mostVisited])].filter((path) => path !== leaveOut);
  return paths.map(
    (path) =>
      ({
        locale,
        path,
        href: localizePath(path, locale),
        namespace: path.split('/')[1]!,
        sourceFile: `content/${locale}${path}.mdx`,
        sourceLocale: path === mostVisited[1] && locale === 'en' ? 'es' : locale,
        title: `${locale} title of ${path}`,
        headings: startHere.flatMap((step) => (step.page === path && step.heading ? [heading(step.heading[locale])] : [])),
      }) as SitePage,
  );
}
const products = (locale: Locale) => [{ title: 'Web Checkout', description: '', href: localizePath('/checkout', locale), icon: 'layout-template' }];

describe('homeLinks', () => {
  it('builds the start path from UI strings and the most visited pages from their own titles, in each language', () => {
    for (const locale of ['es', 'en'] as const) {
      const { links, problems } = homeLinks(pagesFor(locale), locale, getTranslator(locale), products(locale));
      expect(problems).toEqual([]);
      expect(links.start.map((step) => step.title)).toEqual(startHere.map((step) => getTranslator(locale)(step.title)));
      expect(links.start.map((step) => step.href)).toEqual(startHere.map((step) => localizePath(step.page, locale) + (step.heading ? `#${step.heading[locale]}` : '')));
      expect(links.popular.map((link) => link.href)).toEqual(mostVisited.map((path) => localizePath(path, locale)));
      expect(links.popular[0]).toMatchObject({ title: `${locale} title of ${mostVisited[0]}`, text: 'Web Checkout' });
    }
  });

  it('marks the Spanish title of a page shown untranslated in English', () => {
    const { links } = homeLinks(pagesFor('en'), 'en', getTranslator('en'), products('en'));
    expect(links.popular[1]?.lang).toBe('es');
    expect(links.popular[0]).not.toHaveProperty('lang');
  });

  it('fails naming the file and the entry when a path is no page, and leaves the entry out', () => {
    const missing = mostVisited.at(-1)!;
    const { links, problems } = homeLinks(pagesFor('es', missing), 'es', getTranslator('es'), products('es'));
    expect(problems).toEqual([
      {
        file: HOME_LINKS_FILE,
        message: `mostVisited[${mostVisited.length - 1}] points at ${missing}, which is not a page. Use the path of a page a navigation/*.yaml manifest lists, or remove the entry.`,
      },
    ]);
    expect(links.popular.map((link) => link.href)).not.toContain(missing);
  });

  it('fails naming the file when a start step points at a heading its page does not have', () => {
    const index = startHere.findIndex((step) => step.heading);
    const pages = pagesFor('en').map((page) => (page.path === startHere[index]!.page ? { ...page, headings: [heading('something-else')] } : page));
    const { problems } = homeLinks(pages, 'en', getTranslator('en'), products('en'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: HOME_LINKS_FILE });
    expect(problems[0]!.message).toContain(`startHere[${index}] points at #${startHere[index]!.heading!.en}`);
    expect(problems[0]!.message).toContain('something-else');
  });

  it('points at pages and headings the site has, in both languages', () => {
    const site = loadSite();
    for (const locale of ['es', 'en'] as const) {
      const { problems, links } = homeLinks(site.pages, locale, getTranslator(locale), site.home[locale]);
      expect(problems).toEqual([]);
      expect(links.start).toHaveLength(startHere.length);
      // Content guide: Web Checkout is written in both languages, so nothing is shown untranslated.
      expect(links.popular.filter((link) => link.lang)).toEqual([]);
    }
  });
});
