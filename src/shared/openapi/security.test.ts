import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../tests/fixtures/openapi/load-fixture';
import { operationModel } from './operation-model';
import { credentialsOf, credentialWireText } from './sample-credentials';
import { readSecurity } from './security';
import { serverUrlFor } from './servers';
import type { RawObject } from './raw';

const definition = loadFixture('security.yaml');
const operation = (path: string, method: string) => ((definition.paths as RawObject)[path] as RawObject)[method] as RawObject;
const curl = (path: string, method: string) => operationModel('core', definition, path, method).requestPanels[0]?.samples.find((sample) => sample.language === 'bash')?.code ?? '';
const sample = (path: string, method: string, language: string) => operationModel('core', definition, path, method).requestPanels[0]?.samples.find((one) => one.language === language)?.code ?? '';

describe('servers', () => {
  it('uses the operation server, else the path item one, else the document one, variables filled in', () => {
    expect(serverUrlFor(definition, (definition.paths as RawObject)['/merchants'] as RawObject, operation('/merchants', 'get'))).toBe('https://api-test.ondapay.dev/core');
    expect(serverUrlFor(definition, (definition.paths as RawObject)['/reports'] as RawObject, operation('/reports', 'get'))).toBe('https://reports-test.ondapay.dev/v2');
    expect(serverUrlFor(definition, (definition.paths as RawObject)['/reports'] as RawObject, operation('/reports', 'post'))).toBe('https://upload-test.ondapay.dev');
    expect(serverUrlFor({})).toBe('');
  });

  it('puts the right host and base path in the samples', () => {
    expect(curl('/merchants', 'get')).toContain("--url 'https://api-test.ondapay.dev/core/merchants'");
    expect(curl('/reports', 'get')).toContain("--url 'https://reports-test.ondapay.dev/v2/reports'");
    expect(curl('/reports', 'post')).toContain("--url 'https://upload-test.ondapay.dev/reports'");
  });
});

describe('readSecurity', () => {
  it('takes the document security unless the operation has its own, and [] turns it off', () => {
    expect(readSecurity(definition, operation('/merchants', 'get'), []).alternatives).toMatchObject([[{ type: 'bearer', bearerFormat: 'JWT', description: 'Token del panel.' }]]);
    expect(readSecurity(definition, operation('/public', 'get'), []).alternatives).toEqual([]);
  });

  it('reads alternatives, combined schemes, scopes and the optional {}', () => {
    expect(readSecurity(definition, operation('/reports', 'get'), []).alternatives).toEqual([
      [{ type: 'apiKey', name: 'apiKeyHeader', in: 'header', parameter: 'X-Api-Key' }],
      [{ type: 'apiKey', name: 'apiKeyQuery', in: 'query', parameter: 'api_key' }],
    ]);
    expect(readSecurity(definition, operation('/reports', 'post'), []).alternatives).toEqual([
      [{ type: 'basic', name: 'basic' }, { type: 'apiKey', name: 'apiKeyCookie', in: 'cookie', parameter: 'session' }],
    ]);
    expect(readSecurity(definition, operation('/maybe', 'get'), [])).toEqual({ alternatives: [[{ type: 'oauth2', name: 'oauth', scopes: ['payments-read'] }]], optional: true });
  });

  it('adds the body credentials of x-body-auth when the body has that property', () => {
    const security = readSecurity(definition, operation('/api/session', 'post'), ['auth', 'reference']);
    expect(security.alternatives).toEqual([[{ type: 'body', name: 'x-body-auth', property: 'auth', description: 'Credenciales `login`, `tranKey`, `nonce` y `seed`.' }]]);
    expect(readSecurity(definition, operation('/api/session', 'post'), ['reference']).alternatives).toEqual([]);
  });

  it('says what travels on the wire for each scheme', () => {
    const [[header], [query]] = readSecurity(definition, operation('/reports', 'get'), []).alternatives as [[never], [never]];
    expect(credentialWireText(header)).toBe('X-Api-Key: YOUR_API_KEY');
    expect(credentialWireText(query)).toBe('?api_key=YOUR_API_KEY');
    expect(credentialWireText({ type: 'basic', name: 'b' })).toBe('Authorization: Basic base64(YOUR_USERNAME:YOUR_PASSWORD)');
    expect(credentialWireText({ type: 'body', name: 'x-body-auth', property: 'auth' })).toBe('{ "auth": { … } }');
  });
});

describe('samples with credentials', () => {
  it('sends a Bearer token in the Authorization header', () => {
    expect(credentialsOf(readSecurity(definition, operation('/merchants', 'get'), []))).toEqual([{ kind: 'header', name: 'Authorization', value: 'Bearer YOUR_TOKEN' }]);
    expect(curl('/merchants', 'get')).toContain("--header 'Authorization: Bearer YOUR_TOKEN'");
    expect(sample('/merchants', 'get', 'python')).toContain('headers={"Authorization": "Bearer YOUR_TOKEN"}');
  });

  it('sends the first alternative: an API key in its header', () => {
    expect(curl('/reports', 'get')).toContain("--header 'X-Api-Key: YOUR_API_KEY'");
    expect(curl('/reports', 'get')).not.toContain('api_key');
  });

  it('sends an API key in the query string when the scheme says so', () => {
    const query = { ...definition, security: [{ apiKeyQuery: [] }] };
    const code = operationModel('core', query, '/merchants', 'get').requestPanels[0]?.samples[0]?.code ?? '';
    expect(code).toContain("--url 'https://api-test.ondapay.dev/core/merchants?api_key=YOUR_API_KEY'");
  });

  it('sends HTTP Basic the way each client does, and a cookie key in the Cookie header', () => {
    const expected: Record<string, string[]> = {
      bash: ["--user 'YOUR_USERNAME:YOUR_PASSWORD'", "--header 'Cookie: session=YOUR_API_KEY'"],
      python: ['auth=("YOUR_USERNAME", "YOUR_PASSWORD"),'],
      php: ["'auth' => ['YOUR_USERNAME', 'YOUR_PASSWORD'],"],
      js: ["'Authorization': 'Basic ' + btoa('YOUR_USERNAME:YOUR_PASSWORD')"],
      java: ['Base64.getEncoder().encodeToString("YOUR_USERNAME:YOUR_PASSWORD".getBytes())'],
      csharp: ['Convert.ToBase64String(Encoding.UTF8.GetBytes("YOUR_USERNAME:YOUR_PASSWORD"))'],
    };
    for (const [language, lines] of Object.entries(expected)) for (const line of lines) expect(sample('/reports', 'post', language)).toContain(line);
  });

  it('sends the body auth object inside the body and no credential header', () => {
    const code = curl('/api/session', 'post');
    expect(code).toContain('"auth": {\n    "login": "a4f0b5c8d6e1a2b3",');
    expect(code).not.toContain('Authorization');
    expect(operationModel('core', definition, '/api/session', 'post').security?.alternatives[0]?.[0]?.type).toBe('body');
  });

  it('a public operation sends no credentials and the model has no security', () => {
    expect(curl('/public', 'get')).toBe("curl --request GET \\\n  --url 'https://api-test.ondapay.dev/core/public'");
    expect(operationModel('core', definition, '/public', 'get').security).toBeNull();
  });
});
