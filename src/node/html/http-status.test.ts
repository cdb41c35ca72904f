import { describe, expect, it } from 'vitest';
import { statusTone } from './http-status';

describe('statusTone', () => {
  it.each([['200', 'success'], ['201', 'success'], ['302', 'redirect'], ['401', 'client'], ['4XX', 'client'], ['503', 'server'], ['default', 'other']])('%s -> %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
