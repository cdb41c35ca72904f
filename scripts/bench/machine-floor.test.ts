import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunScores } from './issue-50-targets';
import { FLOOR_PATH, floorOf, ratioAboveFloor, writeFloorPage } from './machine-floor';

const run = (over: Partial<RunScores> = {}): RunScores => ({ performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 650, lcpMs: 650, tbtMs: 0, transferBytes: 600, ...over });

describe('the machine floor', () => {
  it('allows performance 100 only when the empty page reached it on every run', () => {
    expect(floorOf([run(), run(), run()]).allowsPerformance100).toBe(true);
    const slow = floorOf([run({ performance: 93, tbtMs: 307 }), run({ performance: 95, tbtMs: 262 }), run({ performance: 93, tbtMs: 318 })]);
    expect(slow.allowsPerformance100).toBe(false);
    expect(slow.performance).toEqual({ median: 93, min: 93, max: 95 });
    expect(slow.tbtMs).toBe(307);
    expect(floorOf([run(), run({ performance: undefined })]).allowsPerformance100).toBe(false);
    expect(floorOf([]).allowsPerformance100).toBe(false);
  });

  it('compares what each site adds above the floor', () => {
    // Ours 900 and theirs 1,100 over a floor of 700: 200 against 400.
    expect(ratioAboveFloor([run({ fcpMs: 900 })], [run({ fcpMs: 1_100 })], 700, 'fcpMs')).toBe(0.5);
    // Under the floor counts as nothing added; the other site at the floor gives no ratio.
    expect(ratioAboveFloor([run({ tbtMs: 250 })], [run({ tbtMs: 1_300 })], 300, 'tbtMs')).toBe(0);
    expect(ratioAboveFloor([run({ fcpMs: 900 })], [run({ fcpMs: 700 })], 700, 'fcpMs')).toBeUndefined();
    expect(ratioAboveFloor([run({ fcpMs: undefined })], [run()], 700, 'fcpMs')).toBeUndefined();
  });

  it('is written into the served copy as a page with a title, a language and a description', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'floor-'));
    writeFloorPage(dir);
    const html = readFileSync(path.join(dir, `${FLOOR_PATH.slice(1)}.html`), 'utf8');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).not.toMatch(/<script|<link|<img/);
  });
});
