import { seededRandom } from '../../../tests/support/seeded-random';
import { largeDefinition, type LargeDefinitionOptions } from '../../../tests/fixtures/openapi/large-definition';
import { listOperations } from '../../shared/openapi/list-operations';
import { readOperation } from '../../shared/openapi/operation';
import type { ReadType } from '../../shared/openapi/types';

export interface Timing {
  reads: number;
  totalMs: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface BenchmarkResult {
  operations: number;
  generateMs: number;
  listMs: number;
  /** First reads of each sampled operation on a fresh definition (nothing cached). */
  cold: Timing;
  /** The same reads again (the per-definition cache is warm, as in a build rendering many pages). */
  warm: Timing;
}

export interface BenchmarkOptions extends LargeDefinitionOptions {
  /** Operations to sample (each read once per type that applies to it). */
  samples?: number;
  seed?: number;
}

const clock = () => performance.now();

function timing(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  const totalMs = sorted.reduce((sum, value) => sum + value, 0);
  return {
    reads: sorted.length,
    totalMs,
    meanMs: sorted.length === 0 ? 0 : totalMs / sorted.length,
    p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
  };
}

/**
 * Times the reader on a generated definition (3,000 paths x 2 methods, 500 schemas in 200-deep
 * cyclic chains by default). Returns numbers only; the caller decides what is too slow.
 */
export function benchmarkReader(options: BenchmarkOptions = {}): BenchmarkResult {
  const { samples = 50, seed = 1, ...sizes } = options;
  let started = clock();
  const definition = largeDefinition(sizes);
  const generateMs = clock() - started;

  started = clock();
  const operations = listOperations(definition);
  const listMs = clock() - started;

  const random = seededRandom(seed);
  const reads: Array<[string, string, ReadType]> = [];
  for (let sample = 0; sample < samples && operations.length > 0; sample += 1) {
    const operation = operations[Math.floor(random() * operations.length)];
    if (!operation) continue;
    const types: ReadType[] = operation.method === 'get' ? ['response', 'params', 'query', 'header'] : ['request', 'response'];
    for (const type of types) reads.push([operation.path, operation.method, type]);
  }
  const run = () =>
    reads.map(([path, method, type]) => {
      const start = clock();
      readOperation(path, method, definition, type);
      return clock() - start;
    });
  const cold = timing(run());
  const warm = timing(run());
  return { operations: operations.length, generateMs, listMs, cold, warm };
}
