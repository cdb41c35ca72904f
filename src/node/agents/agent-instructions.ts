import { markdownTwinPath } from '../../shared/content/markdown-twin';
import type { Locale } from '../../shared/i18n/locales';
import type { Translate } from '../../shared/i18n/translate';
import { llmsFullPath } from './llms-files';

export interface ProductEntryPoint {
  namespace: string;
  /** The product's name in the locale. */
  name: string;
  /** Its canonical page: the product's index, where its documentation starts. */
  href: string;
  /** Its changelog feeds, if it has changelogs. */
  feeds: string[];
}

/**
 * The "instructions for agents" of a locale's llms.txt, in the content guide's voice: the rules an
 * assistant must not get wrong when it writes an integration (test environment first, credentials
 * per request, the secret key never logged), then where each product starts and the Markdown files.
 * Markdown without headings: llms.txt wants its sections to be page lists.
 */
export function agentInstructions(input: { t: Translate; locale: Locale; origin: string; products: readonly ProductEntryPoint[] }): string {
  const { t, origin } = input;
  const url = (path: string) => new URL(path, origin).toString();
  const link = (label: string, path: string) => `[${label}](${url(path)})`;
  const products = input.products.map((product) =>
    [link(product.name, markdownTwinPath(product.href)), link(t('agents.wholeProduct'), llmsFullPath(input.locale, product.namespace)), ...product.feeds.map((feed) => link(t('agents.feed'), feed))].join(' · '),
  );
  return [
    `**${t('agents.title')}**`,
    '',
    `- ${t('agents.testFirst')}`,
    `- ${t('agents.authPerRequest')}`,
    `- ${t('agents.secretKey')}`,
    `- ${t('agents.original')}`,
    `- ${t('agents.markdown', { full: link('llms-full.txt', llmsFullPath(input.locale)) })}`,
    `- ${t('agents.canonical')}`,
    ...products.map((line) => `  - ${line}`),
  ].join('\n');
}
