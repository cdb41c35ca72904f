import { describe, expect, it, vi } from 'vitest';
import { createFragmentLoader } from './code-fragment-loader';

describe('createFragmentLoader', () => {
  it('fetches a fragment once for every block that shows it', async () => {
    const fetcher = vi.fn(async () => new Response('<code>a</code>'));
    const load = createFragmentLoader(fetcher);
    expect(await Promise.all([load('/code/a.txt'), load('/code/a.txt')])).toEqual(['<code>a</code>', '<code>a</code>']);
    expect(await load('/code/a.txt')).toBe('<code>a</code>');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('rejects on an HTTP error and fetches again on the next try', async () => {
    const fetcher = vi
      .fn<(src: string) => Promise<Response>>()
      .mockResolvedValueOnce(new Response('missing', { status: 404 }))
      .mockResolvedValueOnce(new Response('<code>b</code>'));
    const load = createFragmentLoader(fetcher);
    await expect(load('/code/b.txt')).rejects.toThrow('/code/b.txt: HTTP 404');
    expect(await load('/code/b.txt')).toBe('<code>b</code>');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('fetches again after a network failure', async () => {
    const fetcher = vi
      .fn<(src: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('<code>c</code>'));
    const load = createFragmentLoader(fetcher);
    await expect(load('/code/c.txt')).rejects.toThrow('Failed to fetch');
    expect(await load('/code/c.txt')).toBe('<code>c</code>');
  });
});
