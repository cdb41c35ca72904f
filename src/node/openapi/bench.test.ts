import { expect, it } from 'vitest';
import { benchmarkReader } from './bench';

// Timing thresholds belong to the separate benchmark run; this only checks the shape of the report.
it('reports timings for a small run', () => {
  const result = benchmarkReader({ paths: 20, schemas: 30, chainLength: 10, samples: 5 });
  expect(result.operations).toBe(40);
  expect(result.cold.reads).toBe(result.warm.reads);
  expect(result.cold.reads).toBeGreaterThanOrEqual(10);
  for (const value of [result.generateMs, result.listMs, result.cold.meanMs, result.cold.p95Ms, result.cold.maxMs, result.warm.totalMs]) {
    expect(Number.isFinite(value) && value >= 0).toBe(true);
  }
});
