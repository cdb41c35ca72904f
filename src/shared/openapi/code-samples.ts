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
 * `{ lang, label?, source }`, one per label (two `lang: Shell` samples, a cURL and a CLI script,
 * are two tabs). In a language the site generates, one sample takes the generated sample's place
 * and usual label, so a reader's remembered choice still finds it: the one labelled like it
 * (`cURL`), else the first; the others keep their own label (or their `lang`).
 */
export function codeSamplesOf(operation: RawObject): CodeSample[] {
  const raw = Array.isArray(operation['x-codeSamples']) ? operation['x-codeSamples'] : Array.isArray(operation['x-code-samples']) ? operation['x-code-samples'] : [];
  const entries = raw.flatMap((entry) => {
    if (!isObject(entry)) return [];
    const lang = stringOf(entry.lang);
    const source = stringOf(entry.source);
    if (lang === undefined || source === undefined) return [];
    const language = aliases[lang.toLowerCase()] ?? (isHighlightedLanguage(lang) ? lang.toLowerCase() : 'text');
    return [{ own: stringOf(entry.label) ?? lang, language, code: source.replace(/\n$/, '') }];
  });
  const inPlace = new Set<(typeof entries)[number]>();
  for (const { label, language } of sampleLanguages) {
    const same = entries.filter((entry) => entry.language === language);
    const chosen = same.find((entry) => entry.own.toLowerCase() === label.toLowerCase()) ?? same[0];
    if (chosen) inPlace.add(chosen);
  }
  const samples: CodeSample[] = [];
  for (const entry of entries) {
    const generated = inPlace.has(entry) ? sampleLanguages.find((candidate) => candidate.language === entry.language) : undefined;
    const label = generated?.label ?? entry.own;
    if (!samples.some((sample) => sample.label === label)) samples.push({ label, language: entry.language, code: entry.code });
  }
  return samples;
}

/** Generated samples with the author's in place of the one with the same label, and the author's others after them. */
export function mergeCodeSamples(generated: readonly CodeSample[], authored: readonly CodeSample[]): CodeSample[] {
  const byLabel = new Map(authored.map((sample) => [sample.label, sample]));
  const merged = generated.map((sample) => byLabel.get(sample.label) ?? sample);
  const used = new Set(generated.map((sample) => sample.label));
  return [...merged, ...authored.filter((sample) => !used.has(sample.label))];
}
