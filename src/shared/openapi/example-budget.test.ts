import { describe, expect, it } from 'vitest';
import { boundedFact, boundedSampleValue, budgetExample, EXAMPLE_MAX_CHARS, exampleDownloadPath, FACT_MAX_CHARS } from './example-budget';
import { operationDownloads } from './operation-code';
import { operationModel } from './operation-model';

const payments = Array.from({ length: 3000 }, (_, index) => ({ internalReference: 100000 + index, status: 'APPROVED', amount: { currency: 'COP', total: 150000 } }));

describe('budgetExample', () => {
  it('shows a small example whole', () => {
    expect(budgetExample({ a: 1 }, '{\n  "a": 1\n}', 'json')).toEqual({ code: '{\n  "a": 1\n}' });
  });

  it('cuts a list of thousands of entries to its first ones and links the whole example', () => {
    const value = { requestId: 8412345, payment: payments };
    const full = JSON.stringify(value, null, 2);
    const { code, download } = budgetExample(value, full, 'json');
    expect(code.length).toBeLessThanOrEqual(EXAMPLE_MAX_CHARS);
    expect(JSON.parse(code)).toEqual({ requestId: 8412345, payment: payments.slice(0, 10) });
    expect(download).toEqual({ href: exampleDownloadPath(full), content: full, bytes: Buffer.byteLength(full) });
    expect(download?.href).toMatch(/^\/code\/[\w-]{20}\.json$/);
  });

  it('keeps the first lines of a long text body', () => {
    const text = Array.from({ length: 5000 }, (_, index) => `<row id="${index}"/>`).join('\n');
    const { code, download } = budgetExample(text, text, 'xml');
    expect(code.length).toBeLessThanOrEqual(EXAMPLE_MAX_CHARS);
    expect(text.startsWith(code)).toBe(true);
    expect(download?.content).toBe(text);
  });

  it('an operation with such an example shows it shortened, and lists the file to write', () => {
    const document = {
      openapi: '3.1.0',
      paths: { '/payments': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'array' }, example: payments } } } } } } },
    };
    const model = operationModel('x', document, '/payments', 'get');
    const [example] = model.responses[0]?.examples ?? [];
    expect(JSON.parse(example?.code ?? '')).toHaveLength(10);
    expect(operationDownloads(model).map((download) => download.href)).toEqual([example?.download?.href]);
    // The build still validates the whole example, not the shortened one.
    expect(example?.check?.value).toBe(payments);
  });
});

describe('bounded values (issue 42, P6)', () => {
  it('shows a field’s value whole up to FACT_MAX_CHARS, then its start and an ellipsis', () => {
    expect(boundedFact('abc')).toBe('abc');
    expect(boundedFact('x'.repeat(FACT_MAX_CHARS))).toBe('x'.repeat(FACT_MAX_CHARS));
    expect(boundedFact('x'.repeat(FACT_MAX_CHARS + 1))).toBe(`${'x'.repeat(FACT_MAX_CHARS)}…`);
  });

  it('sends a sample value whole when it fits an example, shortened as an example is when it does not', () => {
    const small = { note: 'n', items: [1, 2, 3] };
    expect(boundedSampleValue(small)).toBe(small);
    const huge = { note: 'A'.repeat(EXAMPLE_MAX_CHARS * 3), items: Array.from({ length: 10_000 }, (_, index) => index) };
    const bounded = boundedSampleValue(huge) as { note: string; items: number[] };
    expect(JSON.stringify(bounded).length).toBeLessThanOrEqual(EXAMPLE_MAX_CHARS);
    expect(bounded.note).toMatch(/^A+…$/);
    expect(bounded.items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(boundedSampleValue('A'.repeat(EXAMPLE_MAX_CHARS * 2))).toMatch(/^A{200}…$/);
  });
});
