/** Spec §9 names js/javascript, ts/typescript, php, python, ruby and go; the rest are the languages our pages use. */
const LANGUAGE_LABELS: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  php: 'PHP',
  python: 'Python',
  ruby: 'Ruby',
  go: 'Go',
  java: 'Java',
  csharp: 'C#',
  cs: 'C#',
  kotlin: 'Kotlin',
  swift: 'Swift',
  bash: 'cURL',
  sh: 'Shell',
  shell: 'Shell',
  json: 'JSON',
  http: 'HTTP',
  html: 'HTML',
  yaml: 'YAML',
  xml: 'XML',
};

export const DEFAULT_CODE_GROUP_LABEL = 'Code';

export type CodeLabel = { kind: 'label'; label: string } | { kind: 'unknown'; language: string };

/**
 * A code group tab's label: the block's title when it has one; else its language's
 * name; "Code" when it has neither (spec §9). An unknown language is an author error.
 */
export function codeGroupLabel(language: string | undefined, title: string | undefined): CodeLabel {
  if (title) return { kind: 'label', label: title };
  if (!language || language === 'text' || language === 'plaintext') return { kind: 'label', label: DEFAULT_CODE_GROUP_LABEL };
  const label = LANGUAGE_LABELS[language.toLowerCase()];
  return label ? { kind: 'label', label } : { kind: 'unknown', language };
}

export const knownCodeLanguages = Object.keys(LANGUAGE_LABELS);
