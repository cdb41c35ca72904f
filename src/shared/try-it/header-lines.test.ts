import { describe, expect, it } from 'vitest';
import { parseHeaderLines } from './header-lines';

describe('parseHeaderLines', () => {
  it('reads one Name: value per line, skipping blank lines, and reports a line that is not a header', () => {
    expect(parseHeaderLines('Content-Type: application/json\n\n  Idempotency-Key :  abc: d \nnot a header')).toEqual({
      headers: [
        ['Content-Type', 'application/json'],
        ['Idempotency-Key', 'abc: d'],
      ],
      badLines: [4],
    });
  });
});
