import { describe, expect, it } from 'vitest';
import { requestCode } from './request-code';

const request = { method: 'POST', url: 'https://checkout-test.ondapay.dev/api/session/8412345', headers: [['Content-Type', 'application/json'], ['X-Trace', 'a1']] as const, body: '{"auth":{"login":"mine"},"locale":"es_CO"}' };

describe('requestCode', () => {
  it('writes the reader’s request in the page’s six languages, curl first, with their URL, headers and body', () => {
    const samples = requestCode(request);
    expect(samples.map((sample) => sample.label)).toEqual(['cURL', 'JavaScript', 'PHP', 'Python', 'Java', 'C#']);
    expect(samples[0]!.code).toBe(
      [
        'curl --request POST',
        "  --url 'https://checkout-test.ondapay.dev/api/session/8412345'",
        "  --header 'Content-Type: application/json'",
        "  --header 'X-Trace: a1'",
        `  --data '${JSON.stringify(JSON.parse(request.body), null, 2)}'`,
      ].join(' \\\n'),
    );
    expect(samples[3]!.code).toContain('"login": "mine"');
  });

  it('sends a body that is not JSON as its text, and no body when there is none', () => {
    expect(requestCode({ ...request, body: '{"auth": ' })[0]!.code).toContain(`--data-binary '{"auth": '`);
    const none = requestCode({ method: 'GET', url: 'https://x.test/a', headers: [], body: '' })[0]!.code;
    expect(none).toBe("curl --request GET \\\n  --url 'https://x.test/a'");
  });
});
