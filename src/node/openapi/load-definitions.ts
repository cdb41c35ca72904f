import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { defaultLocale, type Locale, locales } from '../../shared/i18n/locales';
import { applyOverlay } from '../../shared/openapi/overlay';
import { isObject, type RawObject } from '../../shared/openapi/raw';
import { checkTranslations } from '../../shared/openapi/translations';
import type { OpenApiDocument } from '../../shared/openapi/types';

/** One API definition in one locale, ready for the reader. */
export interface LoadedDefinition {
  api: string;
  locale: Locale;
  /** The source definition, from the repository root: `openapi/checkout/openapi.yaml`. */
  file: string;
  /** The overlay that translated it; absent for the source locale. */
  overlayFile?: string;
  /**
   * One object per (api, locale); locales share the subtrees an overlay leaves alone. The reader
   * memoises per object, so nothing may change it after loading.
   */
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

/** The names a definition may have: YAML as authors write it, or JSON as tools export it. */
const definitionNames = ['openapi.yaml', 'openapi.json'] as const;

/** The definition file of an API, from the repository root (`openapi/checkout/openapi.yaml`, or `openapi.json` when that is what exists). */
export function definitionFile(api: string, repoRoot?: string): string {
  const name = repoRoot === undefined ? undefined : definitionNames.find((candidate) => existsSync(path.join(repoRoot, 'openapi', api, candidate)));
  return `openapi/${api}/${name ?? definitionNames[0]}`;
}
export const overlayFile = (api: string, locale: Locale) => `openapi/${api}/${locale}.overlay.yaml`;

/** Reads `openapi/<api>/openapi.yaml` (or `openapi.json`) and its `<locale>.overlay.yaml` files. */
export function readDefinitionSources(repoRoot: string): DefinitionSource[] {
  const root = path.join(repoRoot, 'openapi');
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && definitionNames.some((name) => existsSync(path.join(root, entry.name, name))))
    .map((entry) => entry.name)
    .sort()
    .map((api) => ({
      api,
      file: definitionFile(api, repoRoot),
      text: readFileSync(path.join(repoRoot, definitionFile(api, repoRoot)), 'utf8'),
      overlays: locales
        .filter((locale) => locale !== defaultLocale)
        .map((locale) => {
          const full = path.join(repoRoot, overlayFile(api, locale));
          return { locale, file: overlayFile(api, locale), text: existsSync(full) ? readFileSync(full, 'utf8') : null };
        }),
    }));
}

/**
 * The file's data. JSON (a `.json` file, or YAML text that is a JSON object, as tools export it)
 * is read with JSON.parse, some twenty times faster than a YAML parser on a large definition.
 */
function parseText(text: string, file: string, problems: DefinitionProblem[]): unknown {
  if (file.endsWith('.json') || /^\s*\{/.test(text)) {
    try {
      return JSON.parse(text);
    } catch (error) {
      if (file.endsWith('.json')) {
        problems.push({ file, message: `is not valid JSON: ${(error as Error).message.split('\n')[0]}` });
        return undefined;
      }
      // YAML that only starts like JSON: read it as YAML below.
    }
  }
  try {
    return parse(text);
  } catch (error) {
    problems.push({ file, message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

/**
 * What is wrong with the document's version, if anything. Swagger 2.0 is refused whole, with the
 * command that converts it, rather than read half-way (its bodies are parameters, which an
 * OpenAPI 3 reader would silently drop).
 */
function versionProblem(parsed: RawObject, file: string): string | undefined {
  if (typeof parsed.swagger === 'string' || typeof parsed.swagger === 'number') {
    return `is Swagger ${String(parsed.swagger)}, which the site does not read. Convert it to OpenAPI 3 once and commit the result: npx swagger2openapi@7.0.8 --yaml --outfile ${file.replace(/\.json$/, '.yaml')} ${file} (then check its texts and overlays).`;
  }
  if (typeof parsed.openapi !== 'string' || !/^3\.[01]\./.test(parsed.openapi)) {
    return `has openapi: ${JSON.stringify(parsed.openapi ?? null)}; the site reads OpenAPI 3.0 and 3.1 documents (openapi: 3.1.0).`;
  }
  return undefined;
}

/**
 * The definitions per locale: the source as written, every other locale through its overlay,
 * with the overlay and translation problems an author must fix (named by file and JSONPath).
 */
export function buildDefinitions(
  sources: readonly DefinitionSource[],
  /** The locales an API is left out of on purpose (its product's manifest leaves them out): no overlay is needed there. */
  leftOut: (api: string, locale: Locale) => boolean = () => false,
): { definitions: ApiDefinitions; problems: DefinitionProblem[]; unreadable: string[] } {
  const definitions: ApiDefinitions = {};
  const problems: DefinitionProblem[] = [];
  // Definitions on disk that could not be read, as `api:locale`: their own problem names the file, and pages that place their operations say nothing more.
  const unreadable: string[] = [];
  const allLocales = (api: string) => locales.map((locale) => `${api}:${locale}`);
  for (const source of sources) {
    const parsed = parseText(source.text, source.file, problems);
    if (parsed === undefined) {
      unreadable.push(...allLocales(source.api));
      continue;
    }
    if (!isObject(parsed)) {
      problems.push({ file: source.file, message: 'is not an OpenAPI document (expected a mapping with `openapi`, `info` and `paths`).' });
      unreadable.push(...allLocales(source.api));
      continue;
    }
    const wrongVersion = versionProblem(parsed, source.file);
    if (wrongVersion !== undefined) {
      problems.push({ file: source.file, message: wrongVersion });
      unreadable.push(...allLocales(source.api));
      continue;
    }
    // The parsed tree itself, not a copy: nothing changes it (overlays copy what they write), so the
    // translations share every subtree they leave alone (examples, mostly) with the source.
    const perLocale: Partial<Record<Locale, LoadedDefinition>> = {
      [defaultLocale]: { api: source.api, locale: defaultLocale, file: source.file, document: parsed },
    };
    for (const overlay of source.overlays) {
      if (overlay.text === null) {
        if (leftOut(source.api, overlay.locale)) continue;
        problems.push({
          file: overlay.file,
          message: `is missing: every text of ${source.file} needs a ${overlay.locale} translation. Write an Overlay 1.0 file (overlay: 1.0.0, extends: ./openapi.yaml, actions: …).`,
        });
        unreadable.push(`${source.api}:${overlay.locale}`);
        continue;
      }
      const raw = parseText(overlay.text, overlay.file, problems);
      if (raw === undefined) {
        unreadable.push(`${source.api}:${overlay.locale}`);
        continue;
      }
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
  return { definitions, problems, unreadable };
}

export function loadDefinitions(repoRoot: string, leftOut?: (api: string, locale: Locale) => boolean): { definitions: ApiDefinitions; problems: DefinitionProblem[]; unreadable: string[] } {
  return buildDefinitions(readDefinitionSources(repoRoot), leftOut);
}
