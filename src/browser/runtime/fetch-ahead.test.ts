import { describe, expect, it } from 'vitest';
import { connectionIsCheap } from './fetch-ahead';

describe('connectionIsCheap', () => {
  it('is cheap on a link the browser rates 4g without Save-Data', () => {
    expect(connectionIsCheap({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(connectionIsCheap({ effectiveType: '4g' })).toBe(true);
  });

  it('is not cheap when the reader asked to save data, however fast the link', () => {
    expect(connectionIsCheap({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['slow-2g', '2g', '3g'])('is not cheap on a link rated %s', (effectiveType) => {
    expect(connectionIsCheap({ saveData: false, effectiveType })).toBe(false);
  });

  it('is not cheap when the browser says nothing about its connection', () => {
    expect(connectionIsCheap(undefined)).toBe(false);
    expect(connectionIsCheap({})).toBe(false);
    expect(connectionIsCheap({ saveData: false, effectiveType: '' })).toBe(false);
  });

  it('takes a rating it does not know (a future 5g) as fast', () => {
    expect(connectionIsCheap({ effectiveType: '5g' })).toBe(true);
  });
});
