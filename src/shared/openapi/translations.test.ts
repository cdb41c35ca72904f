import { describe, expect, it } from 'vitest';
import { applyOverlay } from './overlay';
import { checkTranslations, translatableTexts } from './translations';

const files = { sourceFile: 'openapi/pay/openapi.yaml', sourceLocale: 'es', overlayFile: 'openapi/pay/en.overlay.yaml', locale: 'en' };

const source = {
  openapi: '3.1.0',
  info: { title: 'API de pagos', version: '1' },
  tags: [{ name: 'Gateway', 'x-displayName': 'Gateway' }],
  paths: {
    '/api/session': {
      post: {
        summary: 'Crea una sesión',
        requestBody: {
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Pago' },
              examples: { uno: { summary: 'Un pago', value: { description: 'Compra en Tienda Andina', title: 'no es texto' } } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Pago: {
        type: 'object',
        title: 'Pago',
        properties: {
          // A field called `description`: its schema is structure, its own description is text.
          description: { type: 'string', description: 'Qué se paga', example: 'Compra', default: 'Compra', examples: ['Compra'] },
          title: { type: 'string', description: 'Título' },
        },
      },
    },
  },
};

const fullOverlay = [
  { target: '$.info', update: { title: 'Payments API' } },
  { target: "$.tags[?(@.name=='Gateway')]", update: { 'x-displayName': 'Gateway' } },
  { target: "$.paths['/api/session'].post", update: { summary: 'Create a session' } },
  { target: "$.paths['/api/session'].post.requestBody.content['application/json'].examples.uno", update: { summary: 'A payment' } },
  { target: '$.components.schemas.Pago', update: { title: 'Payment' } },
  { target: '$.components.schemas.Pago.properties.description', update: { description: 'What is paid' } },
  { target: '$.components.schemas.Pago.properties.title', update: { description: 'Title' } },
];

const check = (actions: unknown[]) => {
  const applied = applyOverlay(source, { overlay: '1.0.0', actions });
  return checkTranslations(source, applied.document, applied.written, files);
};

describe('translatableTexts', () => {
  it('finds summaries, descriptions, titles and display names, not the words inside examples, defaults or enums', () => {
    expect([...translatableTexts(source).values()].map((text) => text.path)).toEqual([
      '$.info.title',
      "$.tags[0]['x-displayName']",
      "$.paths['/api/session'].post.summary",
      "$.paths['/api/session'].post.requestBody.content['application/json'].examples.uno.summary",
      '$.components.schemas.Pago.title',
      '$.components.schemas.Pago.properties.description.description',
      '$.components.schemas.Pago.properties.title.description',
    ]);
  });
});

describe('checkTranslations', () => {
  it('accepts a complete overlay, including a name kept the same on purpose', () => {
    expect(check(fullOverlay)).toEqual([]);
  });

  it('names the overlay and the JSONPath of a text left in Spanish', () => {
    expect(check(fullOverlay.filter((action) => !action.target.endsWith('properties.title')))).toEqual([
      {
        file: 'openapi/pay/en.overlay.yaml',
        message: '$.components.schemas.Pago.properties.title.description ("Título") is not translated to en. Add an action with target: $.components.schemas.Pago.properties.title and update: { description: … }.',
      },
    ]);
  });

  it('names a text the overlay removes (missing in English)', () => {
    expect(check([...fullOverlay, { target: "$.paths['/api/session'].post.summary", remove: true }])).toEqual([
      {
        file: 'openapi/pay/en.overlay.yaml',
        message: `$.paths['/api/session'].post.summary ("Crea una sesión") has no en text: the overlay removes it. Keep the summary and translate it instead.`,
      },
    ]);
  });

  it('names a text that exists only in English (missing in Spanish)', () => {
    expect(check([...fullOverlay, { target: '$.components.schemas.Pago', update: { description: 'A payment' } }])).toEqual([
      {
        file: 'openapi/pay/openapi.yaml',
        message: '$.components.schemas.Pago.description has en text in openapi/pay/en.overlay.yaml ("A payment") but no es text. Write the es description in openapi/pay/openapi.yaml first.',
      },
    ]);
  });
});
