import { Menu, Moon, Search, Sun } from 'lucide-react';
import { SiteLink } from '@/browser/islands/ui/SiteLink';
import type { ReactNode } from 'react';
import { languageOptions, type Locale } from '@/shared/i18n/locales';
import { localizePath, switchLocalePath } from '@/shared/i18n/paths';
import type { Translate } from '@/shared/i18n/translate';
import type { HomeEntry, NavTab } from '@/shared/navigation/types';
import { SearchButton } from '../search/SearchButton';
import { searchLabels } from '../search/search-labels';
import { Icon } from '../ui/Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileNav } from './MobileNav';
import { SectionSelector } from './SectionSelector';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { TopBarFrame } from './TopBarFrame';

export interface TopBarProps {
  locale: Locale;
  /** This page's path, for the language switch's targets. */
  pathname: string;
  t: Translate;
  sections: HomeEntry[];
  currentSectionHref: string | undefined;
  mobileNav: ReactNode;
  tabs?: { items: NavTab[]; activeIdentifier: string | undefined };
}

/** Brand, section selector, language and theme, and the namespace's top tabs (spec §2). */
export function TopBar({ locale, pathname, t, sections, currentSectionHref, mobileNav, tabs }: TopBarProps) {
  return (
    <TopBarFrame label={t('topbar.label')}>
      <div className="mx-auto flex h-14 max-w-[90rem] items-center gap-2 px-4 sm:gap-3 lg:px-6">
        <MobileNav openLabel={t('mobileNav.open')} closeLabel={t('mobileNav.close')} title={t('mobileNav.title')} icon={<Menu className="size-5" aria-hidden="true" />}>
          {mobileNav}
        </MobileNav>
        <SiteLink href={localizePath('/', locale)} aria-label={t('brand.home')} className="flex shrink-0 items-center gap-2 rounded-lg">
          <Logo />
          <span className="hidden text-[15px] font-semibold tracking-tight text-zinc-900 sm:inline dark:text-white">
            Ondapay <span className="font-normal text-zinc-600 dark:text-zinc-400">Docs</span>
          </span>
        </SiteLink>
        <div className="ml-2 hidden md:block">
          <SectionSelector
            sections={sections}
            currentHref={currentSectionHref}
            label={t('sections.label')}
            placeholder={t('sections.placeholder')}
          />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <SearchButton
            shortcutHint={t('search.shortcutHint')}
            dialogLabels={searchLabels(t)}
            locale={locale}
            className="flex h-9 items-center gap-2 rounded-lg border border-zinc-200 bg-white px-2.5 text-sm text-zinc-600 shadow-xs hover:border-zinc-300 hover:text-zinc-900 sm:w-56 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-white"
          >
            <Search className="size-4 shrink-0" aria-hidden="true" />
            <span className="hidden sm:inline">{t('search.button')}</span>
            <span className="sr-only sm:hidden">{t('search.button')}</span>
            <kbd className="ml-auto hidden rounded border border-zinc-200 px-1.5 font-sans text-[11px] text-zinc-600 sm:inline dark:border-zinc-700 dark:text-zinc-300" aria-hidden="true">
              Ctrl K
            </kbd>
          </SearchButton>
          <LanguageSwitch
            locale={locale}
            languages={languageOptions.map((language) => ({ ...language, href: switchLocalePath(pathname, language.code) }))}
            label={t('language.label')}
          />
          <ThemeToggle
            toDarkLabel={t('theme.toDark')}
            toLightLabel={t('theme.toLight')}
            icons={{ light: <Sun className="size-5 dark:hidden" aria-hidden="true" />, dark: <Moon className="hidden size-5 dark:block" aria-hidden="true" /> }}
            className="inline-flex size-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
          />
        </div>
      </div>
      {tabs && tabs.items.length > 0 ? (
        <nav aria-label={t('tabs.label')} className="mx-auto hidden max-w-[90rem] px-4 lg:block lg:px-6">
          <ul className="-mb-px flex gap-6">
            {tabs.items.map((tab) => {
              const active = tab.identifier === tabs.activeIdentifier;
              return (
                <li key={tab.identifier}>
                  <SiteLink
                    href={tab.href}
                    aria-current={active ? 'page' : undefined}
                    className={`flex items-center gap-2 border-b-2 py-2.5 text-sm font-medium ${
                      active
                        ? 'border-primary-600 text-zinc-900 dark:border-primary-400 dark:text-white'
                        : 'border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white'
                    }`}
                  >
                    <Icon name={tab.icon} />
                    {tab.title}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </TopBarFrame>
  );
}
