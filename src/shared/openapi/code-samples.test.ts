import { describe, expect, it } from 'vitest';
import { codeSamplesOf, mergeCodeSamples } from './code-samples';
import { sampleLanguages } from './samples';

const generated = sampleLanguages.map(({ label, language }) => ({ label, language, code: `generated ${language}` }));
const labels = (samples: ReadonlyArray<{ label: string; language: string; code: string }>) => samples.map(({ label, language, code }) => `${label}|${language}|${code}`);

describe('authored x-codeSamples', () => {
  it('keeps two samples in the same language as two tabs: the cURL in the cURL tab, the CLI script after', () => {
    const operation = { 'x-codeSamples': [{ lang: 'Shell', label: 'CLI', source: 'ondapay sessions create\n' }, { lang: 'Shell', label: 'cURL', source: 'curl https://x' }] };
    const authored = codeSamplesOf(operation);
    expect(labels(authored)).toEqual(['CLI|bash|ondapay sessions create', 'cURL|bash|curl https://x']);
    expect(labels(mergeCodeSamples(generated, authored))).toEqual([
      'cURL|bash|curl https://x', 'JavaScript|js|generated js', 'PHP|php|generated php', 'Python|python|generated python', 'Java|java|generated java', 'C#|csharp|generated csharp',
      'CLI|bash|ondapay sessions create',
    ]);
  });

  it('puts the first sample of a generated language in its tab when none is labelled like it, and keeps one sample per label', () => {
    const operation = { 'x-code-samples': [{ lang: 'node', source: 'a()' }, { lang: 'JavaScript', label: 'Browser', source: 'b()' }, { lang: 'Go', source: 'c()' }, { lang: 'Go', source: 'd()' }] };
    expect(labels(codeSamplesOf(operation))).toEqual(['JavaScript|js|a()', 'Browser|js|b()', 'Go|go|c()']);
  });
});
