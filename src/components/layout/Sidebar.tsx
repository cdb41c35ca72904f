import { ChevronDown } from 'lucide-react';
import { SiteLink } from '@/browser/islands/ui/SiteLink';
import type { PageHeading } from '@/shared/content/headings';
import type { Locale } from '@/shared/i18n/locales';
import type { Translate } from '@/shared/i18n/translate';
import type { NavLink, NavTab } from '@/shared/navigation/types';
import { linkContains } from '@/shared/navigation/walk';
import { SidebarGroup } from './SidebarGroup';

interface SidebarProps {
  tab: NavTab;
  activeHref: string;
  headings: PageHeading[];
  /** The headings' language where it is not the page's (a page shown untranslated). */
  headingsLang?: Locale;
  t: Translate;
}

interface LinkProps {
  link: NavLink;
  activeHref: string;
  headings: PageHeading[];
  headingsLang: Locale | undefined;
  headingsLabel: string;
  depth: number;
}

/**
 * A page link; the current one lists its level-2 headings (spec §2) as what they are, anchors in
 * the page: marked #, smaller and indented past the child pages, which follow as pages (issue 13). They are a group named "On this page"
 * (a group, since naming the list itself is not recommended HTML).
 */
function SidebarLink({ link, activeHref, headings, headingsLang, headingsLabel, depth }: LinkProps) {
  const current = link.href === activeHref;
  const expanded = linkContains(link, activeHref);
  return (
    <li>
      <SiteLink
        href={link.href}
        lang={link.lang}
        aria-current={current ? 'page' : undefined}
        className={`-ml-px flex border-l py-1.5 pr-2 text-sm transition-colors ${depth > 0 ? 'pl-7' : 'pl-4'} ${
          current
            ? 'border-primary-600 font-semibold text-primary-700 dark:border-primary-400 dark:text-primary-300'
            : 'border-transparent text-zinc-600 hover:border-zinc-400 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-500 dark:hover:text-white'
        }`}
      >
        {link.title}
      </SiteLink>
      {current && headings.length > 0 ? (
        <div role="group" aria-label={headingsLabel} lang={headingsLang}>
          <ul className="mb-1">
            {headings.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`${link.href}#${heading.id}`}
                  className={`-ml-px flex gap-1.5 border-l border-transparent py-1 pr-2 text-[13px] text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white ${depth > 0 ? 'pl-14' : 'pl-10'}`}
                >
                  <span aria-hidden="true" className="text-zinc-400 dark:text-zinc-500">
                    #
                  </span>
                  {heading.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {link.children && expanded ? (
        <ul>
          {link.children.map((child) => (
            <SidebarLink key={child.href} link={child} activeHref={activeHref} headings={headings} headingsLang={headingsLang} headingsLabel={headingsLabel} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The active tab's groups; the current page is marked and lists its level-2 headings (spec §2). */
export function Sidebar({ tab, activeHref, headings, headingsLang, t }: SidebarProps) {
  return (
    <ul>
      {tab.groups.map((group) => (
        <SidebarGroup
          key={group.title}
          title={group.title}
          toggleLabel={t('sidebar.toggleGroup', { group: group.title })}
          chevron={<ChevronDown className="size-4 -rotate-90 text-zinc-500 transition-transform group-data-open:rotate-0" aria-hidden="true" />}
        >
          {group.links.map((link) => (
            <SidebarLink key={link.href} link={link} activeHref={activeHref} headings={headings} headingsLang={headingsLang} headingsLabel={t('toc.title')} depth={0} />
          ))}
        </SidebarGroup>
      ))}
    </ul>
  );
}
