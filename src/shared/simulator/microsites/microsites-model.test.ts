import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import type { RawObject } from '../../openapi/raw';
import { toBase64, utf8 } from '../../toolkit/bytes';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * The Microsites reference's story with its own examples: the closed microsite 3307 created at
 * 14:30:01, its orders file loaded (upload 7745, two orders and line 4 refused at 14:30:09), queried
 * at 14:42:16, deactivated at 14:35:01; the open 3308 and the customized 3309, born INACTIVE, which
 * activates only once the panel generated its key.
 */

const facts = repositoryFacts();
const apis = { es: loadSimulatorApis(process.cwd(), 'es', ['microsites', 'invoices']), en: loadSimulatorApis(process.cwd(), 'en', ['microsites', 'invoices']) };
const sitesApi = (locale: Locale) => apis[locale].find((api) => api.api === 'microsites')!;
const simulatorAt = (at: string, locale: Locale = 'es') => createSimulator({ locale, apis: apis[locale], facts, clock: fixedClock(at) });
const HOST = 'https://api-test.ondapay.dev/microsites';
const ms = sitesApi('es');
const create = async (sim: ReturnType<typeof simulatorAt>, name: string) => postJson(sim, `${HOST}/api/microsites`, await signed(requestExample(ms, 'createMicrosite', name), '2026-11-20T14:30:01-05:00'));
const csv = (lines: string[]) => toBase64(utf8(`${lines.join('\n')}\n`));
const HEADER = 'reference,description,currency,total,dueDate,documentType,document,name,surname,email,mobile,altReference';

describe('Microsites', () => {
  it('reproduces the examples: the closed microsite created, its file loaded with one row refused, queried', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const created = await postJson(sim, `${HOST}/api/microsites`, await signed(requestExample(ms, 'createMicrosite', 'closed')));
    expect(created.json).toEqual(responseExample(ms, 'createMicrosite', 200, 'created'));

    await sim.advance(2);
    const upload = await postJson(sim, `${HOST}/api/microsites/3307/orders`, await signed(requestExample(ms, 'uploadOrders', 'december')));
    expect(upload.json).toEqual(responseExample(ms, 'uploadOrders', 200, 'processing'));

    await sim.advance(secondsBetween('2026-11-20T14:30:03-05:00', '2026-11-20T14:31:01-05:00'));
    const done = await postJson(sim, `${HOST}/api/microsites/3307/orders/7745`, await signed(requestExample(ms, 'getUpload', 'query')));
    expect(done.json).toEqual(responseExample(ms, 'getUpload', 200, 'completed'));
    // The rows became Payment orders: a batch with FAC-004530 again is refused there too.
    const again = await postJson(sim, 'https://api-test.ondapay.dev/invoices/api/invoices', { auth: await freshAuth(sim), invoices: [{ reference: 'FAC-004530', description: 'Factura', amount: { currency: 'COP', total: 1000 }, dueDate: '2026-12-20', payer: { name: 'Ana', documentType: 'CC', document: '1040035000' } }] });
    expect((again.json.results as RawObject[])[0]!.status).toMatchObject({ status: 'FAILED', reason: 409 });

    await sim.advance(secondsBetween('2026-11-20T14:31:01-05:00', '2026-11-20T14:42:16-05:00'));
    const query = await postJson(sim, `${HOST}/api/microsites/3307`, await signed(requestExample(ms, 'getMicrosite', 'query')));
    expect(query.json).toEqual(responseExample(ms, 'getMicrosite', 200, 'closed'));
  });

  it('deactivates the closed microsite; the customized one is born INACTIVE and activates once its key exists', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await create(sim, 'closed');
    expect((await create(sim, 'open')).json).toMatchObject({ micrositeId: 3308, url: 'https://checkout-test.ondapay.dev/microsite/tienda-andina-pagos', micrositeStatus: 'ACTIVE' });
    expect((await create(sim, 'customized')).json).toEqual(responseExample(ms, 'createMicrosite', 200, 'createdCustomized'));

    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:35:01-05:00'));
    const inactive = await postJson(sim, `${HOST}/api/microsites/3307/update`, await signed(requestExample(ms, 'updateMicrosite', 'deactivate')));
    expect(inactive.json).toEqual(responseExample(ms, 'updateMicrosite', 200, 'inactive'));

    await sim.advance(secondsBetween('2026-11-20T14:35:01-05:00', '2026-11-20T15:05:01-05:00'));
    const noKey = await postJson(sim, `${HOST}/api/microsites/3309/update`, await signed(requestExample(ms, 'updateMicrosite', 'activateCustomized')));
    expect(noKey.status).toBe(409);
    expect(noKey.json).toEqual(responseExample(ms, 'updateMicrosite', 409, 'noKey'));
    expect(await sim.act('microsites', 'generateKey', { micrositeId: 3309 })).toEqual({ ok: true, value: { micrositeId: 3309, key: 'mk_test_7Qd2Lp9Xv4Rt8Wn3Ky6Hs1Bz5Fc0Gm' } });
    const active = await postJson(sim, `${HOST}/api/microsites/3309/update`, { auth: await freshAuth(sim), status: 'ACTIVE', branding: { primaryColor: '#0B6E4F' } });
    expect(active.json.microsite).toMatchObject({ micrositeId: 3309, status: 'ACTIVE', type: 'CUSTOMIZED', branding: { primaryColor: '#0B6E4F' }, services: { lookupUrl: 'https://tienda-andina.example.com/ondapay/lookup' } });
  });

  it('answers the examples errors: slug in use, missing service, autoReferencePrefix, colour, not CLOSED, unknown upload, too large', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await create(sim, 'closed');
    await create(sim, 'open');
    const slug = await postJson(sim, `${HOST}/api/microsites`, { ...requestExample(ms, 'createMicrosite', 'closed'), auth: await freshAuth(sim) });
    expect(slug.json).toEqual(responseExample(ms, 'createMicrosite', 409, 'slug'));
    const customized = requestExample(ms, 'createMicrosite', 'customized');
    const noLookup = await postJson(sim, `${HOST}/api/microsites`, { ...customized, auth: await freshAuth(sim), slug: 'otro', services: { postingUrl: 'https://tienda-andina.example.com/ondapay/posting' } });
    expect(noLookup.json).toEqual(responseExample(ms, 'createMicrosite', 400, 'services'));
    const open = requestExample(ms, 'createMicrosite', 'open');
    const auto = await postJson(sim, `${HOST}/api/microsites`, { ...open, auth: await freshAuth(sim), slug: 'donaciones', open: { referenceLabel: 'Número', autoReferencePrefix: 'DONA' } });
    expect(auto.json).toEqual(responseExample(ms, 'createMicrosite', 400, 'autoReference'));
    const noOpen = await postJson(sim, `${HOST}/api/microsites`, { ...open, auth: await freshAuth(sim), slug: 'abonos', open: undefined });
    expect(noOpen.json.status).toMatchObject({ reason: 400, message: 'El campo open es obligatorio' });
    expect((await postJson(sim, `${HOST}/api/microsites`, { ...open, auth: await freshAuth(sim), slug: 'abonos', lookupByReference: true })).status).toBe(501);

    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:35:01-05:00'));
    const color = await postJson(sim, `${HOST}/api/microsites/3307/update`, { auth: await freshAuth(sim), branding: { primaryColor: 'teal' } });
    expect(color.json).toEqual(responseExample(ms, 'updateMicrosite', 400, 'color'));

    await sim.advance(secondsBetween('2026-11-20T14:35:01-05:00', '2026-11-20T14:42:16-05:00'));
    expect((await postJson(sim, `${HOST}/api/microsites/9999`, { auth: await freshAuth(sim) })).json).toEqual(responseExample(ms, 'getMicrosite', 404, 'notFound'));
    const file = { name: 'ordenes.csv', content: csv([HEADER]) };
    const notClosed = await postJson(sim, `${HOST}/api/microsites/3308/orders`, { auth: await freshAuth(sim), file });
    expect(notClosed.json.status).toMatchObject({ status: 'FAILED', reason: 409, message: 'El micrositio no es de tipo CLOSED' });
    expect((await postJson(sim, `${HOST}/api/microsites/3307/orders/1`, { auth: await freshAuth(sim) })).json.status).toMatchObject({ reason: 404, message: 'La carga no existe' });
    const row = 'FAC-1,Factura,COP,1000,2026-12-15,CC,1040035000,Ana,,,,';
    const big = await postJson(sim, `${HOST}/api/microsites/3307/orders`, { auth: await freshAuth(sim), file: { name: 'grande.csv', content: csv([HEADER, ...Array.from({ length: 5001 }, () => row)]) } });
    expect(big.json.status).toMatchObject({ reason: 400, message: 'El archivo supera 5 MB o 5.000 filas' });
  });

  it('ends REJECTED a file without its header, LOADED one whose rows are all new', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await create(sim, 'closed');
    const rejected = await postJson(sim, `${HOST}/api/microsites/3307/orders`, { auth: await freshAuth(sim), file: { name: 'sin-encabezado.csv', content: csv(['FAC-1,Factura,COP,1000,2026-12-15,CC,1040035000,Ana,,,,']) } });
    expect(rejected.json.upload).toMatchObject({ uploadId: 7745, status: 'PROCESSING' });
    const loaded = await postJson(sim, `${HOST}/api/microsites/3307/orders`, { auth: await freshAuth(sim), file: { name: 'bien.csv', content: csv([HEADER, 'FAC-1,Factura,COP,1000,2026-12-15,CC,1040035000,Ana,,,,', '"FAC-2","Factura, con coma",COP,2000,2026-12-16,NIT,900123456,Tienda,,,,']) } });
    await sim.advance(6);
    const first = await postJson(sim, `${HOST}/api/microsites/3307/orders/7745`, { auth: await freshAuth(sim) });
    expect(first.json.upload).toMatchObject({ status: 'REJECTED', created: 0 });
    const second = await postJson(sim, `${HOST}/api/microsites/3307/orders/${String((loaded.json.upload as RawObject).uploadId)}`, { auth: await freshAuth(sim) });
    expect(second.json.upload).toMatchObject({ status: 'LOADED', rows: 2, created: 2, rejected: 0, errors: [] });
  });

  it('answers in English with the overlay examples', async () => {
    const en = sitesApi('en');
    const sim = simulatorAt('2026-11-20T14:30:01-05:00', 'en');
    const created = await postJson(sim, `${HOST}/api/microsites`, await signed(requestExample(en, 'createMicrosite', 'closed')));
    expect(created.json).toEqual(responseExample(en, 'createMicrosite', 200, 'created'));
    const slug = await postJson(sim, `${HOST}/api/microsites`, await signed(requestExample(en, 'createMicrosite', 'open'), '2026-11-20T14:30:01-05:00'));
    expect(slug.json.micrositeId).toBe(3308);
    const again = await postJson(sim, `${HOST}/api/microsites`, { ...requestExample(en, 'createMicrosite', 'open'), auth: await freshAuth(sim) });
    expect(again.json.status).toMatchObject({ reason: 409, message: 'The slug tienda-andina-pagos is already in use' });
    const noOpen = await postJson(sim, `${HOST}/api/microsites`, { ...requestExample(en, 'createMicrosite', 'open'), auth: await freshAuth(sim), slug: 'other', open: undefined });
    expect(noOpen.json.status).toMatchObject({ message: 'The open field is required' });
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:42:16-05:00'));
    const query = await postJson(sim, `${HOST}/api/microsites/3307`, await signed(requestExample(en, 'getMicrosite', 'query')));
    expect(query.json).toEqual(responseExample(en, 'getMicrosite', 200, 'closed'));
  });
});
