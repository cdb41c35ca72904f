import { describe, expect, it } from 'vitest';
import { issue50Targets, type RunScores } from './issue-50-targets';

const run = (over: Partial<RunScores> = {}): RunScores => ({ performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 700, lcpMs: 800, tbtMs: 10, transferBytes: 100_000, ...over });
const theirs = [run({ performance: 65, fcpMs: 1_500, lcpMs: 2_000, tbtMs: 400, transferBytes: 300_000 })];
const verdict = (ours: RunScores[], other = theirs) => Object.fromEntries(issue50Targets(ours, other).map((check) => [check.target, check.met]));

describe('issue 50 targets', () => {
  it('are all met by a page at 100 with half the paint, a quarter of the blocking and half the bytes', () => {
    const checks = issue50Targets([run(), run({ performance: 99 }), run()], theirs);
    expect(checks.every((check) => check.met)).toBe(true);
    expect(checks.find((check) => check.target.startsWith('first paint'))!.measured).toBe('0.47× (700 / 1,500 ms; runs 700–700)');
    expect(checks[0]!.measured).toBe('100 (runs 99–100)');
  });

  it('fail on a run under 99, a median under 100, or a paint more than half the other site’s', () => {
    expect(verdict([run(), run({ performance: 98 }), run()])['performance 100, every run ≥ 99']).toBe(false);
    expect(verdict([run({ performance: 99 }), run({ performance: 99 }), run()])['performance 100, every run ≥ 99']).toBe(false);
    const slow = verdict([run({ fcpMs: 900, lcpMs: 1_200, tbtMs: 150, transferBytes: 200_000 })]);
    expect(slow["first paint ≤ 0.5× the other site's"]).toBe(false);
    expect(slow["largest paint ≤ 0.5× the other site's"]).toBe(false);
    expect(slow["blocking time ≤ 0.25× the other site's"]).toBe(false);
    expect(slow["bytes ≤ 0.5× the other site's"]).toBe(false);
  });

  it('count a missing score as a miss, and no blocking against none as met', () => {
    const checks = verdict([run({ accessibility: undefined, tbtMs: 0 })], [run({ tbtMs: 0 })]);
    expect(checks['accessibility 100']).toBe(false);
    expect(checks["blocking time ≤ 0.25× the other site's"]).toBe(true);
  });
});
