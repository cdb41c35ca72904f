import { SCOPED_EXAMPLE_SECRETS } from '../../auth/example-secrets';
import { isObject, type RawObject, without } from '../../openapi/raw';
import { apiMessage } from '../api-messages';
import { copy, failedBody, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi, SimOperation } from '../api-data';
import { siteDateTime } from '../clock';
import { type ApiModel, type ModelAction, numberFact, type OperationCall, type SimEnvironment, textFact } from '../environment';
import { responseExamples } from '../examples';
import { createPaymentOrder } from '../invoices/invoices-model';
import { modelState } from '../model-state';
import { notSimulated } from '../not-simulated';
import { schemaProblems, type SchemaProblem } from '../request-validation';
import type { SimSite } from '../site';
import type { SimNote } from '../types';
import { exampleMessage, fillIn, findOperation } from '../words';
import { readOrdersFile } from './orders-file';

/**
 * Microsites (openapi/microsites, content guide "Microsites"): create an `OPEN`, `CLOSED` or
 * `CUSTOMIZED` microsite (`micrositeId` from the examples' 3307; its `url` on the test checkout host
 * the first server's description gives; the `slug` unique in the environment, 409), query it, update
 * it (what changes; `INACTIVE` and back; a customized one born `INACTIVE` activates only once its key
 * exists: the panel's *Generar llave*, the action `generateKey`), and load a closed microsite's
 * payment-orders file: `PROCESSING`, then, as long after as the examples' upload took
 * (`createdAt` → `finishedAt`), each row a Payment orders order with that API's rules (`LOADED`,
 * `LOADED_WITH_ERRORS` with the row's line and words, `REJECTED` for an unreadable file). Paying on a
 * microsite is not simulated yet.
 */

const FIRST = { micrositeId: 3307, uploadId: 7745 } as const;

interface Upload {
  body: RawObject;
  content: string;
  finishesAt: number;
}

interface Microsite {
  site: SimSite;
  body: RawObject;
  key?: string;
  uploads: Map<number, Upload>;
}

const microsites = modelState(() => new Map<number, Microsite>());

const exampleOf = (api: SimApi, operationId: string, status: number, name: string) => responseExamples(api.document, findOperation(api, operationId), status).get(name);
const okStatus = (api: SimApi, date: string) => statusObject('OK', '00', exampleMessage(api, 'createMicrosite', 200, 'created'), date);
const fail = (status: number, message: string, date: string) => jsonAnswer(status, failedBody(status, message, date));
const schemaOf = (api: SimApi, name: string) => objectAt(objectAt(objectAt(api.document, 'components'), 'schemas'), name);
const defaultOf = (api: SimApi, field: string): unknown => objectAt(objectAt(schemaOf(api, 'CreateMicrositeRequest'), 'properties'), field)?.default;

/** The microsite's address in the test environment, from the first server's description (`https://checkout-test.ondapay.dev/microsite/{slug}`). */
function micrositeUrl(env: SimEnvironment, api: SimApi, slug: string): string {
  const servers = Array.isArray(api.document.servers) ? api.document.servers : [];
  const pattern = /https:\/\/\S+\{slug\}/.exec(String(objectAt({ server: servers[0] }, 'server')?.description ?? ''))?.[0];
  if (!pattern) throw new Error(`${api.api}: the first server's description gives no microsite address with {slug}`);
  return env.urlFor(pattern.replace('{slug}', slug));
}

/** The fields one type takes and the others refuse (the definition's conditionals). */
const TYPE_FIELDS: Record<string, readonly string[]> = { OPEN: ['open'], CLOSED: ['lookupByReference', 'lookupByAltReference'], CUSTOMIZED: ['services'] };
const foreignField = (type: string, body: RawObject) => Object.entries(TYPE_FIELDS).flatMap(([owner, fields]) => (owner === type ? [] : fields.filter((field) => body[field] !== undefined)))[0];

/** A customized microsite's missing service, in the `services` example's words ("El campo services.lookupUrl es obligatorio para un micrositio CUSTOMIZED"). */
const serviceRequired = (api: SimApi, field: string, date: string) => fail(400, fillIn(exampleMessage(api, 'createMicrosite', 400, 'services'), [['services.lookupUrl', field]]), date);
/** Another missing field (`open`, `open.referenceLabel`), in the words every API names a missing field with (the examples write none for them). */
const required = (env: SimEnvironment, field: string, date: string) => fail(400, apiMessage('required', env.locale, field), date);

/** What `open` gets wrong: no `referenceLabel` without `autoReferencePrefix`, or `autoReferencePrefix` with a field it excludes. */
function openProblem(env: SimEnvironment, api: SimApi, open: RawObject, date: string) {
  if (open.autoReferencePrefix === undefined) return open.referenceLabel === undefined ? required(env, 'open.referenceLabel', date) : undefined;
  const excluded = ['referenceLabel', 'referencePattern', 'uniqueReference'].find((field) => open[field] !== undefined);
  return excluded ? fail(400, fillIn(exampleMessage(api, 'createMicrosite', 400, 'autoReference'), [['open.referenceLabel', `open.${excluded}`]]), date) : undefined;
}

async function createMicrosite({ env, api, body, site }: OperationCall) {
  const date = siteDateTime(env.clock.now());
  const type = String(body.type);
  const foreign = foreignField(type, body);
  if (foreign) return notSimulated(env.locale, `${api.api} createMicrosite`, `${foreign} (${type})`);
  if (type === 'OPEN' && !isObject(body.open)) return required(env, 'open', date);
  if (type === 'CUSTOMIZED' && !isObject(body.services)) return serviceRequired(api, 'services', date);
  const problem = isObject(body.open) ? openProblem(env, api, body.open, date) : undefined;
  if (problem) return problem;
  if ([...microsites(env).values()].some((item) => item.body.slug === body.slug)) return fail(409, fillIn(exampleMessage(api, 'createMicrosite', 409, 'slug'), [['tienda-andina-facturas', String(body.slug)]]), date);
  const micrositeId = env.nextId('microsites.micrositeId', FIRST.micrositeId);
  const url = micrositeUrl(env, api, String(body.slug));
  const status = type === 'CUSTOMIZED' ? 'INACTIVE' : 'ACTIVE';
  const optional = (fields: readonly string[]) => Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, copy(body[field])]));
  const microsite: RawObject = {
    micrositeId,
    name: body.name,
    slug: body.slug,
    url,
    type,
    status,
    currency: body.currency,
    ...optional(['description']),
    locales: copy(body.locales ?? defaultOf(api, 'locales')),
    ...optional(['branding', 'open', 'returnUrl']),
    paymentExpiration: body.paymentExpiration ?? defaultOf(api, 'paymentExpiration'),
    ...(type === 'CLOSED' ? { lookupByReference: body.lookupByReference ?? defaultOf(api, 'lookupByReference'), lookupByAltReference: body.lookupByAltReference ?? defaultOf(api, 'lookupByAltReference') } : {}),
    ...optional(['services', 'notificationUrl']),
    createdAt: date,
  };
  microsites(env).set(micrositeId, { site, body: microsite, uploads: new Map() });
  return jsonAnswer(200, { status: okStatus(api, date), micrositeId, url, micrositeStatus: status });
}

function ownMicrosite(call: OperationCall): Microsite | undefined {
  const found = microsites(call.env).get(Number(call.params.micrositeId));
  return found && found.site.login === call.site.login ? found : undefined;
}

const micrositeNotFound = (api: SimApi, date: string) => fail(404, exampleMessage(api, 'getMicrosite', 404, 'notFound'), date);

async function getMicrosite(call: OperationCall) {
  const date = siteDateTime(call.env.clock.now());
  const found = ownMicrosite(call);
  if (!found) return micrositeNotFound(call.api, date);
  return jsonAnswer(200, { status: okStatus(call.api, date), microsite: copy(found.body) });
}

async function updateMicrosite(call: OperationCall) {
  const { env, api, body } = call;
  const date = siteDateTime(env.clock.now());
  const found = ownMicrosite(call);
  if (!found) return micrositeNotFound(api, date);
  const type = String(found.body.type);
  const foreign = foreignField(type, body);
  if (foreign) return notSimulated(env.locale, `${api.api} updateMicrosite`, `${foreign} (${type})`);
  const problem = isObject(body.open) ? openProblem(env, api, body.open, date) : undefined;
  if (problem) return problem;
  if (body.status === 'ACTIVE' && type === 'CUSTOMIZED' && found.key === undefined) return fail(409, exampleMessage(api, 'updateMicrosite', 409, 'noKey'), date);
  const changes = without(copy(body), 'auth');
  // `branding` keeps what the call leaves out; `open` is replaced whole (its description says so).
  if (isObject(changes.branding)) changes.branding = { ...(objectAt(found.body, 'branding') ?? {}), ...changes.branding };
  Object.assign(found.body, changes);
  return jsonAnswer(200, { status: okStatus(api, date), microsite: copy(found.body) });
}

/** The seconds the examples' upload took, from `PROCESSING` (`createdAt`) to `LOADED_WITH_ERRORS` (`finishedAt`). */
function processingSeconds(api: SimApi): number {
  const started = objectAt(exampleOf(api, 'uploadOrders', 200, 'processing'), 'upload')?.createdAt;
  const finished = objectAt(exampleOf(api, 'getUpload', 200, 'completed'), 'upload')?.finishedAt;
  const seconds = (Date.parse(String(finished)) - Date.parse(String(started))) / 1000;
  if (!Number.isFinite(seconds) || seconds < 0) throw new Error(`${api.api}: the upload examples give no processing time`);
  return seconds;
}

function fileRules(env: SimEnvironment) {
  const header = textFact(env, 'invoices', 'fileHeader')?.replace(/`/g, '').split(',');
  const maxRows = numberFact(env, 'invoices', 'fileMaxRows');
  const megabytes = numberFact(env, 'invoices', 'fileMaxMegabytes');
  return header && maxRows !== undefined && megabytes !== undefined ? { header, maxRows, maxBytes: megabytes * 1024 * 1024 } : undefined;
}

const uploadOrders = (apis: readonly SimApi[]) => async (call: OperationCall) => {
  const { env, api, body } = call;
  const now = env.clock.now();
  const date = siteDateTime(now);
  const what = `${api.api} uploadOrders`;
  const invoices = apis.find((candidate) => candidate.api === 'invoices');
  const rules = fileRules(env);
  if (!invoices || !rules) return notSimulated(env.locale, what);
  const found = ownMicrosite(call);
  if (!found) return micrositeNotFound(api, date);
  if (found.body.type !== 'CLOSED') return fail(409, exampleMessage(api, 'uploadOrders', 409, 'notClosed'), date);
  const file = objectAt(body, 'file')!;
  const read = readOrdersFile(String(file.content), rules);
  if (read.kind === 'tooLarge') return fail(400, exampleMessage(api, 'uploadOrders', 400, 'size'), date);
  if (read.kind === 'empty') return notSimulated(env.locale, what, 'file.content (empty)');
  // A row the Payment orders API would refuse with a 400: the pages give no row words for it yet.
  const orderSchema = schemaOf(invoices, 'InvoiceInput');
  const refused = read.kind === 'rows' ? read.rows.find((row) => schemaProblems(invoices.document, orderSchema, row.item).length > 0) : undefined;
  if (refused) return notSimulated(env.locale, what, `file line ${String(refused.line)}`);
  const uploadId = env.nextId('microsites.uploadId', FIRST.uploadId);
  const upload: RawObject = { uploadId, status: 'PROCESSING', fileName: file.name, createdAt: date };
  found.uploads.set(uploadId, { body: upload, content: String(file.content), finishesAt: now.getTime() + processingSeconds(api) * 1000 });
  return jsonAnswer(200, { status: okStatus(api, date), upload: copy(upload) });
};

async function getUpload(call: OperationCall) {
  const { env, api } = call;
  const date = siteDateTime(env.clock.now());
  const found = ownMicrosite(call);
  if (!found) return micrositeNotFound(api, date);
  const upload = found.uploads.get(Number(call.params.uploadId));
  if (!upload) return fail(404, exampleMessage(api, 'getUpload', 404, 'notFound'), date);
  return jsonAnswer(200, { status: okStatus(api, date), upload: copy(upload.body) });
}

/** An upload whose time has come: each row an order, in file order; a used reference is the row's error in the example's words. */
function finish(env: SimEnvironment, api: SimApi, microsite: Microsite, upload: Upload) {
  const date = siteDateTime(new Date(upload.finishesAt));
  const rules = fileRules(env);
  const read = rules ? readOrdersFile(upload.content, rules) : { kind: 'unreadable' as const };
  if (read.kind !== 'rows') {
    // The pages give no words for `failure`: the upload says REJECTED without it.
    Object.assign(upload.body, { status: 'REJECTED', finishedAt: date, rows: 0, created: 0, rejected: 0 });
    return;
  }
  const exampleError = (objectAt(exampleOf(api, 'getUpload', 200, 'completed'), 'upload')?.errors as RawObject[] | undefined)?.[0];
  const errors: RawObject[] = [];
  for (const { line, item } of read.rows) {
    if (createPaymentOrder(env, microsite.site, item, date)) continue;
    errors.push({ line, column: 'reference', reference: item.reference, message: fillIn(String(exampleError?.message), [[String(exampleError?.reference), String(item.reference)]]) });
  }
  const created = read.rows.length - errors.length;
  Object.assign(upload.body, { status: errors.length === 0 ? 'LOADED' : 'LOADED_WITH_ERRORS', finishedAt: date, rows: read.rows.length, created, rejected: errors.length, errors });
}

async function tick(env: SimEnvironment, api: SimApi) {
  const now = env.clock.now().getTime();
  for (const microsite of microsites(env).values()) {
    for (const upload of microsite.uploads.values()) if (upload.body.status === 'PROCESSING' && upload.finishesAt <= now) finish(env, api, microsite, upload);
  }
}

/**
 * The panel's *Servicios → Generar llave* for a customized microsite: `{ "micrositeId": 3309 }`. The
 * first key is the pages' test key (`mk_test_7Qd2…`, the one their lookup and posting examples are
 * signed with); the microsite can then be activated.
 */
const generateKey: ModelAction = async (env, input) => {
  const found = microsites(env).get(Number(input.micrositeId));
  if (!found) return { ok: false, problem: 'unknownMicrosite' };
  if (found.body.type !== 'CUSTOMIZED') return { ok: false, problem: 'notCustomized' };
  const example = SCOPED_EXAMPLE_SECRETS.find((secret) => secret.secretKey.startsWith('mk_test_'))?.secretKey;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const random = () => `mk_test_${Array.from(crypto.getRandomValues(new Uint8Array(30)), (byte) => alphabet[byte % alphabet.length]).join('')}`;
  found.key = env.nextId('microsites.key', 0) === 0 && example ? example : random();
  return { ok: true, value: { micrositeId: found.body.micrositeId, key: found.key } };
};

/**
 * A request its schema refuses: the shared words, except a missing service URL of a customized
 * microsite, which the `services` example writes with its type ("…es obligatorio para un micrositio
 * CUSTOMIZED").
 */
function badRequest(api: SimApi) {
  return (env: SimEnvironment, _operation: SimOperation, _body: unknown, problems: readonly SchemaProblem[], notes: readonly SimNote[]) => {
    const date = siteDateTime(env.clock.now());
    const service = problems[0]?.keyword === 'required' ? /^\/services\/(\w+)$/.exec(problems[0].pointer)?.[1] : undefined;
    if (service) return { ...serviceRequired(api, `services.${service}`, date), notes: [...notes] };
    return jsonAnswer(400, failedBody(400, notes[0]!.message, date), [...notes]);
  };
}

export function micrositesModel(api: SimApi, apis: readonly SimApi[]): ApiModel {
  return {
    api: api.api,
    handlers: { createMicrosite, getMicrosite, updateMicrosite, uploadOrders: uploadOrders(apis), getUpload },
    actions: { generateKey },
    badRequest: badRequest(api),
    tick: async (env) => tick(env, api),
  };
}
