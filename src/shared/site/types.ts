import type { PageCodeRow } from '../codes/extract';
import type { PageHeading } from '../content/headings';
import type { Locale } from '../i18n/locales';
import type { PageKind } from '../navigation/manifest';
import type { HomeEntry, NavTab } from '../navigation/types';
import type { ApiOperationModel } from '../openapi/operation-model';

/** A build problem: the file an author must open, and what to change there. */
export interface Problem {
  file: string;
  message: string;
}

/** One prerendered documentation page. */
export interface SitePage {
  locale: Locale;
  /** Path without locale prefix: `/checkout/create-session`. */
  path: string;
  /** Public URL path: `/en/checkout/create-session`. */
  href: string;
  namespace: string;
  /** `api` pages may place operations; their kind comes from their navigation tab or frontmatter. */
  kind: PageKind;
  /** The MDX file rendered here; a Spanish file when the English page is not written yet. */
  sourceFile: string;
  sourceLocale: Locale;
  isIndex: boolean;
  untranslated: boolean;
  title: string;
  description: string;
  body: string;
  headings: PageHeading[];
  /** The API operations the page places with <ApiOperation>, read from its language's definition. */
  operations?: ApiOperationModel[];
  /** Rows of the page's `<Codes>` tables, for the code catalogue (src/shared/codes). */
  codes?: PageCodeRow[];
  /** The navigation of this page's namespace in this page's locale (links already localized). */
  navigation: NavTab[];
  /** URLs of real translations of this page, by locale (for hreflang). */
  alternates: Partial<Record<Locale, string>>;
}

export interface Site {
  pages: SitePage[];
  problems: Problem[];
  /** The home menu and section selector per locale (spec §2). */
  home: Record<Locale, HomeEntry[]>;
  /** Every namespace, in menu order. */
  namespaces: string[];
  /**
   * Operations pages place whose model could not be read (a `$ref` loop), as `<locale> <api>
   * <METHOD> <path>` (webhooks: `<locale> <api> webhook <METHOD or *> <name>`): a problem names each
   * on its page, so the coverage check does not also call them unplaced.
   */
  unreadOperations?: string[];
}
