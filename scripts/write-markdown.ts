import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { llmsTxt } from '../src/lib/content/llms-txt';
import { mdxToMarkdown } from '../src/lib/content/to-markdown';
import { locales } from '../src/lib/i18n/locales';
import { localizePath } from '../src/lib/i18n/paths';
import { getTranslator } from '../src/lib/i18n/translate';
import { loadSite } from '../src/lib/site/load-site';
import { siteConfig } from '../src/lib/site-config';

/** After `next build`: a `.md` twin of every page and an llms.txt per locale, in out/. */
const out = path.resolve('out');
const write = (urlPath: string, content: string) => {
  const file = path.join(out, urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

const site = loadSite();
for (const locale of locales) {
  const t = getTranslator(locale);
  const labels = {
    note: t('callout.note'), info: t('callout.info'), warning: t('callout.warning'), error: t('callout.error'),
    required: t('badge.required'), conditional: t('badge.conditional'),
  };
  const pages = site.pages.filter((page) => page.locale === locale);
  for (const page of pages) {
    const notice = page.untranslated ? t('untranslated.notice') : undefined;
    write(`${page.href}.md`, mdxToMarkdown({ title: page.title, description: page.description, body: page.body, notice }, labels));
  }
  write(
    `${localizePath('/', locale) === '/' ? '' : localizePath('/', locale)}/llms.txt`,
    llmsTxt({ siteName: t('meta.siteName'), summary: t('meta.homeDescription'), origin: siteConfig.url, pages, namespaces: loadSite().namespaces }),
  );
  console.log(`Markdown: ${pages.length} ${locale} pages and ${localizePath('/', locale)}llms.txt`.replace('/enllms', '/en/llms'));
}
