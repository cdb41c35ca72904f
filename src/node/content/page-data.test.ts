import { createHmac } from 'node:crypto';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import type { Facts } from '../../shared/facts/facts-data';
import { parseMdx } from '../../shared/content/headings';
import { expandPageData } from './page-data';

const facts: Facts = {
  payments: {
    values: { voucherLifetime: { es: '72 horas', en: '72 hours' }, refundDays: 30, window: 'entre `1` y 7 días' },
    tables: {
      schedule: {
        columns: [{ es: 'Intento', en: 'Attempt' }, 'Cuándo'],
        rows: [[1, { es: 'Al día siguiente', en: 'The next day' }]],
      },
    },
  },
};

function expanded(body: string, locale: 'es' | 'en' = 'es') {
  const tree = parseMdx(body);
  const problems = expandPageData(tree, locale, facts);
  return { tree, problems };
}

describe('expandPageData', () => {
  it('writes a fact inline, in the page language, with its Markdown', () => {
    const { tree, problems } = expanded('Un vale vive <Fact id="payments.voucherLifetime" /> y se paga <Fact id="payments.window" />.', 'en');
    expect(problems).toEqual([]);
    expect(toString(tree)).toBe('Un vale vive 72 hours y se paga entre 1 y 7 días.');
    const paragraph = tree.children[0];
    expect(paragraph?.type === 'paragraph' && paragraph.children.some((node) => node.type === 'inlineCode' && node.value === '1')).toBe(true);
  });

  it('writes a fact table as a Markdown table', () => {
    const { tree, problems } = expanded('<FactTable id="payments.schedule" />');
    expect(problems).toEqual([]);
    const table = tree.children[0];
    expect(table?.type).toBe('table');
    expect(toString(table)).toBe('IntentoCuándo1Al día siguiente');
  });

  it('names the line and the fix for an unknown fact', () => {
    const { problems } = expanded('---\n\nTexto\n\n<Fact id="payments.nope" /> y <Fact id="gateway.x" /> y <Fact id="bad" />');
    expect(problems).toEqual([
      expect.stringMatching(/^line 5: <Fact id="payments.nope"> names no value "nope" in facts\/payments.yaml \(under values:\). It has: voucherLifetime, refundDays, window\./),
      expect.stringMatching(/^line 5: <Fact id="gateway.x"> names facts\/gateway.yaml, which does not exist/),
      expect.stringMatching(/^line 5: <Fact> id "bad" is not a fact id/),
    ]);
  });

  it('shows a correct test vector as a table and refuses a wrong one', () => {
    const ok = expanded('<TestVector algorithm="HMAC-SHA256" secret="Jefe" input="what do ya want for nothing?" output="5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843" />');
    expect(ok.problems).toEqual([]);
    expect(ok.tree.children.map((node) => node.type)).toEqual(['paragraph', 'table']);
    expect(toString(ok.tree)).toContain('what do ya want for nothing?');

    const wrong = expanded('\n<TestVector algorithm="SHA-256" secret="c" input="abc" output="00" />');
    expect(wrong.problems).toEqual([
      'line 2: <TestVector> output="00" is not what SHA-256 gives for these inputs, which is ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad. Check the secret and the exact input (spaces, line breaks, order), then write the output your own code computes.',
    ]);
  });

  it('takes a several-line input from the code block inside, without its last line break', () => {
    const input = 'POST\n/api-scudo/api/validate';
    const output = createHmac('sha256', 'k').update(input).digest('hex');
    const { tree, problems } = expanded(`<TestVector algorithm="HMAC-SHA256" secret="k" output="${output}">\n\n\`\`\`text\n${input}\n\`\`\`\n\n</TestVector>`, 'en');
    expect(problems).toEqual([]);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'code', 'table']);
    expect(toString(tree.children[2]!)).toContain('the block above');
  });

  it('shows a PIN block vector with its clear block, and names a wrong output and a missing prop', () => {
    const props = 'format="0" pan="4111111111111111" pin="1234" key="0123456789ABCDEFFEDCBA9876543210"';
    const ok = expanded(`<TestVector algorithm="PIN-block" ${props} output="2A3D408A1977DDE9" />`, 'en');
    expect(ok.problems).toEqual([]);
    expect(ok.tree.children.map((node) => node.type)).toEqual(['paragraph', 'table']);
    expect(toString(ok.tree.children[0]!)).toBe('Test vector: ISO 9564-1 format 0 PIN block, enciphered with Triple DES, in hexadecimal');
    const table = toString(ok.tree.children[1]!);
    for (const shown of ['Clear PIN block', '041225EEEEEEEEEE', 'Enciphered PIN block (output)', '2A3D408A1977DDE9', '4111111111111111', 'Triple DES key (hex)']) expect(table).toContain(shown);
    expect(table).not.toContain('Fill');

    expect(expanded(`\n<TestVector algorithm="PIN-block" ${props} output="0000000000000000" />`).problems).toEqual([
      'line 2: <TestVector> output="0000000000000000" is not what PIN-block gives for these inputs, which is 2A3D408A1977DDE9. Check the key, the format, the PAN, the PIN and the fill, then write the output your own code computes.',
    ]);
    expect(expanded('<TestVector algorithm="PIN-block" format="1" pin="1234" output="00" />').problems).toEqual([expect.stringContaining('needs format="…", pin="…", key="…"')]);
    expect(expanded(`<TestVector algorithm="PIN-block" ${props} encoding="base64" output="00" />`).problems).toEqual([expect.stringContaining('written in hex')]);
  });
});
