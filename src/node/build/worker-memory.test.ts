import { describe, expect, it, vi } from 'vitest';
import { collectorEvery, inBuildWorker } from './worker-memory';

describe('worker memory', () => {
  it('collects only inside Next build workers', () => {
    expect(inBuildWorker({ IS_NEXT_WORKER: 'true', NEXT_PHASE: 'phase-production-build' })).toBe(true);
    expect(inBuildWorker({ NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(inBuildWorker({ IS_NEXT_WORKER: 'true', NEXT_PHASE: 'phase-development-server' })).toBe(false);
    expect(inBuildWorker({})).toBe(false);
  });

  it('collects once every N pages, not on every page', () => {
    const collect = vi.fn();
    const afterPage = collectorEvery(3, collect);
    for (let page = 0; page < 7; page += 1) afterPage();
    expect(collect).toHaveBeenCalledTimes(2);
  });
});
