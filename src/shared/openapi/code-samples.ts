import { isHighlightedLanguage } from '../content/code-languages';
import { isObject, type RawObject, stringOf } from './raw';
import { type CodeSample, sampleLanguages } from './samples';

/** How authors name languages in `x-codeSamples` (Redocly's `lang`), to the language of a generated sample. */
const aliases: Record<string, string> = {
  curl: 'bash', shell: 'bash', sh: 'bash', bash: 'bash',
  javascript: 'js', js: 'js', node: 'js', 'node.js': 'js', nodejs: 'js',
  php: 'php',
  python: 'python', py: 'python',
  java: 'java',
  'c#': 'csharp', csharp: 'csharp', cs: 'csharp',
};

/**
 * The author's own samples of an operation (`x-codeSamples`, or the older `x-code-samples`): each
 * `{ lang, label?, source }`. A language the site generates keeps its usual label, so a reader's
 * remembered choice still finds it.
 */
export function codeSamplesOf(operation: RawObject): CodeSample[] {
  const raw = Array.isArray(operation['x-codeSamples']) ? operation['x-codeSamples'] : Array.isArray(operation['x-code-samples']) ? operation['x-code-samples'] : [];
  const samples: CodeSample[] = [];
  for (const entry of raw) {
    if (!isObject(entry)) continue;
    const lang = stringOf(entry.lang);
    const source = stringOf(entry.source);
    if (lang === undefined || source === undefined) continue;
    const language = aliases[lang.toLowerCase()] ?? (isHighlightedLanguage(lang) ? lang.toLowerCase() : 'text');
    const generated = sampleLanguages.find((candidate) => candidate.language === language);
    samples.push({ label: generated?.label ?? stringOf(entry.label) ?? lang, language, code: source.replace(/\n$/, '') });
  }
  return samples;
}

/** Generated samples with the author's in place of the same language, and the author's other languages after them. */
export function mergeCodeSamples(generated: readonly CodeSample[], authored: readonly CodeSample[]): CodeSample[] {
  const byLanguage = new Map(authored.map((sample) => [sample.language, sample]));
  const merged = generated.map((sample) => byLanguage.get(sample.language) ?? sample);
  const used = new Set(generated.map((sample) => sample.language));
  return [...merged, ...authored.filter((sample) => !used.has(sample.language))];
}
