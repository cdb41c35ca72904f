import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { CREDENTIALS_STORAGE_KEY } from '../../src/shared/ui/toolkit-loader';
import { waitForSiteCode } from '../support/hydration';
import { layOutWholePage } from '../support/no-transitions';
import { axeViolations } from './axe';
import { origin } from './origin';

/**
 * *Try it* on the API reference (issue 47, docs/simulator.md "In the page"): a reader sends an
 * operation's example to the simulator in the page, breaks a field and sees where, queries what
 * they created, and meets the simulator's honest 501 where it models nothing. Nothing reaches the
 * network but the site's own files, and nothing of Try it loads before the first press.
 */

const SESSION = '/checkout/api/reference/session';
const TRANSACTION = '/gateway/api/reference/transaction';
// Core's audit search: the pages give the words of one kind of event only, so the simulator does not model it (docs/simulator.md, Not yet).
const NOT_MODELED = '/core/reference/tools';
const ACS_ISSUER = '/acs/api/reference/issuer';

/** Every request that leaves the site, and every one the page makes at all. */
function traffic(page: Page) {
  const leaving: string[] = [];
  const all: string[] = [];
  page.on('request', (request) => {
    all.push(request.url());
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:') leaving.push(request.url());
  });
  return { leaving, all };
}

type Dictionary = Record<keyof typeof es, string>;

const button = (page: Page, operation: string) => page.locator(`button[data-try-it="${operation}"]`);

/** Opens an operation's Try it and waits for its request to be ready; returns the panel. */
async function open(page: Page, operation: string) {
  const trigger = button(page, operation);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  await expect(panel.locator('form')).toBeVisible();
  // Right under its button, before the operation's description.
  expect(await panel.evaluate((node) => node.previousElementSibling?.getAttribute('data-try-it'))).toBe(operation);
  return panel;
}

async function send(panel: ReturnType<Page['locator']>, dict: Dictionary) {
  await panel.getByRole('button', { name: dict['tryIt.send'], exact: true }).click();
  await expect(panel.locator('[data-status]')).toBeVisible();
}

const responseBody = async (panel: ReturnType<Page['locator']>, dict: Dictionary) => JSON.parse((await panel.getByLabel(dict['tryIt.responseBody'], { exact: true }).textContent()) ?? '') as Record<string, unknown>;

test('Web Checkout: create a session, break a field and see its pointer, then query the session created, all in the page', async ({ page }) => {
  const { leaving, all } = traffic(page);
  await page.goto(SESSION);
  await waitForSiteCode(page);
  expect(all.filter((url) => /\/simulator\/|\/try-it\//.test(url))).toEqual([]);

  const create = await open(page, 'checkout POST /api/session');
  await expect(create).toHaveAccessibleName(es['tryIt.panel'].replace('{title}', 'Crea una sesión'));
  await expect(create.getByRole('note')).toContainText('https://checkout-test.ondapay.dev');
  await expect(create.getByLabel(es['tryIt.url'])).toHaveValue('https://checkout-test.ondapay.dev/api/session');
  await expect(create.getByText(es['tryIt.bodyValid'])).toBeVisible();
  // The focus moved into the panel, to its first control.
  await expect(create.getByLabel(es['tryIt.example'])).toBeFocused();

  await send(create, es);
  await expect(create.locator('[data-status]')).toHaveText('HTTP 200');
  await expect(page.getByRole('status').filter({ hasText: es['tryIt.received'].replace('{status}', '200') })).toBeAttached();
  const created = await responseBody(create, es);
  expect(created.requestId).toEqual(expect.any(Number));
  expect(String(created.processUrl)).toMatch(/^https:\/\/checkout-test\.ondapay\.dev\/session\//);
  // The code sample is the request just sent: curl with the test URL and the body's fresh auth.
  const body = create.getByLabel(es['tryIt.body']);
  const sent = JSON.parse(await body.inputValue()) as { auth: { nonce: string }; payment: Record<string, unknown> };
  await create.getByLabel(es['tryIt.language']).selectOption('cURL');
  await expect(create.getByLabel(es['tryIt.code'], { exact: true })).toContainText("--url 'https://checkout-test.ondapay.dev/api/session'");
  await expect(create.getByLabel(es['tryIt.code'], { exact: true })).toContainText(sent.auth.nonce);

  // A required field taken out: the schema's problem shows as the reader types, with its pointer.
  delete sent.payment.reference;
  await body.fill(JSON.stringify(sent, null, 2));
  await expect(create.getByText(es['tryIt.problems'])).toBeVisible();
  await expect(create.locator('li', { hasText: '/payment/reference' })).toContainText('payment.reference');
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await send(create, es);
  await expect(create.locator('[data-status]')).toHaveText('HTTP 400');

  // The session created is there to query: the query's URL carries its requestId.
  const query = await open(page, 'checkout POST /api/session/{requestId}');
  await expect(query.getByLabel(es['tryIt.url'])).toHaveValue(`https://checkout-test.ondapay.dev/api/session/${String(created.requestId)}`);
  await send(query, es);
  await expect(query.locator('[data-status]')).toHaveText('HTTP 200');
  const queried = await responseBody(query, es);
  expect(queried.requestId).toBe(created.requestId);
  expect((queried.status as { status: string }).status).toBe('PENDING');

  // Escape closes the panel and gives the focus back to its button.
  await query.getByLabel(es['tryIt.url']).focus();
  await page.keyboard.press('Escape');
  await expect(query).toBeHidden();
  await expect(button(page, 'checkout POST /api/session/{requestId}')).toBeFocused();
  await expect(button(page, 'checkout POST /api/session/{requestId}')).toHaveAttribute('aria-expanded', 'false');

  expect(leaving).toEqual([]);
  expect(all.filter((url) => url.includes('/simulator/')).sort()).toEqual([`${origin}/simulator/es/checkout.json`, `${origin}/simulator/facts.json`]);
});

test('the reader’s saved test credentials sign the request: a tranKey computed in the page that a second computation agrees with', async ({ page }) => {
  const login = 'mi-login-de-pruebas';
  const secret = 'sk_test_NuncaSaleDeLaPagina_7f3a9c';
  const { leaving, all } = traffic(page);
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [CREDENTIALS_STORAGE_KEY, JSON.stringify({ login, secretKey: secret })] as const);
  await page.goto(SESSION);
  await waitForSiteCode(page);
  const create = await open(page, 'checkout POST /api/session');
  await expect(create.getByText(es['tryIt.ownCredentials'].replace('{login}', login))).toBeVisible();
  await send(create, es);
  await expect(create.locator('[data-status]')).toHaveText('HTTP 200');
  const { auth } = JSON.parse(await create.getByLabel(es['tryIt.body']).inputValue()) as { auth: { login: string; tranKey: string; nonce: string; seed: string } };
  expect(auth.login).toBe(login);
  expect(auth.tranKey).toBe(createHash('sha256').update(Buffer.concat([Buffer.from(auth.nonce, 'base64'), Buffer.from(auth.seed + secret)])).digest('base64'));
  expect(leaving).toEqual([]);
  expect(all.some((url) => url.includes(secret))).toBe(false);
});

test('Gateway: a purchase with the example’s test card is approved, in English', async ({ page }) => {
  const { leaving } = traffic(page);
  await page.goto(`/en${TRANSACTION}`);
  await waitForSiteCode(page);
  const process = await open(page, 'gateway POST /api/process');
  await expect(process.getByRole('note')).toContainText('https://gateway-test.ondapay.dev');
  await expect(process.getByLabel(en['tryIt.body'])).toHaveValue(/"number": "4111111111111111"/);
  await send(process, en);
  await expect(process.locator('[data-status]')).toHaveText('HTTP 200');
  const answer = await responseBody(process, en);
  expect(answer.transaction).toMatchObject({ status: { status: 'APPROVED' }, internalReference: expect.any(Number) as unknown });
  expect(leaving).toEqual([]);
});

test('ACS issuer API: the Bearer token the environment hands out is in the headers; a card registered, then queried, in English', async ({ page }) => {
  const { leaving } = traffic(page);
  await page.goto(`/en${ACS_ISSUER}`);
  await waitForSiteCode(page);
  const register = await open(page, 'acs POST /api/cards');
  await expect(register.getByLabel(en['tryIt.headers'])).toHaveValue(/^Content-Type: application\/json\nAuthorization: Bearer acs_test_\S+$/);
  // No body `auth` here: the lines about it are not shown.
  await expect(register.getByText(en['tryIt.exampleCredentials'].slice(0, 20))).toBeHidden();
  await send(register, en);
  await expect(register.locator('[data-status]')).toHaveText('HTTP 201');
  expect(await responseBody(register, en)).toMatchObject({ status: { status: 'OK', message: 'The request has been processed successfully' }, cardId: 70023145, lastDigits: '0018' });
  const query = await open(page, 'acs GET /api/cards/{cardId}');
  await send(query, en);
  await expect(query.locator('[data-status]')).toHaveText('HTTP 200');
  expect((await responseBody(query, en)).card).toMatchObject({ cardId: 70023145, bin: '40000200', status: 'ACTIVE' });
  expect(leaving).toEqual([]);
});

test('an operation the simulator does not model answers its honest 501', async ({ page }) => {
  const { leaving } = traffic(page);
  await page.goto(NOT_MODELED);
  await waitForSiteCode(page);
  const trigger = page.locator('button[data-try-it="core POST /api/tools/audit"]');
  const panel = await open(page, (await trigger.getAttribute('data-try-it'))!);
  await send(panel, es);
  await expect(panel.locator('[data-status]')).toHaveText('HTTP 501');
  await expect(panel.getByLabel(es['tryIt.responseBody'], { exact: true })).toContainText('El simulador aún no modela');
  expect(leaving).toEqual([]);
});

/** The simulated environment's controls under an answer (controls-view.ts). */
const controls = (panel: ReturnType<Page['locator']>, dict: Dictionary) => panel.getByRole('region', { name: dict['tryIt.controls'] });

test('Web Checkout: the payer pays the session created with a test card from the panel, and the query says APPROVED', async ({ page }) => {
  const { leaving } = traffic(page);
  await page.goto(SESSION);
  await waitForSiteCode(page);
  const create = await open(page, 'checkout POST /api/session');
  await send(create, es);
  await expect(create.locator('[data-status]')).toHaveText('HTTP 200');
  const created = await responseBody(create, es);
  const simulated = controls(create, es);
  // Said to be the simulated environment's, not Ondapay's API.
  await expect(simulated.getByRole('note')).toHaveText(es['tryIt.controlsNote']);
  await simulated.getByLabel(es['tryIt.testCard']).selectOption('4111 1111 1111 1111');
  // Keyboard: the action is a native button.
  await simulated.getByRole('button', { name: es['tryIt.action.checkoutPay'] }).focus();
  await page.keyboard.press('Enter');
  await expect(simulated.getByRole('status')).toHaveText(es['tryIt.controlDone'].replace('{action}', es['tryIt.action.checkoutPay']));
  await expect(simulated.getByLabel(es['tryIt.controlResult'])).toContainText('"status": "APPROVED"');
  // The notification Ondapay would send, signed.
  await expect(simulated.getByLabel(es['tryIt.notifications']).first()).toContainText(`"requestId": ${String(created.requestId)}`);
  await expect(simulated.getByLabel(es['tryIt.notifications']).first()).toContainText('"signature"');

  const query = await open(page, 'checkout POST /api/session/{requestId}');
  await send(query, es);
  const queried = await responseBody(query, es);
  expect(queried.requestId).toBe(created.requestId);
  expect(queried.status).toMatchObject({ status: 'APPROVED' });
  expect((queried.payment as Array<{ status: { status: string } }>)[0]!.status.status).toBe('APPROVED');
  expect(leaving).toEqual([]);
});

test('Gateway: a cash voucher is paid when the simulated clock moves on 5 minutes, and its query says PAID', async ({ page }) => {
  const { leaving } = traffic(page);
  // A day after the example's due date (2026-12-15): the prefilled voucher must still be due ahead.
  await page.clock.setFixedTime(new Date('2026-12-16T10:00:00-05:00'));
  await page.goto(`/en/gateway/api/reference/cashorder`);
  await waitForSiteCode(page);
  const create = await open(page, 'gateway POST /api/cashorder');
  await send(create, en);
  await expect(create.locator('[data-status]')).toHaveText('HTTP 200');
  expect((await responseBody(create, en)).cashOrder).toMatchObject({ status: { status: 'PENDING' }, dueDate: '2027-01-10' });
  const simulated = controls(create, en);
  await expect(simulated.getByRole('button', { name: en['tryIt.action.voucherPay'] })).toBeVisible();
  const before = await simulated.getByText(en['tryIt.clockNow'].replace('{now}', '')).textContent();
  await simulated.getByLabel(en['tryIt.advanceBy']).selectOption({ label: en['tryIt.advance.minutes'].replace('{count}', '5') });
  await simulated.getByRole('button', { name: en['tryIt.advance'], exact: true }).click();
  await expect(simulated.getByRole('status')).toContainText(en['tryIt.advanced'].replace('{amount}', '5 minutes'));
  await expect(simulated.getByText(en['tryIt.clockNow'].replace('{now}', ''))).not.toHaveText(before ?? '');
  // The payment point paid it: the voucher's and the transaction's notifications.
  await expect(simulated.getByLabel(en['tryIt.notifications']).first()).toContainText('"PAID"');

  const query = await open(page, 'gateway POST /api/cashorder/query');
  await send(query, en);
  await expect(query.locator('[data-status]')).toHaveText('HTTP 200');
  expect(JSON.stringify(await responseBody(query, en))).toContain('"PAID"');
  expect(leaving).toEqual([]);
});

test('header credentials: the 3DS Server with the Bearer token the environment hands out, Token Requestor with Basic, Api Scudo signed per send', async ({ page }) => {
  const { leaving } = traffic(page);
  await page.goto('/en/three-d-s-server/api/sessions/rules');
  await waitForSiteCode(page);
  const session = await open(page, 'three-d-s-server POST /api/sessions');
  await expect(session.getByLabel(en['tryIt.headers'])).toHaveValue(/^Authorization: Bearer 3dss_test_\S+$/m);
  await expect(session.getByText(en['tryIt.bearerAccountManager'])).toBeVisible();
  await send(session, en);
  // Created (the definition's 201), not the 401 a missing or wrong token gets.
  await expect(session.locator('[data-status]')).toHaveText('HTTP 201');

  await page.goto('/en/token-requestor/api/admin/credentials');
  await waitForSiteCode(page);
  const token = await open(page, 'token-requestor POST /oauth/token');
  await expect(token.getByLabel(en['tryIt.headers'])).toHaveValue(/^Authorization: Basic [A-Za-z0-9+/=]+$/m);
  await expect(token.getByLabel(en['tryIt.body'])).toHaveValue('grant_type=client_credentials&scope=tokens');
  await send(token, en);
  await expect(token.locator('[data-status]')).toHaveText('HTTP 200');
  expect((await responseBody(token, en)).access_token).toEqual(expect.stringMatching(/^tra_/));

  await page.goto('/en/api-scudo/api/reference/validate');
  await waitForSiteCode(page);
  const validate = await open(page, 'api-scudo POST /api/validate');
  await expect(validate.getByLabel(en['tryIt.headers'])).toHaveValue(/^X-Scudo-Signature: login=a4f0b5c8d6e1a2b3,timestamp=\d+,signature=[0-9a-f]{64}$/m);
  await send(validate, en);
  // The signature is right, so the validation runs (Api Scudo's model), never the 401.
  await expect(validate.locator('[data-status]')).toHaveText('HTTP 200');
  const first = (await responseBody(validate, en)).validationId;
  // Each signature is accepted once: a second later the next send is signed anew, so it is a new validation, not a reused signature's 401.
  await page.waitForTimeout(1100);
  await send(validate, en);
  await expect.poll(async () => (await responseBody(validate, en)).validationId).not.toEqual(first);
  await expect(validate.locator('[data-status]')).toHaveText('HTTP 200');
  expect(leaving).toEqual([]);
});

for (const width of [1440, 390]) {
  test(`the open panel passes axe in light and dark, and fits ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SESSION);
    await waitForSiteCode(page);
    const panel = await open(page, 'checkout POST /api/session');
    await send(panel, es);
    await expect(panel.locator('[data-status]')).toHaveText('HTTP 200');
    // The simulated environment's controls and what one of them did are part of the panel axe reads.
    const simulated = controls(panel, es);
    await simulated.getByRole('button', { name: es['tryIt.action.checkoutPay'] }).click();
    await expect(simulated.getByRole('status')).not.toBeEmpty();
    // Parts far down skip layout (content-visibility): axe's target-size would take them for covered.
    await layOutWholePage(page);
    expect(await axeViolations(page), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await axeViolations(page), 'dark').toEqual([]);
    // Nothing in the panel is wider than the screen: long lines scroll inside their own boxes.
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
