import { locales, type Locale } from '../../../shared/i18n/locales';
import { isObject, type RawObject } from '../../../shared/openapi/raw';
import { resolveObject } from '../../../shared/openapi/resolve-ref';
import { operationsOf, type SimApi, type SimOperation } from '../../../shared/simulator/api-data';
import { credentialVariable } from '../../../shared/simulator/auth/security';
import { fixedClock, parseInstant } from '../../../shared/simulator/clock';
import { jsonMedia, requestExamples, responseExamples } from '../../../shared/simulator/examples';
import { schemaProblems } from '../../../shared/simulator/request-validation';
import { exampleCredentials } from './example-credentials';
import { createSimulator } from '../../../shared/simulator/simulator';
import type { ExampleWorld } from './check-examples';
import type { ExampleFailure } from './run-page';
import { withIssuedToken } from './issued-token';

/**
 * Every named request example of every operation of the definitions, in both languages: validated
 * against the operation's schema and, where the simulator models the operation, sent to a fresh
 * simulator at the example's time (its `auth.seed`, or the `status.date` of the response example
 * of the same name). The answer must accept the request (not 400, not 401); when the operation has
 * a response example of the same name, the answer's status must be that example's. A 404 counts as
 * schema-only: the example refers to something made before it (a refund's payment), which a fresh
 * simulator does not have (so does a 403 whose note says `madeBefore`: a Selfdeclarations company or user); the Arazzo workflows run those stories whole.
 */

export interface OpenApiOutcome {
  where: string;
  outcome: 'simulated' | 'schema-only' | 'failed';
}

const definitionFile = (api: string, locale: Locale) => (locale === 'es' ? `openapi/${api}/openapi.yaml` : `openapi/${api}/${locale}.overlay.yaml`);

/** The operation's path with each parameter replaced by its example; undefined when one has none. */
function examplePath(document: RawObject, operation: SimOperation): string | undefined {
  const parameters = [...(Array.isArray(operation.pathItem.parameters) ? operation.pathItem.parameters : []), ...(Array.isArray(operation.operation.parameters) ? operation.operation.parameters : [])];
  let missing = false;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.map((item) => { try { return resolveObject(document, item) as unknown; } catch { return undefined; } }).find((item): item is RawObject => isObject(item) && item.in === 'path' && item.name === name);
    const firstExample = parameter && isObject(parameter.examples) ? Object.values(parameter.examples).find(isObject)?.value : undefined;
    const value = parameter?.example ?? (isObject(parameter?.schema) ? parameter.schema.example : undefined) ?? firstExample;
    if (value === undefined) missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : path;
}

function pairedResponse(api: SimApi, operation: SimOperation, name: string): { status: number; value: unknown } | undefined {
  const responses = isObject(operation.operation.responses) ? operation.operation.responses : {};
  for (const status of Object.keys(responses)) {
    if (!/^\d{3}$/.test(status)) continue;
    const examples = responseExamples(api.document, operation, Number(status));
    if (examples.has(name)) return { status: Number(status), value: examples.get(name) };
  }
  return undefined;
}

const timeOf = (body: unknown, response: unknown) =>
  (isObject(response) && isObject(response.status) ? parseInstant(response.status.date) : undefined) ?? (isObject(body) && isObject(body.auth) ? parseInstant(body.auth.seed) : undefined);

export async function checkOpenApiExamples(world: ExampleWorld): Promise<{ outcomes: OpenApiOutcome[]; failures: ExampleFailure[] }> {
  const outcomes: OpenApiOutcome[] = [];
  const failures: ExampleFailure[] = [];
  for (const locale of locales) {
    for (const api of world.apis[locale]) {
      const file = definitionFile(api.api, locale);
      for (const operation of operationsOf(api)) {
        const schema = jsonMedia(api.document, operation.operation.requestBody)?.schema;
        for (const [name, body] of requestExamples(api.document, operation)) {
          const where = `${operation.method} ${operation.path} request example "${name}"`;
          const fail = (message: string, pointer?: string) => {
            failures.push({ file, line: 0, message: `${where}: ${message}`, ...(pointer === undefined ? {} : { pointer }) });
            outcomes.push({ where, outcome: 'failed' });
          };
          const problems = schemaProblems(api.document, schema, body);
          if (problems.length > 0) {
            fail(problems.map((problem) => `${problem.pointer || '/'} breaks its schema (${problem.keyword})`).join('; '), problems[0]!.pointer);
            continue;
          }
          const path = examplePath(api.document, operation);
          const paired = pairedResponse(api, operation, name);
          const at = timeOf(body, paired?.value);
          if (path === undefined || !at) {
            outcomes.push({ where, outcome: 'schema-only' });
            continue;
          }
          const sim = createSimulator({ locale, apis: world.apis[locale], facts: world.facts, clock: fixedClock(at) });
          // A Bearer operation whose definition names its token's variable gets the token the environment issues.
          const issued = await withIssuedToken(sim, api, operation, { 'content-type': 'application/json', ...(credentialVariable(api, operation) ? { authorization: `Bearer $${credentialVariable(api, operation)}` } : {}) });
          const request = { method: operation.method, headers: issued, body: JSON.stringify(body) };
          const url = `${operation.server}${path}`;
          const answer = await sim.handle({ ...request, url, headers: await exampleCredentials(sim, api, operation, request, url) });
          // Not modeled yet; or, on a fresh simulator, a payment or session the example refers to does not exist (it was made before the example).
          // Also: a 401 to an example without a body `auth` (its credentials travel in headers a definition's example does not give),
          // and a 400 that names no field (a rule about history: a token or a validation made before).
          const noHeaders = answer.status === 401 && !(isObject(body) && isObject(body.auth));
          const history = answer.status === 400 && !answer.notes.some((note) => note.pointer !== undefined);
          // A 403 for a company or a portal user the fresh environment never had (Selfdeclarations': its note says `madeBefore`).
          const madeBefore = answer.status === 403 && answer.notes.some((note) => note.kind === 'rule' && note.message.startsWith('madeBefore'));
          if (answer.status === 501 || (answer.status === 404 && paired?.status !== 404) || ((noHeaders || history || madeBefore) && paired?.status !== answer.status)) {
            outcomes.push({ where, outcome: 'schema-only' });
            continue;
          }
          const notes = answer.notes.map((note) => `${note.pointer !== undefined ? `${note.pointer || '/'}: ` : ''}${note.message}`).join('; ');
          if (answer.status === 400 || answer.status === 401) fail(`the simulator refuses it with HTTP ${answer.status} (${notes})`, answer.notes.find((note) => note.pointer !== undefined)?.pointer);
          else if (paired && paired.status !== answer.status) fail(`the response example "${name}" is HTTP ${paired.status}, the simulator answers HTTP ${answer.status}${notes ? ` (${notes})` : ''}`);
          else outcomes.push({ where, outcome: 'simulated' });
        }
      }
    }
  }
  return { outcomes, failures };
}
