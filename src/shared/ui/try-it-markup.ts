import type { Facts } from '../facts/facts-data';
import type { Locale } from '../i18n/locales';

/**
 * The *Try it* button of an API operation (issue 47, docs/simulator.md "In the page"): written by
 * the build beside the operation's heading (src/node/html/try-it-html.ts) and run by
 * src/browser/runtime/try-it-buttons.ts, which loads the panel (src/browser/try-it/) on the first
 * press. The page carries only the button: its attribute names the operation as
 * `<api> <METHOD> <path>` (`checkout POST /api/session`); the panel fetches the API's trimmed
 * definition from `tryItDataPath` then.
 */
export const TRY_IT_ATTRIBUTE = 'data-try-it';

export interface TryItTarget {
  api: string;
  method: string;
  path: string;
}

export const tryItValue = ({ api, method, path }: TryItTarget) => `${api} ${method.toUpperCase()} ${path}`;

/** The operation a button names, or undefined for a value that is not one. */
export function parseTryItValue(value: string | null | undefined): TryItTarget | undefined {
  const found = /^([\w-]+) ([A-Z]+) (\/\S*)$/.exec(value ?? '');
  return found ? { api: found[1]!, method: found[2]!, path: found[3]! } : undefined;
}

/** Where the build writes an API's definition as the simulator reads it (src/node/simulator/try-it-files.ts). */
export const tryItDataPath = (locale: Locale, api: string) => `/simulator/${locale}/${api}.json`;

/** Where it writes the facts the simulator decides by (`Facts`, facts/*.yaml as read), once for every API. */
export const TRY_IT_FACTS_PATH = '/simulator/facts.json';

/** Where it lists the APIs it wrote (`TryItIndex`): what the MCP tool `run_simulation` loads, every API at once. */
export const TRY_IT_INDEX_PATH = '/simulator/index.json';

export interface TryItIndex {
  apis: string[];
}

/** An API's file: the trimmed definition (api-data.ts `simulatorDocument`). */
export interface TryItData {
  api: string;
  locale: Locale;
  document: Record<string, unknown>;
}

export type TryItFacts = Facts;
