import { requestSamples, type CodeSample, type SampleBody } from '../openapi/samples';

/** A request as the reader built it in *Try it*. */
export interface BuiltRequest {
  method: string;
  url: string;
  headers: ReadonlyArray<readonly [string, string]>;
  /** The body's text; empty for none. */
  body: string;
}

/**
 * The reader's request as code, in the page's sample languages (samples.ts, the generator the page's
 * own samples come from), so what they copy is what they sent. A JSON body is written as each
 * language writes JSON; a body that is not JSON is sent as the text it is.
 */
export function requestCode(request: BuiltRequest): CodeSample[] {
  const contentType = request.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'application/json';
  let body: SampleBody | undefined;
  if (request.body.trim() !== '') {
    try {
      body = { kind: 'json', mediaType: contentType, value: JSON.parse(request.body) as unknown };
    } catch {
      body = { kind: 'text', mediaType: contentType, text: request.body };
    }
  }
  const headers = request.headers.filter(([name]) => name.toLowerCase() !== 'content-type' || !body).map(([name, value]) => ({ name, value }));
  return requestSamples({ method: request.method, serverUrl: request.url, path: '', headers, ...(body ? { body } : {}) });
}
