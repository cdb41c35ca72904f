import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLinkIntent, INTENT_DELAY_MS, isThisPage, prefetchPath, type LinkLike } from './site-links';

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

describe('which clicks stay on the page', () => {
  it('this very page without a fragment, as its sidebar entry links it: not loaded again', () => {
    expect(isThisPage(link('/checkout/api/reference/session'), here)).toBe(true);
  });

  it('leaves the browser other pages, this page’s fragments, other sites, new tabs, downloads and files', () => {
    expect(isThisPage(link('/checkout/create-session'), here)).toBe(false);
    expect(isThisPage(link('/checkout/api/reference/session?lang=php'), here)).toBe(false);
    expect(isThisPage(link('/checkout/api/reference/session#post-api-session'), here)).toBe(false);
    expect(isThisPage(link('#post-api-session'), here)).toBe(false);
    expect(isThisPage(link('mailto:soporte@ondapay.dev'), here)).toBe(false);
    expect(isThisPage(link('https://github.com/ondapay'), here)).toBe(false);
    expect(isThisPage(link('/checkout/api/reference/session', { target: '_blank' }), here)).toBe(false);
    expect(isThisPage(link('/en/llms.txt'), here)).toBe(false);
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
