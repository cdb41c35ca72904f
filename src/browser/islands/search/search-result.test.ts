import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@/shared/search/types';
import { Marked } from './Marked';
import { SearchResultBody } from './SearchResultBody';

const kinds = { operation: 'Operación', field: 'Campo', code: 'Código', event: 'Evento' };
const result: SearchResult = {
  url: '/checkout/notification#verifica-la-firma',
  title: 'Verifica la <b>firma</b>',
  pageTitle: 'Notificación',
  locale: 'es',
  kind: 'section',
  product: 'Web Checkout',
  titleRanges: [{ start: 15, end: 20 }],
  snippet: { text: 'Calcula <img src=x onerror=alert(1)> la firma.', ranges: [{ start: 40, end: 45 }] },
  terms: ['firm'],
};

describe('a search result', () => {
  it('shows product, page and title, and the snippet, with the matched words in <mark>', () => {
    const html = renderToStaticMarkup(createElement(SearchResultBody, { result, kinds }));
    expect(html).toContain('Web Checkout › Notificación');
    expect(html).toContain('<mark');
    expect(html.match(/<mark[^>]*>([^<]*)<\/mark>/g)?.map((mark) => mark.replace(/<[^>]+>/g, ''))).toEqual(['firma', 'firma']);
  });

  it('never turns content into HTML: tags in titles and snippets are escaped text', () => {
    const html = renderToStaticMarkup(createElement(SearchResultBody, { result, kinds }));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('names the kind of an API entity, and leaves out a section equal to the title', () => {
    const field = { ...result, kind: 'field' as const, title: 'returnUrl', section: 'returnUrl', titleRanges: [] };
    const html = renderToStaticMarkup(createElement(SearchResultBody, { result: field, kinds }));
    expect(html).toContain('Campo');
    expect(html).toContain('Web Checkout › Notificación<');
  });

  it('ignores ranges outside the text or overlapping', () => {
    const html = renderToStaticMarkup(createElement(Marked, { text: 'pago', ranges: [{ start: 0, end: 2 }, { start: 1, end: 3 }, { start: 2, end: 9 }] }));
    expect(html).toBe('<mark class="rounded-sm bg-primary-100 px-0.5 text-inherit dark:bg-primary-900/70">pa</mark>go');
  });
});
