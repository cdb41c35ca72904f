import { ATOM_TYPE } from '@/node/feeds/changelog';
import { getTranslator } from '@/shared/i18n/translate';
import { tocHeadings } from '@/shared/content/headings';
import type { DocsPageModel } from '@/node/site/view-models';
import { ApiDownloads } from '../api/ApiDownloads';
import { Footer } from './Footer';
import { PageContents } from './PageContents';
import { Pager } from './Pager';
import { SectionList } from './SectionList';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TableOfContents } from './TableOfContents';
import { TopBar } from './TopBar';
import { UntranslatedNotice } from './UntranslatedNotice';
import { Icon } from '../ui/Icon';
import { FileText, Rss } from 'lucide-react';
import { SiteLink } from '@/browser/islands/ui/SiteLink';
import type { ReactNode } from 'react';
import { CopyButton } from '../ui/CopyButton';
import { copyIcon } from '../ui/copy-icons';
import { CredentialsPanel } from '../toolkit/CredentialsPanel';

/**
 * The article column's width. With "On this page" beside it (xl screens: 14rem plus a 3rem gap), the
 * column leaves that room from the first paint: on a long page the browser paints before it has
 * parsed the panel, which would otherwise squeeze the text sideways when it arrives (layout shift).
 */
function contentWidth(isApiPage: boolean, hasToc: boolean): string {
  if (isApiPage) return hasToc ? 'xl:max-w-[calc(100%-17rem)]' : '';
  return hasToc ? 'max-w-3xl xl:max-w-[min(48rem,calc(100%-17rem))]' : 'max-w-3xl';
}

/** The page actions above the title (copy the page, view it as Markdown, a changelog's feed) look alike. */
const pageActionClass =
  "inline-flex items-center gap-1.5 rounded-lg border border-zinc-200 px-2.5 py-1 text-xs font-medium text-zinc-700 hover:border-zinc-300 hover:text-zinc-900 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-zinc-600 dark:hover:text-white";

/**
 * The documentation layout: top bar, sidebar, article, "On this page", pager and footer (spec §2).
 * `content` is the page's rendered MDX, from the route (guide or API reference).
 */
export function DocsPage({ model, content }: { model: DocsPageModel; content: ReactNode }) {
  const { locale, page, tab, tabs, group, pager, editHref, sections, currentSectionHref, apiDownloads, markdownHref, feedHref, sendsBodyAuth } = model;
  // API reference pages put examples beside the attributes, so their column takes the full width.
  const isApiPage = (page.operations?.length ?? 0) > 0;
  const t = getTranslator(locale);
  const toc = tocHeadings(page.headings);
  // A page not translated yet: its text (title, headings, body) is Spanish, the page around it is not.
  const contentLang = page.sourceLocale === locale ? undefined : page.sourceLocale;
  const sidebar = tab ? <Sidebar tab={tab} activeHref={page.href} headings={toc} headingsLang={contentLang} t={t} /> : null;
  const product = sections.find((entry) => entry.href === currentSectionHref);

  // On a phone the current product's navigation comes first (the dialog opens scrolled to the
  // current page); every product is still listed below it.
  const mobileNav = (
    <>
      {product ? (
        <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-zinc-900 dark:text-white">
          <Icon name={product.icon} className="size-4 shrink-0 text-primary-600 dark:text-primary-400" />
          {product.title}
        </p>
      ) : null}
      {tabs.length > 1 ? (
        <ul className="mb-6 flex flex-wrap gap-2">
          {tabs.map((item) => (
            <li key={item.identifier}>
              <SiteLink href={item.href} aria-current={item.identifier === tab?.identifier ? 'page' : undefined} className="flex items-center gap-2 rounded-lg border border-zinc-200 px-3 py-1.5 text-sm font-medium dark:border-zinc-700">
                <Icon name={item.icon} />
                {item.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
      <nav aria-label={t('sidebar.label')}>{sidebar}</nav>
      <div className="mt-2 border-t border-zinc-200 pt-6 dark:border-zinc-800">
        <SectionList title={t('sidebar.products')} entries={sections} currentHref={currentSectionHref} />
      </div>
    </>
  );

  return (
    <>
      <SkipLink label={t('skip.toContent')} />
      <TopBar
        locale={locale}
        pathname={page.href}
        t={t}
        sections={sections}
        currentSectionHref={currentSectionHref}
        mobileNav={mobileNav}
        tabs={{ items: tabs, activeIdentifier: tab?.identifier }}
      />
      <div className="mx-auto flex max-w-[90rem] px-4 lg:px-6">
        <div className="sticky top-[5.875rem] hidden h-[calc(100dvh-5.875rem)] w-64 shrink-0 overflow-y-auto py-8 pr-6 lg:block">
          <nav aria-label={t('sidebar.label')}>{sidebar}</nav>
        </div>
        <div className="flex min-w-0 flex-1 gap-12 lg:pl-8">
          <div className={`min-w-0 flex-1 ${contentWidth(isApiPage, toc.length > 0)}`}>
            <main id="main" tabIndex={-1} data-page-kind={page.kind} className="pt-8 focus:outline-none">
              <article>
                <header className="mb-8">
                  <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">{group?.title}</p>
                    <div className="flex flex-wrap items-center gap-2">
                      {sendsBodyAuth ? <CredentialsPanel t={t} buttonClassName={pageActionClass} /> : null}
                      <CopyButton
                        page={{ href: markdownHref, className: pageActionClass }}
                        labels={{ copy: t('page.copy'), copied: t('page.copied'), failed: t('page.copyFailed'), action: t('page.copyAction'), icon: copyIcon }}
                      />
                      <a
                        href={markdownHref}
                        className={pageActionClass}
                      >
                        <FileText className="size-3.5" aria-hidden="true" />
                        {t('page.viewMarkdown')}
                      </a>
                      {feedHref ? (
                        <a href={feedHref} type={ATOM_TYPE} className={pageActionClass}>
                          <Rss className="size-3.5" aria-hidden="true" />
                          {t('page.feed')}
                        </a>
                      ) : null}
                    </div>
                  </div>
                  <h1 lang={contentLang} className="text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">
                    {page.title}
                  </h1>
                  <p lang={contentLang} className="mt-3 text-lg text-zinc-600 dark:text-zinc-400">
                    {page.description}
                  </p>
                </header>
                {page.untranslated ? <UntranslatedNotice text={t('untranslated.notice')} /> : null}
                <PageContents title={t('toc.title')} pageHref={page.href} headings={toc} lang={contentLang} />
                <ApiDownloads downloads={apiDownloads} t={t} />
                <div lang={contentLang} className="prose">
                  {content}
                </div>
              </article>
              <Pager pager={pager} t={t} />
            </main>
            <Footer locale={locale} pathname={page.href} editHref={editHref} t={t} />
          </div>
          {toc.length > 0 ? (
            <div className="sticky top-[5.875rem] hidden h-fit max-h-[calc(100dvh-5.875rem)] w-56 shrink-0 overflow-y-auto py-8 xl:block">
              <TableOfContents title={t('toc.title')} pageHref={page.href} headings={toc} />
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}
