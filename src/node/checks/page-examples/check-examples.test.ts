import { describe, expect, it } from 'vitest';
import { checkPages, describeFailure, loadExampleWorld, unusedGaps } from './check-examples';

/*
 * The example check over fixture pages (tests/fixtures/page-examples/): a page whose response
 * disagrees with the simulator fails, naming the page, the line and the field; the same page with
 * the simulator's answers passes, its two requests run in page order on one simulator.
 */
const world = loadExampleWorld(process.cwd());
const root = 'tests/fixtures/page-examples';

describe('the example check', () => {
  it('fails on a wrong example, naming the page, the line and the field', async () => {
    const report = await checkPages(root, ['content/es/checkout/wrong-example.mdx'], world);
    expect(report.failures.map(describeFailure)).toEqual([
      expect.stringMatching(/^content\/es\/checkout\/wrong-example\.mdx:31 \/requestId: checkout POST \/api\/session: the page shows \/requestId = 8412346, the simulator answers 8412345/),
      expect.stringMatching(/^content\/es\/checkout\/wrong-example\.mdx:56 \/status\/message: .*"La sesión fue anulada", the simulator answers "La sesión fue cancelada"/),
    ]);
    expect(report.counts).toMatchObject({ found: 3, failed: 2, fragment: 1 });
  });

  it('passes a page whose examples agree with the simulator, in page order', async () => {
    const report = await checkPages(root, ['content/es/checkout/right-example.mdx'], world);
    expect(report.failures).toEqual([]);
    expect(report.counts).toMatchObject({ found: 3, simulated: 2, fragment: 1, failed: 0 });
    expect(report.results.map((result) => result.operation)).toEqual(['checkout POST /api/session', 'checkout POST /api/session/{requestId}/cancel', undefined]);
  });

  it('lets a listed simulator gap through and says when a gap is no longer needed', async () => {
    const gap = { operation: 'checkout POST /api/session', pointer: '/sessionToken', reason: 'test' };
    const report = await checkPages(root, ['content/es/checkout/right-example.mdx'], world, [gap]);
    expect(unusedGaps(report.results, [gap])).toEqual([gap]);
    const differs = { operation: 'checkout POST /api/session', pointer: '/requestId', reason: 'test', differs: true };
    const wrong = await checkPages(root, ['content/es/checkout/wrong-example.mdx'], world, [differs]);
    expect(wrong.failures.map((failure) => failure.pointer)).toEqual(['/status/message']);
    expect(unusedGaps(wrong.results, [differs])).toEqual([]);
  });
});

describe('after=', () => {
  it('runs the named page first on a fresh simulator, and names an after= without a page', async () => {
    const report = await checkPages(root, ['content/es/checkout/after-example.mdx'], world);
    expect(report.results.map((result) => result.outcome)).toEqual(['simulated', 'failed']);
    expect(report.failures.map(describeFailure)).toEqual([expect.stringMatching(/^content\/es\/checkout\/after-example\.mdx:\d+: after="\/checkout\/no-such-page" names no page of content\/es\//)]);
  });
});

describe('pay=', () => {
  it('has the payer pay the session with the test card before the query, and says when the session cannot be paid (already approved)', async () => {
    const report = await checkPages(root, ['content/es/checkout/pay-example.mdx'], world);
    expect(report.results.map((result) => result.outcome)).toEqual(['simulated', 'failed']);
    expect(report.failures.map(describeFailure)).toEqual([expect.stringMatching(/^content\/es\/checkout\/pay-example\.mdx:\d+: pay="4111111111111111": the payer cannot pay session 8412345 \(closed\)/)]);
  });
});
