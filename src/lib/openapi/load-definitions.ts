import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLocale, type Locale, locales } from '../i18n/locales';
import { applyOverlay, cloneJson } from './overlay';
import { isObject } from './raw';
import { checkTranslations } from './translations';
import type { OpenApiDocument } from './types';

/** One API definition in one locale, ready for the reader. */
export interface LoadedDefinition {
  api: string;
  locale: Locale;
  /** The source definition, from the repository root: `openapi/checkout/openapi.yaml`. */
  file: string;
  /** The overlay that translated it; absent for the source locale. */
  overlayFile?: string;
  /** A fresh object per (api, locale): the reader memoises per object, so nothing may change it after loading. */
  document: OpenApiDocument;
}

/** api -> locale -> definition. */
export type ApiDefinitions = Record<string, Partial<Record<Locale, LoadedDefinition>>>;

export interface DefinitionProblem {
  file: string;
  message: string;
}

/** What is on disk for one API: the source text and one overlay text per translated locale (null when missing). */
export interface DefinitionSource {
  api: string;
  file: string;
  text: string;
  overlays: Array<{ locale: Locale; file: string; text: string | null }>;
}

export const definitionFile = (api: string) => `openapi/${api}/openapi.yaml`;
export const overlayFile = (api: string, locale: Locale) => `openapi/${api}/${locale}.overlay.yaml`;

/** Reads `openapi/<api>/openapi.yaml` and its `<locale>.overlay.yaml` files. */
export function readDefinitionSources(repoRoot: string): DefinitionSource[] {
  const root = path.join(repoRoot, 'openapi');
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'openapi.yaml')))
    .map((entry) => entry.name)
    .sort()
    .map((api) => ({
      api,
      file: definitionFile(api),
      text: readFileSync(path.join(repoRoot, definitionFile(api)), 'utf8'),
      overlays: locales
        .filter((locale) => locale !== defaultLocale)
        .map((locale) => {
          const full = path.join(repoRoot, overlayFile(api, locale));
          return { locale, file: overlayFile(api, locale), text: existsSync(full) ? readFileSync(full, 'utf8') : null };
        }),
    }));
}

function parseYaml(text: string, file: string, problems: DefinitionProblem[]): unknown {
  try {
    return parse(text);
  } catch (error) {
    problems.push({ file, message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

/**
 * The definitions per locale: the source as written, every other locale through its overlay,
 * with the overlay and translation problems an author must fix (named by file and JSONPath).
 */
export function buildDefinitions(
  sources: readonly DefinitionSource[],
  /** The locales an API is left out of on purpose (its product's manifest leaves them out): no overlay is needed there. */
  leftOut: (api: string, locale: Locale) => boolean = () => false,
): { definitions: ApiDefinitions; problems: DefinitionProblem[] } {
  const definitions: ApiDefinitions = {};
  const problems: DefinitionProblem[] = [];
  for (const source of sources) {
    const parsed = parseYaml(source.text, source.file, problems);
    if (parsed === undefined) continue;
    if (!isObject(parsed)) {
      problems.push({ file: source.file, message: 'is not an OpenAPI document (expected a mapping with `openapi`, `info` and `paths`).' });
      continue;
    }
    const perLocale: Partial<Record<Locale, LoadedDefinition>> = {
      [defaultLocale]: { api: source.api, locale: defaultLocale, file: source.file, document: cloneJson(parsed) },
    };
    for (const overlay of source.overlays) {
      if (overlay.text === null) {
        if (leftOut(source.api, overlay.locale)) continue;
        problems.push({
          file: overlay.file,
          message: `is missing: every text of ${source.file} needs a ${overlay.locale} translation. Write an Overlay 1.0 file (overlay: 1.0.0, extends: ./openapi.yaml, actions: …).`,
        });
        continue;
      }
      const raw = parseYaml(overlay.text, overlay.file, problems);
      if (raw === undefined) continue;
      const applied = applyOverlay(parsed, raw);
      for (const issue of applied.issues) {
        const where = issue.index < 0 ? '' : `action ${issue.index + 1}${issue.target === undefined ? '' : ` (target: ${issue.target})`} `;
        const fix = issue.message === 'matches nothing in the definition' ? ` of ${source.file}. Fix the JSONPath or remove the action.` : '.';
        problems.push({ file: overlay.file, message: `${where}${issue.message}${fix}` });
      }
      problems.push(
        ...checkTranslations(parsed, applied.document, applied.written, {
          sourceFile: source.file,
          sourceLocale: defaultLocale,
          overlayFile: overlay.file,
          locale: overlay.locale,
        }),
      );
      perLocale[overlay.locale] = { api: source.api, locale: overlay.locale, file: source.file, overlayFile: overlay.file, document: applied.document };
    }
    definitions[source.api] = perLocale;
  }
  return { definitions, problems };
}

export function loadDefinitions(repoRoot: string, leftOut?: (api: string, locale: Locale) => boolean): { definitions: ApiDefinitions; problems: DefinitionProblem[] } {
  return buildDefinitions(readDefinitionSources(repoRoot), leftOut);
}
