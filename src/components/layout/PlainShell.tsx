import type { ReactNode } from 'react';
import type { Locale } from '@/shared/i18n/locales';
import type { Translate } from '@/shared/i18n/translate';
import type { HomeEntry } from '@/shared/navigation/types';
import { Footer } from './Footer';
import { SectionList } from './SectionList';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** The second layout of spec §2: top bar and footer, no sidebar, no previous/next. */
export function PlainShell({ locale, t, entries, pathname, children }: { locale: Locale; t: Translate; entries: HomeEntry[]; pathname: string; children: ReactNode }) {
  return (
    <>
      <SkipLink label={t('skip.toContent')} />
      <TopBar
        locale={locale}
        pathname={pathname}
        t={t}
        sections={entries}
        currentSectionHref={undefined}
        mobileNav={<SectionList title={t('sidebar.products')} entries={entries} currentHref={undefined} />}
      />
      <div className="mx-auto max-w-6xl px-4 lg:px-6">
        <main id="main" tabIndex={-1} className="pt-12 focus:outline-none sm:pt-16">
          {children}
        </main>
        <Footer locale={locale} pathname={pathname} t={t} />
      </div>
    </>
  );
}
