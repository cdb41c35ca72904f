import { defaultLocale, type Locale, locales } from '../../shared/i18n/locales';
import type { ApiDefinitions } from '../openapi/load-definitions';
import { listOperations, listWebhooks } from '../../shared/openapi/list-operations';
import type { Problem, SitePage } from '../../shared/site/types';

const languageName: Record<Locale, string> = { es: 'Spanish', en: 'English' };
const key = (api: string, method: string, path: string) => `${api} ${method.toUpperCase()} ${path}`;
/** Webhooks are placed by name: one key per webhook operation, so a webhook with two methods needs both placed. */
const webhookKey = (api: string, method: string, name: string) => `${api} webhook ${method.toUpperCase()} ${name}`;
const placedKey = (operation: { api: string; method: string; path: string; webhook?: string }) =>
  operation.webhook === undefined ? key(operation.api, operation.method, operation.path) : webhookKey(operation.api, operation.method, operation.webhook);

/**
 * Every operation and webhook of every definition is placed on exactly one reference page per locale that
 * has the definition, and a page written in both languages places the same operations in both:
 * an operation nobody placed is undocumented, and one placed twice is two pages to keep in step
 * (the others link to the canonical page instead). Pages shown untranslated do not count.
 */
export function apiCoverageProblems(pages: readonly SitePage[], apis: ApiDefinitions, unreadOperations: readonly string[] = []): Problem[] {
  const problems: Problem[] = [];
  // Placed, but its model could not be read: the page's own problem says why (site types, unreadOperations).
  const unread = new Set(unreadOperations);
  const written = pages.filter((page) => !page.untranslated);
  const placedOn = new Map<string, SitePage[]>();
  for (const page of written) {
    for (const operation of page.operations ?? []) {
      const id = `${page.locale} ${placedKey(operation)}`;
      placedOn.set(id, [...(placedOn.get(id) ?? []), page]);
    }
  }

  for (const [api, byLocale] of Object.entries(apis)) {
    for (const locale of locales) {
      const definition = byLocale[locale];
      if (!definition) continue;
      const webhooks = listWebhooks(definition.document);
      const items = [
        ...listOperations(definition.document).map((operation) => ({ operation, webhook: false })),
        ...webhooks.map((operation) => ({ operation, webhook: true })),
      ];
      for (const { operation, webhook } of items) {
        const method = operation.method.toUpperCase();
        const where = `${webhook ? `Webhook ${operation.path} (${method})` : `${method} ${operation.path}`}${operation.summary ? ` ("${operation.summary}")` : ''}`;
        const on = placedOn.get(`${locale} ${webhook ? webhookKey(api, method, operation.path) : key(api, method, operation.path)}`) ?? [];
        const several = webhook && webhooks.filter((other) => other.path === operation.path).length > 1;
        const tag = webhook
          ? `<ApiOperation api="${api}" webhook="${operation.path}"${several ? ` method="${operation.method.toLowerCase()}"` : ''} />`
          : `<ApiOperation api="${api}" path="${operation.path}" method="${operation.method.toLowerCase()}" />`;
        const placedUnread = unread.has(`${locale} ${webhook ? webhookKey(api, method, operation.path) : key(api, method, operation.path)}`) || (webhook && unread.has(`${locale} ${api} webhook * ${operation.path}`));
        if (on.length === 0 && placedUnread) continue;
        if (on.length === 0) {
          problems.push({
            file: definition.file,
            message: `${where} is placed on no ${languageName[locale]} page. Place it on one page of an API tab with ${tag} (under content/${locale}/).`,
          });
        } else if (on.length > 1) {
          problems.push({
            file: definition.file,
            message: `${where} is placed on ${on.length} ${languageName[locale]} pages: ${on.map((page) => page.sourceFile).join(', ')}. Keep it on the canonical one and link to it from the others.`,
          });
        }
      }
    }
  }

  // The same page in both languages documents the same operations.
  const byPath = new Map<string, Partial<Record<Locale, SitePage>>>();
  for (const page of written) byPath.set(page.path, { ...byPath.get(page.path), [page.locale]: page });
  for (const twins of byPath.values()) {
    const source = twins[defaultLocale];
    if (!source) continue;
    for (const locale of locales) {
      const translated = twins[locale];
      if (locale === defaultLocale || !translated) continue;
      const placed = (page: SitePage) =>
        new Map(
          (page.operations ?? []).map((operation) => [
            placedKey(operation),
            operation.webhook === undefined ? `${operation.method} ${operation.path} (API "${operation.api}")` : `webhook ${operation.webhook} (API "${operation.api}")`,
          ]),
        );
      const [inSource, inTranslated] = [placed(source), placed(translated)];
      for (const [id, name] of inSource) {
        if (!inTranslated.has(id)) problems.push({ file: translated.sourceFile, message: `does not place ${name}, which ${source.sourceFile} places. Both languages of a page document the same operations.` });
      }
      for (const [id, name] of inTranslated) {
        if (!inSource.has(id)) problems.push({ file: translated.sourceFile, message: `places ${name}, which ${source.sourceFile} does not. Both languages of a page document the same operations.` });
      }
    }
  }
  return problems;
}
