import type { SimRequest, SimResponse } from '../simulator/types';

/**
 * Sends a workflow's requests to `npm run sandbox` over HTTP: `https://<test host>/<path>` goes to
 * `<origin>/<test host>/<path>`, as the sandbox serves it, and the controls' own server
 * (`http://127.0.0.1:4010`, simulator-controls.yaml) to `<origin>`. The same workflows then run
 * against the sandbox that run in the page.
 */
export const CONTROLS_ORIGIN = 'http://127.0.0.1:4010';

export function sandboxUrl(origin: string, url: string): string {
  if (url.startsWith(`${CONTROLS_ORIGIN}/`)) return `${origin}${url.slice(CONTROLS_ORIGIN.length)}`;
  return url.replace(/^https:\/\//, `${origin}/`);
}

export function sandboxTransport(origin: string, fetchImpl: typeof fetch = fetch): (request: SimRequest) => Promise<SimResponse> {
  return async (request) => {
    const response = await fetchImpl(sandboxUrl(origin, request.url), { method: request.method, headers: request.headers ?? {}, ...(request.body === undefined ? {} : { body: request.body }) });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return { status: response.status, headers, body: await response.text(), notes: [] };
  };
}
