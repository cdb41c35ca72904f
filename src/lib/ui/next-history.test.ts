import { describe, expect, it } from 'vitest';
import { createQueryKeeper, isNativeReplaceState, whenRouterOwnsHistory } from './next-history';

/** A history whose replaceState starts as a built-in function, as the browser's does, until "Next" wraps it. */
function fakeWindow(search: string) {
  const location = { pathname: '/gateway/testing-card', search, hash: '#catalogo' };
  const writes: Array<{ state: unknown; url: string }> = [];
  const history = { replaceState: Math.max as unknown as History['replaceState'] };
  const wrap = () => {
    history.replaceState = function replaceState(state: unknown, _unused: string, url?: string | URL | null) {
      writes.push({ state, url: String(url) });
      location.search = new URL(String(url), 'http://x').search;
    };
  };
  return { window: { history, location } as unknown as Pick<Window, 'history' | 'location'>, writes, wrap };
}

describe('writing the URL while Next starts', () => {
  it('tells the browser’s replaceState from a wrapper', () => {
    expect(isNativeReplaceState({ replaceState: Math.max as unknown as History['replaceState'] })).toBe(true);
    expect(isNativeReplaceState({ replaceState: () => undefined })).toBe(false);
  });

  it('waits for the wrapper, then writes the query with no state of its own, keeping path and fragment', async () => {
    const { window, writes, wrap } = fakeWindow('?scenario=pending&brand=%3Cscript%3E');
    const keep = createQueryKeeper(window, { every: 1 });
    const done = keep('?scenario=pending');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toEqual([]);
    wrap();
    await done;
    expect(writes).toEqual([{ state: null, url: '/gateway/testing-card?scenario=pending#catalogo' }]);
  });

  it('lets the last of several waiting calls win, and writes nothing when the query is already there', async () => {
    const { window, writes, wrap } = fakeWindow('?a=1');
    const keep = createQueryKeeper(window, { every: 1 });
    const first = keep('?a=2');
    const second = keep('?a=3');
    wrap();
    await Promise.all([first, second]);
    expect(writes.map((write) => write.url)).toEqual(['/gateway/testing-card?a=3#catalogo']);
    await keep('?a=3');
    expect(writes).toHaveLength(1);
  });

  it('gives up waiting after its limit: a page whose scripts failed has no router to wait for', async () => {
    let resolved = false;
    await whenRouterOwnsHistory({ replaceState: Math.max as unknown as History['replaceState'] }, { every: 1, limit: 10 }).then(() => (resolved = true));
    expect(resolved).toBe(true);
  });
});
