import { describe, expect, it } from 'vitest';
import { readFactsTexts } from './load-facts';

describe('readFactsTexts', () => {
  it('reads values and tables by namespace', () => {
    const { facts, problems } = readFactsTexts(new Map([['payments', 'values:\n  lifetime: { es: "72 horas", en: "72 hours" }\ntables:\n  t:\n    columns: [A]\n    rows: [[1]]\n']]));
    expect(problems).toEqual([]);
    expect(facts.payments?.values?.lifetime).toEqual({ es: '72 horas', en: '72 hours' });
  });

  it('names the file and the entry an author must fix', () => {
    const { problems } = readFactsTexts(
      new Map([
        ['a', 'values:\n  lifetime: { es: "72 horas" }\n'],
        ['b', 'tables:\n  t:\n    columns: [A, B]\n    rows: [[1]]\n'],
        ['c', 'values: [oops\n'],
      ]),
    );
    expect(problems.map((problem) => problem.file)).toEqual(['facts/a.yaml', 'facts/b.yaml', 'facts/c.yaml']);
    expect(problems[1]?.message).toMatch(/^tables\.t\.rows\.0 has 1 cell\(s\) for 2 column\(s\)/);
    expect(problems[2]?.message).toMatch(/^is not valid YAML/);
  });
});
