import type { Root } from 'mdast';
import { repositoryFacts } from '../facts/load-facts';
import type { Locale } from '../../shared/i18n/locales';
import { parseMdx } from '../../shared/content/headings';
import { expandPageData } from './page-data';

/**
 * A page's MDX as the site shows it: parsed, with its facts and test vectors written out
 * (page-data.ts). The content check reports their problems; here a broken one stays as it is.
 */
export function parsePage(body: string, sourceLocale: Locale, facts = repositoryFacts()): Root {
  const tree = parseMdx(body);
  expandPageData(tree, sourceLocale, facts);
  return tree;
}
