/**
 * Issue 50's targets for one page, side by side with the replaced site (`bench:lighthouse --
 * --against`): performance 100 with every run at 99 or more; first and largest paint at most half
 * the other site's, blocking time at most a quarter, bytes at most half; accessibility, best
 * practices and SEO 100. Pure, so the verdict the benchmark prints is unit-tested.
 */
export interface RunScores {
  performance: number | undefined;
  accessibility: number | undefined;
  bestPractices: number | undefined;
  seo: number | undefined;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  transferBytes: number | undefined;
}

export interface TargetCheck {
  target: string;
  /** What was measured, in words: `0.42× (812 / 1,930 ms)`, `100 (runs 99–100)`. */
  measured: string;
  met: boolean;
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const known = (runs: readonly RunScores[], key: keyof RunScores) => runs.flatMap((run) => (run[key] === undefined ? [] : [run[key]]));
const range = (values: readonly number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** Each of issue 50's targets for one page: this site's runs against the other site's. */
export function issue50Targets(ours: readonly RunScores[], theirs: readonly RunScores[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const performance = known(ours, 'performance');
  checks.push({
    target: 'performance 100, every run ≥ 99',
    measured: performance.length ? `${median(performance)} (runs ${range(performance)})` : 'no score',
    met: performance.length === ours.length && performance.length > 0 && median(performance) === 100 && Math.min(...performance) >= 99,
  });
  const ratio = (key: 'fcpMs' | 'lcpMs' | 'tbtMs' | 'transferBytes', label: string, limit: number, unit: string) => {
    const [a, b] = [known(ours, key), known(theirs, key)];
    if (!a.length || !b.length) return checks.push({ target: `${label} ≤ ${limit}× the other site's`, measured: 'not measured', met: false });
    const [mine, other] = [median(a), median(b)];
    // A blocking time of 0 against 0 is as good as it gets, not a division by zero.
    const times = other === 0 ? (mine === 0 ? 0 : Infinity) : mine / other;
    checks.push({ target: `${label} ≤ ${limit}× the other site's`, measured: `${times.toFixed(2)}× (${whole(mine)} / ${whole(other)} ${unit}; runs ${range(a.map(Math.round))})`, met: times <= limit });
  };
  ratio('fcpMs', 'first paint', 0.5, 'ms');
  ratio('lcpMs', 'largest paint', 0.5, 'ms');
  ratio('tbtMs', 'blocking time', 0.25, 'ms');
  ratio('transferBytes', 'bytes', 0.5, 'B');
  for (const [key, label] of [['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']] as const) {
    const scores = known(ours, key);
    checks.push({ target: `${label} 100`, measured: scores.length ? `runs ${range(scores)}` : 'no score', met: scores.length === ours.length && scores.length > 0 && Math.min(...scores) === 100 });
  }
  return checks;
}
