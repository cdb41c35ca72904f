import { describe, expect, it } from 'vitest';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import { exampleAdministrator } from '../simulator/core/administrators';
import { runOperation } from './run-operation';

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
