import { describe, expect, it } from 'vitest';
import { operationCode } from './operation-code';
import type { ApiOperationModel } from './operation-model';

const model: ApiOperationModel = {
  api: 'checkout',
  id: 'post-api-session',
  method: 'POST',
  path: '/api/session',
  title: 'Crea una sesión',
  deprecated: false,
  sections: ['request', 'response'],
  parameters: [],
  request: { required: true, mediaType: 'application/json', kind: 'json' },
  requestPanels: [
    { schema: null, examples: [{ label: 'Pagar', code: '{"payment":{}}', language: 'json' }], samples: [{ label: 'cURL', language: 'bash', code: 'curl -X POST' }] },
    { schema: null, examples: [{ label: 'Guardar', code: '{"subscription":{}}', language: 'json' }], samples: [{ label: 'Python', language: 'python', code: 'requests.request("POST")' }] },
  ],
  responses: [
    { status: '200', description: 'Creada', deprecated: false, mediaType: 'application/json', kind: 'json', panels: [], examples: [{ code: '{"status":"OK"}', language: 'json' }], headers: [] },
    { status: '204', description: 'Sin cuerpo', deprecated: false, mediaType: null, kind: null, panels: [], examples: [], headers: [] },
    { status: '406', description: 'XML', deprecated: false, mediaType: 'application/xml', kind: 'xml', panels: [], examples: [{ code: '<error/>', language: 'xml' }], headers: [] },
  ],
  security: null,
  callbacks: [],
};

describe('operationCode', () => {
  it('lists every sample and example of every request variant and response, in page order', () => {
    expect(operationCode(model)).toEqual([
      { code: 'curl -X POST', language: 'bash' },
      { code: '{"payment":{}}', language: 'json' },
      { code: 'requests.request("POST")', language: 'python' },
      { code: '{"subscription":{}}', language: 'json' },
      { code: '{"status":"OK"}', language: 'json' },
      { code: '<error/>', language: 'xml' },
    ]);
  });
});
