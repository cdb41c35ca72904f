import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocsTools, ToolError } from '../../src/node/mcp/docs-tools';
import { createSearchPool, defaultPoolSize } from '../../src/node/mcp/search-pool';
import { directoryReader } from '../../src/node/mcp/site-reader';

/**
 * The MCP server's searches on worker threads (search-pool.ts) answer exactly what the same search
 * on the server's thread answers, errors included. Needs `npm run build` first.
 */
const out = path.resolve(import.meta.dirname, '../../out');
const inThread = createDocsTools(directoryReader(out));
const pool = createSearchPool(out, 2);
afterAll(() => pool.close());

const questions = [
  { query: 'reembolso', locale: 'es' },
  { query: 'refund a payment', locale: 'en' },
  { query: 'webhook firma', locale: 'es', limit: 3 },
  { query: 'returnUrl', locale: 'en', product: 'checkout' },
  { query: 'tarjetas de prueba 3DS', locale: 'es', limit: 20 },
];

describe('search pool', () => {
  it('sizes itself to the cores, keeping one for the server and at most four', () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(8)).toBe(4);
  });

  it('answers as the search on the server thread does, for many calls at once', async () => {
    const expected = await Promise.all(questions.map((question) => inThread.searchDocs(question)));
    expect(expected.every((hits) => hits.length > 0)).toBe(true);
    const calls = Array.from({ length: 30 }, (_, i) => questions[i % questions.length]!);
    const answers = await Promise.all(calls.map((question) => pool.searchDocs(question)));
    answers.forEach((hits, i) => expect(hits).toEqual(expected[i % questions.length]));
  });

  it("hands an agent's mistake back as a ToolError with the worker's message", async () => {
    const error = await pool.searchDocs({ query: 'pago', locale: 'fr' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as Error).message).toMatch(/Unknown locale "fr"/);
    const unknownProduct = await pool.searchDocs({ query: 'pago', product: 'nothing-here' }).catch((caught: unknown) => caught);
    expect((unknownProduct as Error).message).toMatch(/Unknown product "nothing-here"/);
  });
});
