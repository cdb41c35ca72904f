import { describe, expect, it } from 'vitest';
import { checkHeapMiB, CHECK_HEAP_FLOOR_MIB, outOfHeap } from './check-heap';

const MiB = 2 ** 20;

describe('the content check’s heap limit', () => {
  it('never falls below the floor, and grows with what the check reads', () => {
    expect(checkHeapMiB(0)).toBe(CHECK_HEAP_FLOOR_MIB);
    expect(checkHeapMiB(5 * MiB)).toBe(CHECK_HEAP_FLOOR_MIB);
    expect(checkHeapMiB(50 * MiB)).toBe(3200);
  });

  it('takes an author’s own number, and ignores one that is not a positive whole number', () => {
    expect(checkHeapMiB(5 * MiB, '2048')).toBe(2048);
    expect(checkHeapMiB(5 * MiB, 'lots')).toBe(CHECK_HEAP_FLOOR_MIB);
    expect(checkHeapMiB(5 * MiB, '-1')).toBe(CHECK_HEAP_FLOOR_MIB);
  });

  it('tells a full heap from another failure', () => {
    expect(outOfHeap(134, null)).toBe(true);
    expect(outOfHeap(null, 'SIGABRT')).toBe(true);
    expect(outOfHeap(1, null)).toBe(false);
  });
});
