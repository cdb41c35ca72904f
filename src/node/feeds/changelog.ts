import type { PageHeading } from '../../shared/content/headings';
import type { Problem, SitePage } from '../../shared/site/types';

/**
 * An API changelog is a page whose URL ends in `/changelog` (`/checkout/api/changelog`); each of
 * its entries is a level-2 heading that starts with the date the change took effect
 * (`## 2026-10-15`). Other level-2 sections ("Next steps") are not entries. The build turns the
 * entries into an Atom feed beside the page (`/checkout/api/changelog.atom`), linked from it.
 */

export const ATOM_TYPE = 'application/atom+xml';

export const isChangelogPage = (page: Pick<SitePage, 'path'>) => page.path.split('/').at(-1) === 'changelog';

/** Where a changelog page's feed is served: beside it, with the extension of its format. */
export const changelogFeedPath = (href: string) => `${href.replace(/\/+$/, '')}.atom`;

export interface ChangelogEntryHeading {
  /** `2026-10-15`. */
  date: string;
  /** The heading as written (`2026-10-15`, or `2026-10-15: versión 2`). */
  title: string;
  /** Its anchor on the page. */
  id: string;
}

const datePrefix = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/;

/** A real calendar day, not only the shape of one (2026-02-30 is not). */
function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The dated level-2 headings of a page, in page order, and what is wrong with any of them. */
export function changelogEntryHeadings(headings: readonly PageHeading[]): { entries: ChangelogEntryHeading[]; problems: string[] } {
  const entries: ChangelogEntryHeading[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const heading of headings) {
    if (heading.depth !== 2) continue;
    const date = datePrefix.exec(heading.title.trim())?.[0];
    if (date === undefined) continue;
    if (!isCalendarDate(date)) {
      problems.push(`the heading "## ${heading.title}" starts with ${date}, which is not a calendar date. Write the day the change took effect as YYYY-MM-DD.`);
      continue;
    }
    if (seen.has(date)) {
      problems.push(`has two entries dated ${date}. Put every change of one day under one "## ${date}" heading.`);
      continue;
    }
    seen.add(date);
    entries.push({ date, title: heading.title.trim(), id: heading.id });
  }
  return { entries, problems };
}

/** Problems of every changelog page written in its own language (a copy shown untranslated is the same file). */
export function changelogProblems(pages: readonly SitePage[]): Problem[] {
  return pages
    .filter((page) => isChangelogPage(page) && !page.untranslated)
    .flatMap((page) => {
      const { entries, problems } = changelogEntryHeadings(page.headings);
      const empty =
        entries.length === 0 && problems.length === 0
          ? ['is a changelog (its URL ends in /changelog) but no level-2 heading starts with a date. Start each entry with "## YYYY-MM-DD", the day the change took effect: the build makes the page\'s Atom feed from them.']
          : [];
      return [...problems, ...empty].map((message) => ({ file: page.sourceFile, message }));
    });
}
