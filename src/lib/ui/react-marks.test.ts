import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasReactMark, REACT_FIBER, REACT_LISTENING, whenReactMarks } from './react-marks';

afterEach(() => {
  vi.useRealTimers();
});

describe('React marks', () => {
  it('tells a node React listens on by the prefix of its mark, whatever the random suffix', () => {
    expect(hasReactMark({ [`${REACT_LISTENING}k3x9`]: true }, REACT_LISTENING)).toBe(true);
    expect(hasReactMark({ listening: true }, REACT_LISTENING)).toBe(false);
  });

  it('waits for the mark: a tool that changed markup before React hydrated it would lose the change', async () => {
    vi.useFakeTimers();
    const element: Record<string, unknown> = {};
    let settled = false;
    void whenReactMarks(element, REACT_FIBER, { every: 10 }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toBe(false);
    element[`${REACT_FIBER}abc`] = {};
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(true);
  });

  it('gives up waiting after the limit, so a page whose scripts failed keeps no timer', async () => {
    vi.useFakeTimers();
    let settled = false;
    void whenReactMarks({}, REACT_FIBER, { every: 10, limit: 1_000 }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(990);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(30);
    expect(settled).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
