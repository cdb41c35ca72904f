import { describe, expect, it } from 'vitest';
import { compareShown } from './compare-shown';

describe('compareShown', () => {
  const got = { status: { status: 'OK', reason: '00', date: '2026-11-20T14:30:01-05:00' }, requestId: 8412345, processUrl: 'https://x/8412345/abc', payment: [{ a: 1 }, { a: 2 }] };

  it('agrees when every field the page shows has the same value, whatever it leaves out', () => {
    expect(compareShown({ status: { status: 'OK' }, payment: [{ a: 1 }] }, got)).toEqual([]);
  });

  it('names each differing or missing field by JSON pointer', () => {
    expect(compareShown({ status: { reason: 0 }, requestId: 8412346, missing: 'x', payment: [{ a: 1 }, { a: 3 }] }, got)).toEqual([
      { pointer: '/status/reason', shown: 0, got: '00' },
      { pointer: '/requestId', shown: 8412346, got: 8412345 },
      { pointer: '/missing', shown: 'x', got: undefined },
      { pointer: '/payment/1/a', shown: 3, got: 2 },
    ]);
  });

  it('compares only the kind of a variable value', () => {
    expect(compareShown({ processUrl: 'https://x/8412345/def' }, got, ['/processUrl'])).toEqual([]);
    expect(compareShown({ requestId: '8412345' }, got, ['/requestId'])).toEqual([{ pointer: '/requestId', shown: '8412345', got: 8412345 }]);
  });
});
