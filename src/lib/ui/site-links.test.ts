import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLinkIntent, INTENT_DELAY_MS, navigationPath, prefetchPath, type LinkLike } from './site-links';

const here = { origin: 'https://docs.ondapay.dev', pathname: '/checkout/api/reference/session', search: '' };
const link = (href: string, { target = '', download = false } = {}): LinkLike => ({ href: new URL(href, `${here.origin}${here.pathname}`).href, target, hasAttribute: (name) => download && name === 'download' });

describe('which links are prefetched', () => {
  it('takes a page of the site, with its query, without its fragment', () => {
    expect(prefetchPath(link('/checkout/create-session'), here)).toBe('/checkout/create-session');
    expect(prefetchPath(link('/en/search?q=refund#top'), here)).toBe('/en/search?q=refund');
  });

  it('leaves out other sites, new tabs, downloads, files and the page already shown', () => {
    expect(prefetchPath(link('https://github.com/ondapay'), here)).toBeNull();
    expect(prefetchPath(link('/checkout/create-session', { target: '_blank' }), here)).toBeNull();
    expect(prefetchPath(link('/openapi/checkout/es/openapi.yaml', { download: true }), here)).toBeNull();
    expect(prefetchPath(link('/checkout/create-session.md'), here)).toBeNull();
    expect(prefetchPath(link('/checkout/api/reference/session#post-api-session'), here)).toBeNull();
    expect(prefetchPath({ href: 'http://[bad', target: '', hasAttribute: () => false }, here)).toBeNull();
  });
});

describe('which clicks the router takes', () => {
  it('a page of the site, with its query and fragment', () => {
    expect(navigationPath(link('/checkout/create-session#steps'), here)).toBe('/checkout/create-session#steps');
    expect(navigationPath(link('/en/search?q=refund'), here)).toBe('/en/search?q=refund');
    expect(navigationPath(link('/checkout/api/reference/session?lang=php'), here)).toBe('/checkout/api/reference/session?lang=php');
  });

  it('this very page without a fragment, as its sidebar entry links it: not loaded again', () => {
    expect(navigationPath(link('/checkout/api/reference/session'), here)).toBe('/checkout/api/reference/session');
  });

  it('leaves the browser this page’s own fragments, other sites, new tabs, downloads and files', () => {
    expect(navigationPath(link('/checkout/api/reference/session#post-api-session'), here)).toBeNull();
    expect(navigationPath(link('#post-api-session'), here)).toBeNull();
    expect(navigationPath(link('mailto:soporte@ondapay.dev'), here)).toBeNull();
    expect(navigationPath(link('https://github.com/ondapay'), here)).toBeNull();
    expect(navigationPath(link('/checkout/create-session', { target: '_blank' }), here)).toBeNull();
    expect(navigationPath(link('/openapi/checkout/es/openapi.yaml', { download: true }), here)).toBeNull();
    expect(navigationPath(link('/en/llms.txt'), here)).toBeNull();
  });
});

describe('when a link is prefetched', () => {
  let prefetched: string[];
  let intent: ReturnType<typeof createLinkIntent>;
  beforeEach(() => {
    vi.useFakeTimers();
    prefetched = [];
    intent = createLinkIntent((path) => prefetched.push(path), () => here, { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) });
  });
  afterEach(() => vi.useRealTimers());

  it('after a pointer or the focus has rested on it, not while passing over', () => {
    const guide = link('/checkout/create-session');
    const other = link('/checkout/notification');
    intent.rest(other);
    vi.advanceTimersByTime(INTENT_DELAY_MS - 1);
    intent.leave(other);
    intent.rest(guide);
    vi.advanceTimersByTime(INTENT_DELAY_MS - 1);
    expect(prefetched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(prefetched).toEqual(['/checkout/create-session']);
  });

  it('once per page, however often it is reached for', () => {
    const guide = link('/checkout/create-session');
    intent.rest(guide);
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    intent.leave(guide);
    intent.rest(link('/checkout/create-session#steps'));
    vi.advanceTimersByTime(INTENT_DELAY_MS);
    expect(prefetched).toEqual(['/checkout/create-session']);
  });

  it('not once the link is followed: the navigation fetches the page', () => {
    const guide = link('/checkout/create-session');
    // A tap focuses its link just before the click.
    intent.rest(guide);
    intent.follow(guide);
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    intent.rest(guide);
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(prefetched).toEqual([]);
  });

  it('following one link cancels a pending rest on another', () => {
    intent.rest(link('/checkout/notification'));
    intent.follow(link('/checkout/create-session'));
    vi.advanceTimersByTime(INTENT_DELAY_MS * 2);
    expect(prefetched).toEqual([]);
  });
});
