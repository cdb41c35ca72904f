import { isObject } from './raw';

/** The human text of a definition: what a translation must cover (ARCHITECTURE.md, OpenAPI). */
export const translatableKeys = ['summary', 'description', 'title', 'x-displayName'] as const;

export interface TextLocation {
  /** RFC 6901 pointer, the key the overlay's `written` set uses. */
  pointer: string;
  /** The same place as a JSONPath, to paste into an overlay `target`. */
  path: string;
  /** JSONPath of the object that holds the text: the overlay action's target. */
  parentPath: string;
  key: string;
  value: string;
}

/** Example payloads, defaults and enums are data: the words inside them are not definition text. */
const dataKeys = new Set(['example', 'default', 'enum', 'const']);
const textKeys = new Set<string>(translatableKeys);

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const pathSegment = (segment: string | number) =>
  typeof segment === 'number' ? `[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `.${segment}` : `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;

/** Every summary, description, title and x-displayName string of a document, by pointer. */
export function translatableTexts(document: unknown): Map<string, TextLocation> {
  const texts = new Map<string, TextLocation>();
  const walk = (node: unknown, pointer: string, path: string, segments: readonly (string | number)[]) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${pointer}/${index}`, `${path}[${index}]`, [...segments, index]));
      return;
    }
    if (!isObject(node)) return;
    // Keys of a `properties` map are field names (a field may be called `description` or `example`).
    const namesMap = segments.at(-1) === 'properties';
    for (const [key, value] of Object.entries(node)) {
      const childPointer = `${pointer}/${escapePointer(key)}`;
      const childPath = path + pathSegment(key);
      if (!namesMap) {
        if (typeof value === 'string' && textKeys.has(key)) {
          texts.set(childPointer, { pointer: childPointer, path: childPath, parentPath: path, key, value });
          continue;
        }
        if (dataKeys.has(key)) continue;
        // Schema `examples` (3.1) is a list of values; an Example Object's `value` is a payload.
        if (key === 'examples' && Array.isArray(value)) continue;
        if (key === 'value' && segments.at(-2) === 'examples') continue;
      }
      walk(value, childPointer, childPath, [...segments, key]);
    }
  };
  walk(document, '', '$', []);
  return texts;
}

export interface TranslationFiles {
  sourceFile: string;
  sourceLocale: string;
  overlayFile: string;
  locale: string;
}

export interface TranslationProblem {
  file: string;
  message: string;
}

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

/** One text a locale lacks, with the author's fix; the translation report lists these too. */
export interface TranslationGap extends TranslationProblem {
  text: TextLocation;
  /** `translation`: removed by the overlay or left in the source words; `source`: written only in the overlay. */
  missingIn: 'translation' | 'source';
  reason: 'removed' | 'unchanged' | 'no-source';
}

/**
 * Every text must exist in both locales. Compared pointer by pointer, a text is a gap when
 * it is missing in the translation, unchanged there without the overlay setting it (forgotten),
 * or present only in the translation (the source lacks it).
 */
export function translationGaps(source: unknown, translated: unknown, written: ReadonlySet<string>, files: TranslationFiles): TranslationGap[] {
  const { sourceFile, sourceLocale, overlayFile, locale } = files;
  const original = translatableTexts(source);
  const translation = translatableTexts(translated);
  const gaps: TranslationGap[] = [];
  for (const text of original.values()) {
    const other = translation.get(text.pointer);
    if (!other) {
      gaps.push({
        text,
        missingIn: 'translation',
        reason: 'removed',
        file: overlayFile,
        message: `${text.path} ("${excerpt(text.value)}") has no ${locale} text: the overlay removes it. Keep the ${text.key} and translate it instead.`,
      });
    } else if (other.value === text.value && !written.has(text.pointer)) {
      gaps.push({
        text,
        missingIn: 'translation',
        reason: 'unchanged',
        file: overlayFile,
        message: `${text.path} ("${excerpt(text.value)}") is not translated to ${locale}. Add an action with target: ${text.parentPath} and update: { ${text.key}: … }.`,
      });
    }
  }
  for (const text of translation.values()) {
    if (!original.has(text.pointer)) {
      gaps.push({
        text,
        missingIn: 'source',
        reason: 'no-source',
        file: sourceFile,
        message: `${text.path} has ${locale} text in ${overlayFile} ("${excerpt(text.value)}") but no ${sourceLocale} text. Write the ${sourceLocale} ${text.key} in ${sourceFile} first.`,
      });
    }
  }
  return gaps;
}

export function checkTranslations(source: unknown, translated: unknown, written: ReadonlySet<string>, files: TranslationFiles): TranslationProblem[] {
  return translationGaps(source, translated, written, files).map(({ file, message }) => ({ file, message }));
}
