import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '../i18n/locales';

// The localized shapes below name es (source) and en because zod needs a literal shape: a new
// locale stops this line from compiling until they name it too.
void (locales satisfies readonly ['es', 'en']);

/**
 * A product's manifest, `navigation/<namespace>.yaml`: everything about the namespace that is not
 * a page or an API definition (spec §1 to §3). Written once for both languages: pages by their
 * locale-free path (sidebar labels come from each page's frontmatter), and the few titles that
 * are not pages side by side, `{ es: …, en: … }`.
 */

const text = z.string().trim().min(1, 'must not be empty');

/** A title in the source language and, usually, its translations (the translation check says which are missing). */
const localized = z.strictObject({ es: text, en: text.optional() });

const sitePath = z.string().regex(/^\/(?!\/)/, 'must be a path on this site, like /en/gateway');

/** A page by its URL without locale: `/checkout/create-session`. */
const pagePath = z
  .string()
  .regex(/^\/[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/, 'must be a page path without locale, like /checkout/create-session (no trailing slash, no /en prefix)');

export type NavEntry = string | { page: string; children: NavEntry[] };
const entry: z.ZodType<NavEntry> = z.lazy(() => z.union([pagePath, z.strictObject({ page: pagePath, children: z.array(entry).min(1) })]));

/** Icons are named as lucide names them (https://lucide.dev/icons): `credit-card`, `shield-check`. */
const iconName = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lucide icon name in kebab-case, like credit-card');

export const pageKinds = ['guide', 'api'] as const;
export type PageKind = (typeof pageKinds)[number];

const tab = z.strictObject({
  /** `documentation` and `api` have standard titles and icons; any other tab names its own. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lowercase identifier, like documentation or api'),
  title: localized.optional(),
  icon: iconName.optional(),
  /** What the tab's pages are: `api` pages may place operations with <ApiOperation>. Default: `api` for the api tab, else `guide`. */
  kind: z.enum(pageKinds).optional(),
  groups: z.array(z.strictObject({ title: localized, pages: z.array(entry).min(1) })).min(1),
});

export const manifestSchema = z.strictObject({
  /** Place in the home menu and section selector (spec §1 order); also the order of namespaces everywhere else. */
  position: z.number().int().positive(),
  icon: iconName,
  /** Languages the namespace is written in. Default: all. Leaving one out shows the Spanish pages there with the untranslated notice (spec §2). */
  locales: z
    .array(z.enum(locales))
    .min(1)
    .refine((list) => list.includes(defaultLocale), `must include "${defaultLocale}", the source language`)
    .optional(),
  /** The home menu entry (spec §2). A namespace without one is reached from other pages only (sdks, ticket, core). */
  home: z
    .strictObject({
      title: localized,
      description: localized,
      /** A different link for a locale; by default the namespace's index in that locale. */
      href: z.strictObject({ es: sitePath.optional(), en: sitePath.optional() }).optional(),
    })
    .optional(),
  tabs: z.array(tab).min(1),
  /**
   * Old URLs that now live elsewhere (the replaced site's, or a page that moved), by locale-free path;
   * each applies in every locale. The build writes a 301 for the site's server, `_redirects` for
   * static hosts and a small page at the old path (src/shared/navigation/redirects.ts).
   */
  redirects: z
    .array(
      z.strictObject({
        from: pagePath,
        to: z.string().regex(/^\/[A-Za-z0-9][\w.\/-]*(#[^\s#]+)?$/, 'must be a page path without locale, optionally with a #fragment, like /checkout/refund#partial-refunds'),
      }),
    )
    .optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTab = Manifest['tabs'][number];
export type Localized = z.infer<typeof localized>;

/** Where a namespace's manifest lives, from the repository root. */
export const manifestFile = (namespace: string) => `navigation/${namespace}.yaml`;

export const namespacePattern = /^[a-z][a-z0-9-]*$/;

/** The locales a namespace is written in. */
export const writtenLocales = (manifest: Manifest): readonly Locale[] => manifest.locales ?? locales;

/** Default kind of a tab's pages. */
export const tabKind = (value: ManifestTab): PageKind => value.kind ?? (value.id === 'api' ? 'api' : 'guide');

/** Every page path a manifest lists, in navigation order, with the tab it is in. */
export function manifestPages(manifest: Manifest): Array<{ path: string; tab: ManifestTab; group: number }> {
  const out: Array<{ path: string; tab: ManifestTab; group: number }> = [];
  const visit = (value: NavEntry, owner: ManifestTab, group: number) => {
    if (typeof value === 'string') out.push({ path: value, tab: owner, group });
    else {
      out.push({ path: value.page, tab: owner, group });
      for (const child of value.children) visit(child, owner, group);
    }
  };
  for (const owner of manifest.tabs) owner.groups.forEach((group, index) => group.pages.forEach((value) => visit(value, owner, index)));
  return out;
}

/** Reads one manifest's parsed YAML; every problem names where in the file it is. */
export function parseManifest(data: unknown): { manifest?: Manifest; problems: string[] } {
  const result = manifestSchema.safeParse(data);
  if (result.success) return { manifest: result.data, problems: [] };
  return {
    problems: result.error.issues.map((issue) => {
      const where = issue.path.length > 0 ? issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '') : 'the file';
      return `${where}: ${issue.message}`;
    }),
  };
}
