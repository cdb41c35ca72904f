/**
 * What the machine alone costs a page in Lighthouse's mobile run: a page of one paragraph and no
 * script, served by the same server in the same run as the sites it is measured beside. Its first
 * paint is the least any page reaches under the simulation's round trips, and its blocking time is
 * the browser's own work (creating the page's script context, about 80 ms on one machine here: 300
 * ms once Lighthouse multiplies it by four), which both sites pay before any byte of theirs runs.
 * A floor that scores under 100 says performance 100 cannot be shown on this machine today.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { known as knownValues, median, type RunScores } from './issue-50-targets';

/** The floor page's path on the served copy. */
export const FLOOR_PATH = '/bench-floor';

// Everything Lighthouse's accessibility, best-practices and SEO audits ask of a page, and nothing more.
const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A page of one paragraph</title><meta name="description" content="The least a page can be: what the machine and the simulated phone cost before any page's own work."></head>
<body><main><h1>One paragraph</h1><p>This page has no stylesheet, no script and no image: what Lighthouse measures here is the machine.</p></main></body></html>
`;

/** Writes the floor page into a served copy of a site (never into out/). */
export function writeFloorPage(outDir: string): void {
  writeFileSync(path.join(outDir, `${FLOOR_PATH.slice(1)}.html`), FLOOR_HTML);
}

export interface Floor {
  runs: number;
  performance: { median: number; min: number; max: number } | undefined;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  /** Whether a page with nothing in it reached 100 on every run: if not, no page can. */
  allowsPerformance100: boolean;
}

const medianOf = (runs: readonly RunScores[], key: keyof RunScores) => {
  const values = knownValues(runs, key);
  return values.length ? median(values) : undefined;
};

export function floorOf(runs: readonly RunScores[]): Floor {
  const performance = knownValues(runs, 'performance');
  return {
    runs: runs.length,
    performance: performance.length ? { median: median(performance), min: Math.min(...performance), max: Math.max(...performance) } : undefined,
    fcpMs: medianOf(runs, 'fcpMs'),
    lcpMs: medianOf(runs, 'lcpMs'),
    tbtMs: medianOf(runs, 'tbtMs'),
    allowsPerformance100: performance.length > 0 && performance.length === runs.length && Math.min(...performance) === 100,
  };
}

/**
 * This site's figure over the other's once the floor is taken from both: what each page adds to
 * what any page costs here. Undefined where either is not measured or the other site adds nothing.
 */
export function ratioAboveFloor(ours: readonly RunScores[], theirs: readonly RunScores[], floor: number | undefined, key: 'fcpMs' | 'lcpMs' | 'tbtMs'): number | undefined {
  const [mine, other] = [medianOf(ours, key), medianOf(theirs, key)];
  if (mine === undefined || other === undefined || floor === undefined) return undefined;
  const added = other - floor;
  return added > 0 ? Math.max(0, mine - floor) / added : undefined;
}
