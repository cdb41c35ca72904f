import { describe, expect, it } from 'vitest';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import { exampleAdministrator } from '../simulator/core/administrators';
import { createSimulator } from '../simulator/simulator';
import { OperationInputError, runOperation } from './run-operation';

/* The MCP tool's one operation: Core's body `auth` is the example administrator's, a payment API's the example site's. */
describe('runOperation', () => {
  it('signs a Core operation as the example administrator', async () => {
    const apis = loadSimulatorApis(process.cwd(), 'es', ['core']);
    const { request, response } = await runOperation({ apis, operationId: 'ping', body: {}, locale: 'es' });
    expect((JSON.parse(request.body!) as { auth: { login: string } }).auth.login).toBe(exampleAdministrator.login);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ credentials: { login: exampleAdministrator.login, scope: 'PLATFORM' } });
  });
});

describe('runOperation in a simulator kept between calls', () => {
  it('puts parameters outside the path in the query string, and keeps the caller\'s own Authorization', async () => {
    const apis = loadSimulatorApis(process.cwd(), 'es', ['core', 'token-requestor']);
    const simulator = createSimulator({ locale: 'es', apis });
    const listed = await runOperation({ apis, operationId: 'ping', parameters: { siteId: 4410 }, body: {}, locale: 'es', simulator });
    expect(listed.request.url).toMatch(/\?siteId=4410$/);
    expect(simulator.events).toHaveLength(1);
    const wrong = await runOperation({ apis, operationId: 'token-requestor.enrollCard', headers: { Authorization: 'Bearer nope' }, body: {}, locale: 'es', simulator });
    expect(wrong).toMatchObject({ api: 'token-requestor', credential: 'bearer', request: { headers: { Authorization: 'Bearer nope' } }, response: { status: 401 } });
    await expect(runOperation({ apis, operationId: 'ping', body: '{', locale: 'es', simulator })).rejects.toThrow(OperationInputError);
  });
});
