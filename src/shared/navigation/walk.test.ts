import { describe, expect, it } from 'vitest';
import type { NavTab } from './types';
import { activeTab, flattenLinks, pagerFor } from './walk';

const tabs: NavTab[] = [
  {
    title: 'Docs',
    identifier: 'docs',
    href: '/checkout',
    icon: 'book',
    groups: [
      { title: 'Start', links: [{ title: 'Intro', href: '/checkout' }, { title: 'Flow', href: '/checkout/flow' }] },
      {
        title: 'Integrate',
        links: [
          { title: 'Session', href: '/checkout/session', children: [{ title: 'Fields', href: '/checkout/fields' }] },
          { title: 'Intro again', href: '/checkout' },
        ],
      },
    ],
  },
  {
    title: 'API',
    identifier: 'api',
    href: '/checkout/api',
    icon: 'code',
    groups: [{ title: 'Reference', links: [{ title: 'Session API', href: '/checkout/api/session' }] }],
  },
];

describe('flattenLinks', () => {
  it('walks tabs, groups, links and children in order', () => {
    expect(flattenLinks(tabs).map((l) => l.href)).toEqual([
      '/checkout', '/checkout/flow', '/checkout/session', '/checkout/fields', '/checkout', '/checkout/api/session',
    ]);
  });
});

describe('pagerFor', () => {
  it('has no previous on the first page', () => {
    expect(pagerFor(tabs, '/checkout')).toEqual({ previous: undefined, next: { title: 'Flow', href: '/checkout/flow' } });
  });
  it('goes into children and across tabs', () => {
    expect(pagerFor(tabs, '/checkout/session').next?.href).toBe('/checkout/fields');
    expect(pagerFor(tabs, '/checkout/fields').next?.href).toBe('/checkout/api/session');
    expect(pagerFor(tabs, '/checkout/api/session')).toEqual({
      previous: { title: 'Fields', href: '/checkout/fields' },
      next: undefined,
    });
  });
  it('returns nothing for a page outside the navigation', () => {
    expect(pagerFor(tabs, '/elsewhere')).toEqual({});
  });
});

describe('activeTab', () => {
  it('finds the tab that lists the page, children included', () => {
    expect(activeTab(tabs, '/checkout/fields')?.identifier).toBe('docs');
    expect(activeTab(tabs, '/checkout/api/session')?.identifier).toBe('api');
    expect(activeTab(tabs, '/checkout/api/other')?.identifier).toBe('api');
  });
});
