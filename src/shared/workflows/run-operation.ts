import type { SimApi } from '../simulator/api-data';
import { formMedia } from '../simulator/examples';
import { createSimulator, type Simulator } from '../simulator/simulator';
import type { Facts } from '../facts/facts-data';
import type { Locale } from '../i18n/locales';
import { isObject } from '../openapi/raw';
import type { SimRequest, SimResponse } from '../simulator/types';
import { exampleSite } from '../simulator/site';
import { scudoHeader } from '../toolkit/signature-check';
import { handedCredentials, type HandedCredentials } from '../try-it/handed-credentials';
import { headerCredential, type HeaderCredential } from '../try-it/header-credentials';
import { bodyAuthPreparer, type Credentials } from './body-auth';
import { locateOperation } from './run-workflow';
import { simulatorTransport } from './simulator-transport';

/**
 * One operation sent to a simulator (a fresh one at now, or the one given), with what Try it
 * writes for the reader: the path parameters filled in (the others in the query string), the body's
 * `auth` built fresh where the definition asks for one and the body has none, as a workflow step
 * would be, and the header credentials the environment hands out (handed-credentials.ts: Basic
 * for Token Requestor's /oauth/token, a Bearer token, Api Scudo's `X-Scudo-Signature` signed now)
 * unless the caller writes its own. For the MCP tool `run_simulation`.
 */
export interface OperationRunOptions {
  apis: readonly SimApi[];
  /** `createSession`, or `checkout.createSession` when two APIs share the name. */
  operationId: string;
  parameters?: Record<string, string | number>;
  /** A JSON value, or the body's text (a form body's `grant_type=…`, JSON as text). */
  body?: unknown;
  /** Headers the caller writes; an `Authorization` or `X-Scudo-Signature` here is sent as it is. */
  headers?: Record<string, string>;
  locale: Locale;
  facts?: Facts;
  credentials?: Credentials;
  /** The simulator to send to (a session's); a fresh one at now by default. */
  simulator?: Simulator;
  /** The header credentials the simulator hands out; made for it when absent. */
  handed?: HandedCredentials;
}

export interface OperationRun {
  operation: string;
  api: string;
  /** Which credential went in the headers: `none` for a body `auth` API. */
  credential: HeaderCredential['kind'];
  request: SimRequest;
  response: SimResponse;
}

/** A body the caller gave that cannot be sent as the operation's media type. */
export class OperationInputError extends Error {}

const hasHeader = (headers: Record<string, string>, name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());

function bodyText(body: unknown, form: boolean): string | unknown {
  if (form) {
    if (typeof body === 'string') return body;
    if (!isObject(body)) throw new OperationInputError('This operation takes a form body (application/x-www-form-urlencoded): pass an object of fields or the form text');
    return new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString();
  }
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    throw new OperationInputError(`body is not valid JSON (${(error as Error).message}): pass the body as a JSON object, or its text`);
  }
}

export async function runOperation(options: OperationRunOptions): Promise<OperationRun> {
  const sources = Object.fromEntries(options.apis.map((api) => [api.api, api]));
  const dotted = /^([a-z0-9-]+)\.([A-Za-z0-9_]+)$/.exec(options.operationId);
  const { source, operation } = locateOperation(sources, dotted ? `$sourceDescriptions.${dotted[1]}.${dotted[2]}` : options.operationId);
  const simulator = options.simulator ?? createSimulator({ locale: options.locale, apis: options.apis as SimApi[], ...(options.facts ? { facts: options.facts } : {}) });
  const credentials = options.credentials ?? exampleSite;
  const parameters = options.parameters ?? {};
  const inPath = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const missing = inPath.filter((name) => parameters[name] === undefined);
  if (missing.length > 0) throw new OperationInputError(`${operation.method} ${operation.path} needs the path parameter(s) ${missing.join(', ')} in parameters`);
  const query = new URLSearchParams(Object.entries(parameters).filter(([name]) => !inPath.includes(name)).map(([name, value]) => [name, String(value)]));
  const url = operation.server + operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(parameters[name]))) + (query.size > 0 ? `?${query}` : '');
  const headers: Record<string, string> = { ...options.headers };
  const request: SimRequest = { method: operation.method, url, headers };
  if (options.body !== undefined) {
    const form = formMedia(source.document, operation.operation.requestBody) !== undefined;
    const value = bodyText(options.body, form);
    if (form) request.body = value as string;
    else request.body = JSON.stringify(await bodyAuthPreparer(credentials, () => simulator.clock.now())(value, source));
    if (!hasHeader(headers, 'content-type')) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  const credential = headerCredential(source, operation);
  const handed = options.handed ?? handedCredentials(simulator, new Map(options.apis.map((api) => [api.api, api])), new Map());
  if ((credential.kind === 'basic' || credential.kind === 'bearer') && !hasHeader(headers, 'authorization')) {
    const value = credential.kind === 'basic' ? handed.basic()?.authorization : await handed.bearer(credential.api).then((token) => token && `Bearer ${token}`);
    if (value) headers.authorization = value;
  }
  if (credential.kind === 'scudo' && !hasHeader(headers, 'x-scudo-signature')) {
    headers['X-Scudo-Signature'] = await scudoHeader({ method: operation.method, path: new URL(url).pathname, body: request.body ?? '', login: credentials.login, secretKey: credentials.secretKey }, simulator.clock.now());
  }
  return { operation: `${operation.method} ${operation.path}`, api: source.api, credential: credential.kind, request, response: await simulatorTransport(simulator)(request) };
}
