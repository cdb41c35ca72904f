import { describe, expect, it } from 'vitest';
import { apiOperationElements, readPageOperations } from '../../node/content/api-operations';
import { parseMdx } from '../content/headings';
import { validateMdx } from '../../node/content/validate-mdx';
import { apiCoverageProblems } from '../../node/checks/api-coverage';
import type { SitePage } from '../site/types';
import { loadFixture } from '../../../tests/fixtures/openapi/load-fixture';
import { listWebhooks } from './list-operations';
import type { ApiDefinitions } from '../../node/openapi/load-definitions';
import { readWebhook } from './operation';
import { webhookModel } from './operation-model';
import { operationCode } from './operation-code';
import { operationModel } from './operation-model';

const definition = loadFixture('webhooks.yaml');
const apis: ApiDefinitions = { checkout: { es: { api: 'checkout', locale: 'es', file: 'openapi/checkout/openapi.yaml', document: definition } } };

describe('webhooks', () => {
  it('are listed by event name and read like operations', () => {
    expect(listWebhooks(definition).map((webhook) => `${webhook.method} ${webhook.path}`)).toEqual(['post sessionStatus', 'post multi', 'put multi']);
    expect(readWebhook('sessionStatus', undefined, definition, 'request').body?.schema).toMatchObject({ ref: 'Notification' });
    expect(() => readWebhook('nothing', undefined, definition, 'request')).toThrow('Webhook nothing not found in API definition');
    expect(() => readWebhook('multi', undefined, definition, 'request')).toThrow('Webhook multi has several operations (post, put): say which with method="…"');
  });

  it('render as an operation: event name, payload with badges, example payload, the answer expected, and the signature check', () => {
    const model = webhookModel('checkout', definition, 'sessionStatus', undefined);
    expect(model).toMatchObject({ id: 'webhook-sessionstatus', webhook: 'sessionStatus', path: 'sessionStatus', method: 'POST', title: 'Cambio de estado de una sesión' });
    expect(model.requestPanels[0]?.schema?.attributes.map((row) => [row.name, row.required])).toEqual([
      ['requestId', true], ['reference', true], ['signature', true], ['status', true],
    ]);
    const payload = JSON.parse(model.requestPanels[0]?.examples[0]?.code ?? '') as Record<string, unknown>;
    expect(payload).toMatchObject({ requestId: 8412345, reference: 'ORDER-1001', status: { status: 'APPROVED', date: '2026-11-20T14:30:00-05:00' } });
    expect(payload.signature).toMatch(/^[0-9a-f]{64}$/);
    // Ondapay sends a webhook: there is no request for the reader to send.
    expect(model.requestPanels[0]?.samples).toEqual([]);
    expect(model.responses.map((response) => [response.status, response.description])).toEqual([['200', 'Recibida. Responde en menos de 10 segundos.']]);
    expect(model.signature).toMatchObject({ in: 'body', name: 'signature', formula: 'SHA-256(requestId + status.status + status.date + secretKey)', encoding: 'hex', description: 'Calcula la firma con tu `secretKey`.' });
    expect(model.signature?.samples.map((sample) => sample.label)).toEqual(['JavaScript', 'PHP', 'Python']);
    expect(model.signature?.samples[0]?.code).toContain(".update([payload.requestId, payload.status.status, payload.status.date, secretKey].join(''))");
    expect(model.signature?.samples[1]?.code).toContain("$expected = hash('sha256', $payload['requestId'] . $payload['status']['status'] . $payload['status']['date'] . $secretKey);");
    expect(operationCode(model).map((block) => block.language)).toEqual(['json', 'js', 'php', 'python']);
  });

  it('callbacks render under their operation, with the URL expression and an HMAC signature in a header', () => {
    const model = operationModel('checkout', definition, '/api/session', 'post');
    expect(model.callbacks).toHaveLength(1);
    const [callback] = model.callbacks;
    expect(callback).toMatchObject({ name: 'statusChange', expression: '{$request.body#/notificationUrl}', method: 'POST', title: 'Notificación de estado', id: 'post-api-session-callback-post-statuschange' });
    expect(callback?.signature).toMatchObject({ in: 'header', name: 'X-Ondapay-Signature', formula: 'HMAC-SHA256(secretKey, requestId)', encoding: 'base64' });
    expect(callback?.signature?.samples[2]?.code).toContain('base64.b64encode(hmac.new(secretKey.encode(), data.encode(), hashlib.sha256).digest()).decode()');
    expect(callback?.requestPanels[0]?.samples).toEqual([]);
  });
});

describe('placing a webhook on a page', () => {
  it('<ApiOperation webhook="…"> reads the webhook, with a level-2 heading for the page', () => {
    const tree = parseMdx('<ApiOperation webhook="sessionStatus" />\n\n<ApiOperation webhook="multi" method="put" />\n');
    expect(apiOperationElements(tree).map((element) => element.webhook)).toEqual(['sessionStatus', 'multi']);
    const { models, problems } = readPageOperations(tree, 'checkout', 'es', apis);
    expect(problems).toEqual([]);
    expect(models.map((model) => [model.id, model.method, model.webhook])).toEqual([
      ['webhook-sessionstatus', 'POST', 'sessionStatus'],
      ['webhook-multi', 'PUT', 'multi'],
    ]);
  });

  it('names a missing webhook and one placed twice', () => {
    const { problems } = readPageOperations(parseMdx('<ApiOperation webhook="nope" />\n\n<ApiOperation webhook="multi" method="post" />\n\n<ApiOperation webhook="multi" method="post" />\n'), 'checkout', 'es', apis);
    expect(problems).toEqual([
      'line 1: <ApiOperation webhook="nope"> in openapi/checkout/openapi.yaml: Webhook nope not found in API definition (OpenAPI 3.1 webhooks)',
      'line 5: Webhook multi is already on this page (line 3). Keep one <ApiOperation> per operation.',
    ]);
  });

  it('validates the element: a webhook name, and not both a path and a webhook', () => {
    expect(validateMdx(parseMdx('<ApiOperation webhook="sessionStatus" />\n'))).toEqual([]);
    expect(validateMdx(parseMdx('<ApiOperation webhook="sessionStatus" path="/a" method="post" />\n'))).toEqual([
      'line 1: <ApiOperation> places either an operation (path and method) or a webhook (webhook), not both.',
    ]);
  });

  it('the coverage check counts every webhook operation: placed once, or named with the tag to write', () => {
    const page = (operations: ReturnType<typeof webhookModel>[]) => ({ locale: 'es', path: '/checkout/api/notifications', href: '/checkout/api/notifications', untranslated: false, sourceFile: 'content/es/checkout/api/notifications.mdx', operations }) as SitePage;
    const session = operationModel('checkout', definition, '/api/session', 'post');
    const placed = [webhookModel('checkout', definition, 'sessionStatus', undefined), webhookModel('checkout', definition, 'multi', 'post')];
    expect(apiCoverageProblems([page([session, ...placed])], apis).map((problem) => problem.message)).toEqual([
      'Webhook multi (PUT) ("Cambio") is placed on no Spanish page. Place it on one page of an API tab with <ApiOperation api="checkout" webhook="multi" method="put" /> (under content/es/).',
    ]);
    const twice = apiCoverageProblems([page([session, ...placed, webhookModel('checkout', definition, 'multi', 'put')]), { ...page([placed[0] as never]), sourceFile: 'content/es/checkout/api/other.mdx', path: '/other' } as SitePage], apis);
    expect(twice.map((problem) => problem.message)).toEqual([
      'Webhook sessionStatus (POST) ("Cambio de estado de una sesión") is placed on 2 Spanish pages: content/es/checkout/api/notifications.mdx, content/es/checkout/api/other.mdx. Keep it on the canonical one and link to it from the others.',
    ]);
  });
});
