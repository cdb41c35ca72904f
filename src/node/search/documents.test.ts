import { describe, expect, it } from 'vitest';
import { extractHeadings, parseMdx } from '../../shared/content/headings';
import type { Locale } from '../../shared/i18n/locales';
import type { AttributeModel } from '../../shared/openapi/attributes';
import type { ApiOperationModel } from '../../shared/openapi/operation-model';
import type { SitePage } from '../../shared/site/types';
import { buildDocuments, pageDocuments } from './documents';

function page(locale: Locale, path: string, title: string, body: string): SitePage {
  const href = locale === 'es' ? path : `/${locale}${path}`;
  return {
    locale,
    path,
    href,
    namespace: path.split('/')[1] ?? '',
    kind: 'guide',
    sourceFile: `content/${locale}${path}.mdx`,
    sourceLocale: locale,
    isIndex: false,
    untranslated: false,
    title,
    description: `Descripción de ${title}.`,
    body,
    headings: extractHeadings(parseMdx(body)),
    navigation: [],
    alternates: {},
  };
}

const body = [
  'Una sesión es la solicitud de pago. Usa `returnUrl`.',
  '',
  '## Petición',
  '',
  'Envía un `POST` a `/api/session`:',
  '',
  '```bash',
  'curl -X POST https://checkout.example/api/session --data secretoDelCodigo',
  '```',
  '',
  '### Campos',
  '',
  '| Campo | Descripción |',
  '|---|---|',
  '| `expiration` | Fecha de expiración |',
  '',
  '#### Detalle',
  '',
  'Texto del detalle.',
  '',
  '## Errores',
  '',
  'Si falla, revisa el **mensaje**.',
  '',
  '## Errores',
  '',
  'Otra vez.',
].join('\n');

describe('pageDocuments', () => {
  const documents = pageDocuments(page('es', '/checkout/create-session', 'Crea una sesión', body));
  const byUrl = (url: string) => documents.find((document) => document.url === url);

  it('makes one document for the page and one per level-2 and level-3 heading, with the rendered ids', () => {
    expect(documents.map((document) => [document.kind, document.url, document.title])).toEqual([
      ['page', '/checkout/create-session', 'Crea una sesión'],
      ['section', '/checkout/create-session#petición', 'Petición'],
      ['section', '/checkout/create-session#campos', 'Campos'],
      ['section', '/checkout/create-session#errores', 'Errores'],
      ['section', '/checkout/create-session#errores-1', 'Errores'],
    ]);
    expect(documents.map((document) => document.id)).toEqual([0, 1, 2, 3, 4]);
    expect(documents.every((document) => document.pageTitle === 'Crea una sesión' && document.locale === 'es')).toBe(true);
  });

  it('gives the page its description and introduction only', () => {
    expect(byUrl('/checkout/create-session')?.body).toBe('Descripción de Crea una sesión. Una sesión es la solicitud de pago. Usa returnUrl.');
  });

  it('gives a section the text up to the next heading of the same or a higher level, code blocks left out', () => {
    const request = byUrl('/checkout/create-session#petición');
    expect(request?.body).toContain('Envía un POST a /api/session');
    // The level-3 section and its level-4 text belong to the level-2 section too.
    expect(request?.body).toContain('Fecha de expiración');
    expect(request?.body).toContain('Detalle Texto del detalle.');
    expect(request?.body).not.toContain('secretoDelCodigo');
    expect(request?.body).not.toContain('Si falla');
  });

  it('keeps table text as separate words, and names the level-2 heading above a level-3 section', () => {
    const fields = byUrl('/checkout/create-session#campos');
    expect(fields?.body).toBe('Campo Descripción expiration Fecha de expiración Detalle Texto del detalle.');
    expect(fields?.parentHeading).toBe('Petición');
    expect(byUrl('/checkout/create-session#errores')?.body).toBe('Si falla, revisa el mensaje.');
  });

  it('leaves keywords to API operations', () => {
    expect(documents.every((document) => document.keywords.length === 0)).toBe(true);
  });
});

describe('pageDocuments with components', () => {
  const componentBody = [
    'Referencia de sesiones.',
    '',
    '## Pasos',
    '',
    '<Steps>',
    '<Step title="Instala el plugin">',
    '',
    'Texto del paso.',
    '',
    '</Step>',
    '</Steps>',
    '',
    '<Properties>',
    '<Property name="returnUrl" type="string" required>',
    '',
    'URL de regreso.',
    '',
    '</Property>',
    '</Properties>',
    '',
    '<ApiOperation path="/api/session" method="post" />',
    '',
    'Texto tras la operación.',
  ].join('\n');
  const operationHeading = { id: 'post-api-session', title: 'Crea una sesión', depth: 2, tag: 'POST', label: '/api/session' };
  const row = (name: string, description: string, children: AttributeModel[] = [], id?: string) =>
    ({ ...(id ? { id } : {}), name, description, typeLabel: 'string', required: false, conditional: false, nullable: false, deprecated: false, children, variants: [], truncated: false }) as AttributeModel;
  const operation = {
    api: 'checkout',
    id: 'post-api-session',
    method: 'POST',
    path: '/api/session',
    title: 'Crea una sesión',
    description: 'Crea una sesión de pago. Ver [autenticación](/checkout/authentication).',
    deprecated: false,
    parameters: [],
    request: { required: true, mediaType: 'application/json' },
    requestPanels: [{ schema: { rootId: 'r', deprecated: false, attributes: [row('payment', 'El cobro.', [row('amount', 'El monto.')], 'r-payment')] }, examples: [], samples: [] }],
    responses: [
      { status: '200', description: 'OK', deprecated: false, examples: [], panels: [{ rootId: 's', deprecated: false, attributes: [row('processUrl', 'URL de pago.', [], 's-processUrl')] }] },
      { status: '409', description: 'La sesión ya terminó.', deprecated: false, examples: [], panels: [{ rootId: 'post-api-session-response-409', deprecated: false, attributes: [] }] },
      { status: '500', description: 'Sin cuerpo.', deprecated: false, examples: [], panels: [] },
    ],
  } as unknown as ApiOperationModel;
  const tree = parseMdx(componentBody);
  const apiPage: SitePage = {
    ...page('es', '/checkout/api/reference/session', 'Sesiones', componentBody),
    headings: extractHeadings(tree, (node) => (node.name === 'ApiOperation' ? operationHeading : undefined)),
    operations: [operation],
  };
  const documents = pageDocuments(apiPage);

  it('reads the text of component titles and field names, and keeps field names as keywords', () => {
    const steps = documents.find((document) => document.url.endsWith('#pasos'));
    expect(steps?.body).toBe('Instala el plugin Texto del paso. returnUrl URL de regreso.');
    expect(steps?.keywords).toEqual(['returnUrl']);
  });

  it('makes an API operation a section under its rendered heading, found by method, path and field names', () => {
    const section = documents.find((document) => document.kind === 'operation');
    expect(section).toMatchObject({ url: '/checkout/api/reference/session#post-api-session', title: 'Crea una sesión', pageTitle: 'Sesiones' });
    expect(section?.keywords).toEqual(['POST /api/session', 'payment', 'amount', 'processUrl']);
    expect(section?.body).toBe('Crea una sesión de pago. Ver autenticación. El cobro. El monto. Texto tras la operación.');
  });

  it('makes its fields and its error responses results of their own, each at its anchor on the page', () => {
    const entities = documents.filter((document) => document.kind === 'field' || document.kind === 'code');
    expect(entities.map((document) => [document.kind, document.title, document.url, document.parentHeading, document.keywords])).toEqual([
      ['field', 'payment', '/checkout/api/reference/session#r-payment', 'Crea una sesión', ['payment', 'payment.amount']],
      ['field', 'processUrl', '/checkout/api/reference/session#s-processUrl', 'Crea una sesión', ['processUrl']],
      ['code', 'HTTP 409', '/checkout/api/reference/session#post-api-session-response-409', 'Crea una sesión', ['409']],
    ]);
    expect(entities[0]?.body).toBe('El cobro.');
    expect(new Set(documents.map((document) => document.url)).size).toBe(documents.length);
  });
});

describe('buildDocuments', () => {
  it('takes the pages of one locale, numbering documents across pages', () => {
    const pages = [page('es', '/a', 'A', '## Uno\n\nTexto.'), page('en', '/a', 'A', '## One\n\nText.'), page('es', '/b', 'B', 'Solo intro.')];
    const documents = buildDocuments(pages, 'es');
    expect(documents.map((document) => [document.id, document.url])).toEqual([
      [0, '/a'],
      [1, '/a#uno'],
      [2, '/b'],
    ]);
    expect(buildDocuments(pages, 'en').map((document) => document.url)).toEqual(['/en/a', '/en/a#one']);
  });
});
