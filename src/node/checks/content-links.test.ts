import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../shared/content/headings';
import { absentProducts, contentLinkProblem, internalLinks, tabSlugs, type LinkTargets } from './content-links';

const targets: LinkTargets = {
  pages: new Map([
    ['/checkout/create-session', new Set(['pasos', 'post-api-session'])],
    ['/en/checkout/create-session', new Set(['steps'])],
    ['/checkout/integration/mobile', new Set(['ios', 'android'])],
  ]),
  redirects: new Map([['/checkout/old', '/checkout/create-session#pasos']]),
  codeAnchors: new Set(['gateway-reason-51']),
};
const problem = (url: string, from = '/checkout/integration/mobile') => contentLinkProblem({ url, line: 7 }, from, targets);

describe('a page’s links to the site, checked in its MDX (P9d)', () => {
  it('finds Markdown links, references and components’ href, with their lines; not other sites', () => {
    const tree = parseMdx('---\n\n[a](/checkout#x) [b][r] [c](https://ondapay.dev) [d](//evil.example)\n\n<Card title="C" href="/gateway">x</Card>\n\n<Tabs>\n<Tab title="iOS" slug="ios">i</Tab>\n</Tabs>\n\n[r]: /checkout/refund\n');
    expect(internalLinks(tree)).toEqual([
      { url: '/checkout#x', line: 3 },
      { url: '/gateway', line: 5 },
      { url: '/checkout/refund', line: 11 },
    ]);
    expect(tabSlugs(tree)).toEqual(['ios']);
  });

  it('accepts pages, their ids, tab slugs, redirects, built pages, the code catalogue’s rows and files', () => {
    for (const url of ['/checkout/create-session', '/checkout/create-session#post-api-session', '/checkout/create-session/', '#ios', '/checkout/old', '/checkout/old#pasos', '/', '/en', '/search?q=x', '/codes#gateway-reason-51', '/llms.txt', '/en/checkout/create-session#steps', '/checkout/create-session#p%61sos']) {
      expect(problem(url), url).toBeUndefined();
    }
  });

  it('names the line, the missing page and what to do', () => {
    expect(problem('/checkout/no-existe')).toBe('line 7: link to /checkout/no-existe: the site has no page at /checkout/no-existe. Link to an existing page (its URL, with /en for English), or declare a redirect in the product\'s manifest (docs/authoring.md, Redirects).');
    expect(problem('/checkout/create-session#no-such-anchor')).toBe('line 7: link to /checkout/create-session#no-such-anchor: /checkout/create-session has no heading or anchor "no-such-anchor". Its ids: pasos, post-api-session.');
    expect(problem('#nada')).toBe('line 7: link to #nada: this page has no heading or anchor "nada". Its ids: ios, android.');
    expect(problem('/en/checkout/create-session#pasos')).toMatch(/\/en\/checkout\/create-session has no heading or anchor "pasos"\. Its ids: steps\./);
    expect(problem('/codes#gateway-reason-99')).toMatch(/the code catalogue has no row "gateway-reason-99"/);
  });

  it('leaves links into products a partial copy took out on purpose to the real site, and only those', () => {
    const partial = { ...targets, absentProducts: absentProducts(' gateway,payments ') };
    for (const url of ['/gateway/testing-card', '/en/gateway', '/payments#x', '/codes#payments-reason-05']) expect(contentLinkProblem({ url, line: 1 }, '/checkout', partial), url).toBeUndefined();
    expect(contentLinkProblem({ url: '/checkout/no-existe', line: 1 }, '/checkout', partial)).toMatch(/no page at \/checkout\/no-existe/);
    expect(contentLinkProblem({ url: '/codes#checkout-reason-05', line: 1 }, '/checkout', partial)).toMatch(/no row "checkout-reason-05"/);
    expect(absentProducts(undefined)).toEqual(new Set());
  });
});
