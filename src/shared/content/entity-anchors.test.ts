import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { pageDocuments } from '../../node/search/documents';
import type { SitePage } from '../site/types';
import { entityAnchorNamer, rehypeEntityAnchors, tableEntityKind } from './entity-anchors';
import { extractHeadings, parseMdx } from './headings';

const body = [
  'Eventos que envía AutoPay.',
  '',
  '## Eventos del webhook',
  '',
  '| Evento | Cuándo ocurre |',
  '|---|---|',
  '| `AUTOPAY_ACTIVATED` | El pagador firmó. |',
  '| `CHARGE_REJECTED` | Un cobro quedó `REJECTED`. |',
  '| Texto sin código | No es una entidad. |',
  '',
  '## Motivos',
  '',
  '| `reason` | Mensaje |',
  '|---|---|',
  '| `"EX"` | La sesión expiró. |',
  '| `AUTOPAY_ACTIVATED` | Repetido en otra tabla. |',
  '',
  '| Campo | Tipo |',
  '|---|---|',
  '| `amount` | object |',
].join('\n');

async function renderedIds(source: string): Promise<string[]> {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeEntityAnchors] });
  return [...renderToStaticMarkup(createElement(Content)).matchAll(/<tr id="([^"]+)"/g)].map((match) => match[1] as string);
}

describe('tableEntityKind', () => {
  it('reads events and reason or error codes from a table’s first header, in both languages', () => {
    expect(['Evento', 'Events', 'event'].map(tableEntityKind)).toEqual(['event', 'event', 'event']);
    expect(['`reason`', 'status.reason', 'Motivo', 'Razón', 'Error codes', 'Código de error'].map(tableEntityKind)).toEqual(['code', 'code', 'code', 'code', 'code', 'code']);
    expect(['Campo', 'Código', 'Estado', 'Eventos del webhook'].map(tableEntityKind)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('entity anchors', () => {
  it('names rows after their code, with a number when the page repeats one', () => {
    const name = entityAnchorNamer();
    expect([name('event', 'AUTOPAY_ACTIVATED'), name('code', '"EX"'), name('event', 'AUTOPAY_ACTIVATED'), name('code', '05 / 51')]).toEqual([
      'event-autopay_activated',
      'code-ex',
      'event-autopay_activated-1',
      'code-05-51',
    ]);
  });

  it('gives the rendered rows the anchors search links to, and no other row an id', async () => {
    const page: SitePage = {
      locale: 'es',
      path: '/autopay',
      href: '/autopay',
      namespace: 'autopay',
      kind: 'guide',
      sourceFile: 'content/es/autopay/index.mdx',
      sourceLocale: 'es',
      isIndex: true,
      untranslated: false,
      title: 'AutoPay',
      description: 'AutoPay.',
      body,
      headings: extractHeadings(parseMdx(body)),
      navigation: [],
      alternates: {},
    };
    const entities = pageDocuments(page).filter((document) => document.kind === 'event' || document.kind === 'code');
    expect(entities.map((document) => [document.kind, document.title, document.url, document.parentHeading])).toEqual([
      ['event', 'AUTOPAY_ACTIVATED', '/autopay#event-autopay_activated', 'Eventos del webhook'],
      ['event', 'CHARGE_REJECTED', '/autopay#event-charge_rejected', 'Eventos del webhook'],
      ['code', '"EX"', '/autopay#code-ex', 'Motivos'],
      ['code', 'AUTOPAY_ACTIVATED', '/autopay#code-autopay_activated', 'Motivos'],
    ]);
    expect(entities[1]?.body).toBe('Un cobro quedó REJECTED.');
    expect(await renderedIds(body)).toEqual(entities.map((document) => document.url.split('#')[1]));
  });
});
