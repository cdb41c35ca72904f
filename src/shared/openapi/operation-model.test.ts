import { describe, expect, it } from 'vitest';
import { operationModel, serverUrlOf, variantOfExample } from './operation-model';
import { readSchema } from './schema';
import type { OpenApiDocument, VariantsSchema } from './types';

const definition: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [{ url: 'https://{env}.ondapay.dev', variables: { env: { default: 'checkout-test' } } }],
  paths: {
    '/api/session': {
      post: {
        summary: 'Crea una sesión',
        description: 'Crea una **sesión**.',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { oneOf: [{ $ref: '#/components/schemas/Pay' }, { $ref: '#/components/schemas/Save' }] },
              examples: {
                save: { summary: 'Guardar', value: { auth: 'x', subscription: { reference: 'R' } } },
                pay: { summary: 'Pagar', value: { auth: 'x', payment: { total: 1 } } },
              },
            },
          },
        },
        responses: {
          '401': { description: 'Autenticación fallida', content: { 'application/json': { schema: { $ref: '#/components/schemas/Status' } } } },
          '200': { description: 'Creada', content: { 'application/json': { schema: { $ref: '#/components/schemas/Status' }, example: { status: 'OK' } } } },
          '204': { description: 'Sin cuerpo', deprecated: true },
        },
      },
    },
    '/api/session/{requestId}': {
      post: {
        summary: 'Consulta',
        deprecated: true,
        parameters: [{ name: 'requestId', in: 'path', required: true, schema: { type: 'integer', example: 8412345 } }],
        responses: {},
      },
    },
  },
  components: {
    schemas: {
      Pay: { title: 'Pago', type: 'object', required: ['auth', 'payment'], properties: { auth: { type: 'string' }, payment: { type: 'object', properties: { total: { type: 'number' } } } } },
      Save: { title: 'Suscripción', type: 'object', required: ['auth', 'subscription'], properties: { auth: { type: 'string' }, subscription: { type: 'object', properties: { reference: { type: 'string' } } } } },
      Status: { type: 'object', properties: { status: { type: 'string', enum: ['OK', 'FAILED'] } } },
    },
  },
};

describe('operationModel', () => {
  const model = operationModel('checkout', definition, '/api/session', 'post');

  it('has the heading, description and request of the operation', () => {
    expect(model).toMatchObject({ api: 'checkout', id: 'post-api-session', method: 'POST', path: '/api/session', title: 'Crea una sesión', description: 'Crea una **sesión**.', deprecated: false });
    expect(model.request).toEqual({ required: true, mediaType: 'application/json', kind: 'json' });
    expect(model.sections).toEqual(['request', 'response', 'params', 'query', 'header', 'cookie']);
    expect(model.parameters).toEqual([]);
  });

  it('gives one request panel per oneOf variant, each with its own examples and samples', () => {
    expect(model.requestPanels.map((panel) => [panel.schema?.title, panel.schema?.rootId, panel.examples.map((example) => example.label)])).toEqual([
      ['Pago', 'post-api-session-request-1', ['Pagar']],
      ['Suscripción', 'post-api-session-request-2', ['Guardar']],
    ]);
    expect(model.requestPanels[1]?.schema?.attributes.map((row) => row.name)).toEqual(['auth', 'subscription']);
    const curl = model.requestPanels[1]?.samples[0];
    expect(curl?.label).toBe('cURL');
    expect(curl?.code).toContain("--url 'https://checkout-test.ondapay.dev/api/session'");
    expect(curl?.code).toContain('"subscription": {');
  });

  it('lists responses in status order, with examples given or generated', () => {
    expect(model.responses.map((response) => [response.status, response.description, response.deprecated])).toEqual([
      ['200', 'Creada', false],
      ['204', 'Sin cuerpo', true],
      ['401', 'Autenticación fallida', false],
    ]);
    expect(model.responses[0]?.examples).toMatchObject([{ label: 'example', code: '{\n  "status": "OK"\n}', language: 'json' }]);
    expect(model.responses[1]).toMatchObject({ panels: [], examples: [] });
    expect(model.responses[2]?.examples).toMatchObject([{ code: '{\n  "status": "OK"\n}', language: 'json' }]);
    expect(model.responses[2]?.panels[0]?.attributes.map((row) => row.name)).toEqual(['status']);
  });

  it('reads path parameters and fills them in the samples', () => {
    const query = operationModel('checkout', definition, '/api/session/{requestId}', 'post');
    expect(query.deprecated).toBe(true);
    expect(query.parameters).toMatchObject([{ location: 'path', rows: [{ name: 'requestId', required: true, example: '8412345' }] }]);
    expect(query.request).toBeNull();
    expect(query.requestPanels).toHaveLength(1);
    expect(query.requestPanels[0]?.samples[0]?.code).toBe("curl --request POST \\\n  --url 'https://checkout-test.ondapay.dev/api/session/8412345'");
  });

  it('throws the reader errors word for word', () => {
    expect(() => operationModel('checkout', definition, '/api/session', 'get')).toThrow('Method get not found in API definition for path /api/session');
    expect(() => operationModel('checkout', definition, '/api/nothing', 'post')).toThrow('Path /api/nothing not found in API definition');
    expect(() => operationModel('checkout', definition, '/api/session', 'post', ['request', 'headers'])).toThrow('Type headers not supported');
  });
});

describe('serverUrlOf', () => {
  it('is the first server with its variables filled in, or empty', () => {
    expect(serverUrlOf(definition)).toBe('https://checkout-test.ondapay.dev');
    expect(serverUrlOf({})).toBe('');
  });
});

describe('variantOfExample', () => {
  const variants = (readSchema(definition, { oneOf: [{ $ref: '#/components/schemas/Pay' }, { $ref: '#/components/schemas/Save' }] }) as VariantsSchema).variants;
  it('matches an example to the variant whose fields it has', () => {
    expect(variantOfExample({ auth: 'x', payment: {} }, variants)).toBe(0);
    expect(variantOfExample({ auth: 'x', subscription: {} }, variants)).toBe(1);
    expect(variantOfExample({ other: true }, variants)).toBe(0);
    expect(variantOfExample('text', variants)).toBe(0);
  });
});
