import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { axeViolations } from './axe';
import { clickSettled } from './settled-click';

/** The integrator toolkit (issue 23) as a reader uses it: test credentials in the samples. */

// A page's tools apply once React has hydrated it, which on a loaded machine can take a while on
// the largest API pages: waits for a tool's work allow for that (they only catch a tool that never acts).
const TOOL_WAIT = { timeout: 30_000 };

const SESSION = '/checkout/api/reference/session';
const AUTHENTICATION = '/checkout/authentication';
const LOGIN = 'mi-login-de-pruebas';
// Never a real key; unusual enough that finding it anywhere is a leak.
const SECRET = 'sk_test_NuncaSaleDeLaPagina_7f3a9c';

/** The `auth` literals of a sample, in any of its languages (JSON, JS, PHP, Python, Java, C#). */
function authIn(code: string) {
  const value = (field: string) => new RegExp(`["']?${field}["']?\\s*(?::|=>|=)\\s*\\\\?["']([^"'\\\\]+)`).exec(code)?.[1];
  return { login: value('login'), tranKey: value('tranKey'), nonce: value('nonce'), seed: value('seed') };
}

/** What the reference code computes (content guide, Authentication): Base64(SHA-256(raw nonce + seed + secretKey)). */
const tranKeyOf = (nonce: string, seed: string, secret: string) =>
  createHash('sha256').update(Buffer.concat([Buffer.from(nonce, 'base64'), Buffer.from(seed + secret)])).digest('base64');

async function enterCredentials(page: Page, dict: Record<keyof typeof es, string>, { remember = false } = {}) {
  const open = page.getByRole('button', { name: dict['credentials.open'] });
  await open.click();
  const dialog = page.getByRole('dialog', { name: dict['credentials.title'] });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(dict['credentials.login']).fill(LOGIN);
  await dialog.getByLabel(dict['credentials.secretKey']).fill(SECRET);
  if (remember) await dialog.getByLabel(dict['credentials.remember']).check();
  await dialog.getByRole('button', { name: dict['credentials.apply'] }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toContainText(dict['credentials.inUse']);
  return open;
}

/** Checks one shown sample: the reader's login, a tranKey that is right for its nonce and seed, a fresh seed, the test host. */
async function expectReaderAuth(code: string) {
  const auth = authIn(code);
  expect(auth.login).toBe(LOGIN);
  expect(auth.nonce && auth.seed && auth.tranKey).toBeTruthy();
  expect(auth.tranKey).toBe(tranKeyOf(auth.nonce!, auth.seed!, SECRET));
  expect(Math.abs(Date.parse(auth.seed!) - Date.now())).toBeLessThan(5 * 60_000);
  expect(code).not.toMatch(/https:\/\/(checkout|gateway|3dss|api|panel)\.ondapay\.dev/);
  return auth;
}

test('the reader’s test credentials show in every language of a sample, with a tranKey a second computation agrees with; the secret never leaves the page', async ({ page }) => {
  const traffic: string[] = [];
  page.on('request', (request) => traffic.push([request.url(), request.postData() ?? '', JSON.stringify(request.headers())].join('\n')));
  await page.goto(SESSION);
  await enterCredentials(page, es);

  const group = page.locator('[data-code-block]').filter({ has: page.locator('pre:visible', { hasText: 'tranKey' }) }).first();
  const languages = group.getByRole('button', { name: new RegExp(`^${es['codeGroup.language']}: `) });
  const first = await expectReaderAuth((await group.locator('pre:visible').first().textContent()) ?? '');
  await languages.click();
  // The listbox is mounted at the first press (its code loads then): read its options once they are there.
  await expect(page.getByRole('option').first()).toBeVisible();
  const labels = await page.getByRole('option').allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(5);
  await page.keyboard.press('Escape');
  for (const label of labels) {
    await languages.click();
    await page.getByRole('option', { name: label, exact: true }).click();
    const shown = group.locator('pre:visible').first();
    await expect(shown).toContainText(LOGIN);
    // One computation per page: every language sends the same nonce, seed and tranKey.
    expect(await expectReaderAuth((await shown.textContent()) ?? '')).toEqual(first);
  }

  expect(await page.content()).not.toContain(SECRET);
  expect(page.url()).not.toContain(SECRET);
  const everything = traffic.join('\n');
  for (const form of [SECRET, encodeURIComponent(SECRET), Buffer.from(SECRET).toString('base64')]) expect(everything).not.toContain(form);
  // Kept for this tab only: nothing on the device without the reader's opt-in.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('credentials')))).toEqual([]);
});

test('credentials stay for the tab’s next pages, in English too, and Forget brings back the documentation’s values', async ({ page }) => {
  await page.goto(AUTHENTICATION);
  const sample = page.locator('pre:visible', { hasText: 'tranKey' }).first();
  const before = (await sample.textContent()) ?? '';
  expect(authIn(before).login).not.toBe(LOGIN);
  await enterCredentials(page, es);
  await expectReaderAuth((await sample.textContent()) ?? '');

  await page.goto(`/en${SESSION}`);
  const shown = page.locator('pre:visible', { hasText: 'tranKey' }).first();
  await expect(shown).toContainText(LOGIN, TOOL_WAIT);
  await expectReaderAuth((await shown.textContent()) ?? '');
  await expect(page.getByRole('button', { name: en['credentials.open'] })).toContainText(en['credentials.inUse']);

  await page.goto(AUTHENTICATION);
  await expect(sample).toContainText(LOGIN, TOOL_WAIT);
  await page.getByRole('button', { name: es['credentials.open'] }).click();
  const dialog = page.getByRole('dialog', { name: es['credentials.title'] });
  await expect(dialog.getByLabel(es['credentials.login'])).toHaveValue(LOGIN);
  await dialog.getByRole('button', { name: es['credentials.forget'] }).click();
  await expect(dialog.getByRole('status')).toHaveText(es['credentials.forgotten']);
  await dialog.getByRole('button', { name: es['credentials.close'] }).click();
  await expect(sample).toHaveText(before);
  expect(await page.evaluate(() => Object.keys(sessionStorage).length + Object.keys(localStorage).length)).toBe(0);
});

test('with the opt-in, the credentials are remembered on the device: a new tab shows them', async ({ page, context }) => {
  await page.goto(AUTHENTICATION);
  await enterCredentials(page, es, { remember: true });
  const other = await context.newPage();
  await other.goto(SESSION);
  await expect(other.locator('pre:visible', { hasText: 'tranKey' }).first()).toContainText(LOGIN, TOOL_WAIT);
});

test('the open dialog passes axe in light and dark; an empty field is named, and nothing is applied', async ({ page }) => {
  await page.goto(AUTHENTICATION);
  await page.getByRole('button', { name: es['credentials.open'] }).click();
  const dialog = page.getByRole('dialog', { name: es['credentials.title'] });
  await expect(dialog).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), scheme).toEqual([]);
  }
  await dialog.getByLabel(es['credentials.login']).fill(LOGIN);
  await dialog.getByRole('button', { name: es['credentials.apply'] }).click();
  await expect(dialog.getByRole('status')).toHaveText(es['credentials.missing']);
  await expect(dialog.getByLabel(es['credentials.secretKey'])).toBeFocused();
  await expect(page.locator('pre', { hasText: LOGIN })).toHaveCount(0);
});

test.describe('authentication debugger', () => {
  // Content guide, Microsites: the worked example of the body auth scheme.
  const example = { login: 'a4f0b5c8d6e1a2b3', key: 'mk_test_7Qd2Lp9Xv4Rt8Wn3Ky6Hs1Bz5Fc0Gm', nonce: 'gxrZ3cMdOHAiye+Qkeh+IQ==', seed: '2026-11-20T14:31:05-05:00', tranKey: 'aFQOoyipqw4fSdQzAJYfH2zozgcWOr+eIVdQ2of8YBE=' };

  async function debuggerOn(page: Page, href: string, dict: Record<keyof typeof es, string>) {
    await page.goto(href);
    const tool = page.getByRole('region', { name: dict['debugger.title'] });
    await tool.getByLabel(dict['debugger.login']).fill(example.login);
    await tool.getByLabel('secretKey').fill(example.key);
    await tool.getByLabel(dict['debugger.nonce']).fill(example.nonce);
    await tool.getByLabel(dict['debugger.seed']).fill(example.seed);
    return tool;
  }

  test('shows every step of the worked example, and that its old seed is outside the window', async ({ page }) => {
    const tool = await debuggerOn(page, AUTHENTICATION, es);
    await tool.getByLabel(es['debugger.tranKey']).fill(example.tranKey);
    await tool.getByRole('button', { name: es['debugger.compute'] }).click();
    await expect(tool.getByRole('status')).toHaveText(es['debugger.match']);
    const steps = tool.getByRole('definition');
    await expect(steps.nth(0)).toHaveText(Buffer.from(example.nonce, 'base64').toString('hex'));
    await expect(steps.nth(1)).toHaveText(example.nonce);
    await expect(steps.nth(2)).toHaveText(example.seed);
    await expect(steps.nth(3)).toContainText(`${16 + example.seed.length + example.key.length} bytes`);
    await expect(steps.nth(4)).toHaveText(Buffer.from(example.tranKey, 'base64').toString('hex'));
    await expect(steps.nth(5)).toHaveText(example.tranKey);
    // 2026-11-20 is days before any run of this test: far outside 5 minutes.
    await expect(tool.getByText(/fuera de la ventana de 5 minutos/)).toBeVisible();
    expect(await page.content()).not.toContain(example.key);
  });

  test('names the step that differs: a tranKey hashed from the Base64 nonce (English page)', async ({ page }) => {
    const tool = await debuggerOn(page, `/en/gateway/authentication`, en);
    const wrong = createHash('sha256').update(example.nonce + example.seed + example.key).digest('base64');
    await tool.getByLabel(en['debugger.tranKey']).fill(wrong);
    await tool.getByRole('button', { name: en['debugger.compute'] }).click();
    await expect(tool.getByRole('status')).toHaveText(en['debugger.mistake.base64Nonce']);
  });
});

test.describe('signature verifiers', () => {
  // The session webhook's verifier (its x-signature lists SHA-1 and SHA-256): one per page, inside the operation.
  test('a Web Checkout notification: valid with the right secret on a SHA-1 site and on a SHA-256 site, not with another', async ({ page }) => {
    const payload = { requestId: 8412345, reference: 'ORDER-1001', status: { status: 'APPROVED', reason: '00', message: 'Aprobada', date: '2026-11-20T14:42:10-05:00' } };
    const secret = 'mi-secreto-de-pruebas';
    const signed = (algorithm: 'sha1' | 'sha256') => createHash(algorithm).update(`8412345APPROVED2026-11-20T14:42:10-05:00${secret}`).digest('hex');
    await page.goto('/checkout/notification');
    const tool = page.locator('details', { hasText: es['verifier.title'] });
    await expect(tool).toHaveCount(1);
    await clickSettled(tool.getByText(es['verifier.title']));
    const secretField = tool.getByLabel(es['verifier.secret'].replace('{name}', 'secretKey'));
    const check = tool.getByRole('button', { name: es['verifier.check'] });
    for (const [algorithm, name] of [['sha1', 'SHA-1'], ['sha256', 'SHA-256']] as const) {
      await tool.getByLabel(es['verifier.payload']).fill(JSON.stringify({ ...payload, signature: signed(algorithm) }));
      await secretField.fill(secret);
      await clickSettled(check);
      await expect(tool.getByRole('status')).toHaveText(`${es['verifier.valid']} ${es['verifier.validWith'].replace('{algorithm}', name)}`);
    }
    await secretField.fill('otro');
    await clickSettled(check);
    await expect(tool.getByRole('status')).toHaveText(es['verifier.invalid']);
    await expect(tool.getByText(signed('sha256'))).toBeVisible();
  });

  test('a webhook of a definition (Api Scudo’s validationResolved): the content guide’s example is valid', async ({ page }) => {
    await page.goto('/en/api-scudo/api/reference/notify-resolved-validation');
    const tool = page.locator('details', { hasText: en['verifier.title'] }).first();
    await tool.getByText(en['verifier.title']).click();
    const body = { event: 'VALIDATION_RESOLVED', validationId: 77121, reference: 'ORDER-1001', decision: 'ACCEPT', date: '2026-11-20T14:41:01-05:00', signature: 'd106417705d47fd7433e8a7a897dc8583f3fbe773c2117bb6ff6505c1d4d34fd' };
    await tool.getByLabel(en['verifier.payload']).fill(JSON.stringify(body));
    await tool.getByLabel(/^Secret/).fill('9d4e1b7a2c8f5036e1b4d7a0c3f69e52');
    await tool.getByRole('button', { name: en['verifier.check'] }).click();
    await expect(tool.getByRole('status')).toHaveText(en['verifier.valid']);
  });

  test('Api Scudo’s request signature: the content guide’s GET example matches, a changed path does not', async ({ page }) => {
    await page.goto('/api-scudo/signature');
    const tool = page.locator('details', { hasText: es['scudo.title'] });
    await tool.getByText(es['scudo.title']).click();
    await tool.getByLabel(es['scudo.method']).fill('GET');
    await tool.getByLabel(es['scudo.path']).fill('/api-scudo/api/validation/77120');
    await tool.getByLabel(es['scudo.headerValue']).fill('login=a4f0b5c8d6e1a2b3,timestamp=1795203060,signature=ae2aa689c9d716f20473b28c9fca91afff7a46329db9cf5f78c2a2010892aaaf');
    await tool.getByLabel(es['scudo.secret']).fill('9d4e1b7a2c8f5036e1b4d7a0c3f69e52');
    await tool.getByRole('button', { name: es['scudo.check'] }).click();
    // Valid, and the example's timestamp (2026-11-20) is far outside Ondapay's 300 s today.
    await expect(tool.getByRole('status')).toContainText(es['scudo.valid']);
    await expect(tool.getByRole('status')).toContainText(/rechaza más de 300 s/);
    await expect(tool.getByText('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', { exact: true })).toBeVisible();
    await tool.getByLabel(es['scudo.path']).fill('/api/validation/77120');
    await tool.getByRole('button', { name: es['scudo.check'] }).click();
    await expect(tool.getByRole('status')).toContainText(es['scudo.invalid']);
  });
});

test('a page reached without a reload mounts its own tools once the toolkit is loaded', async ({ page }) => {
  await page.goto(AUTHENTICATION);
  const debuggerTool = page.getByRole('region', { name: es['debugger.title'] });
  await debuggerTool.getByRole('button', { name: es['debugger.compute'] }).click();
  await expect(debuggerTool.getByRole('status')).toHaveText(es['debugger.missing']);
  // Client-side navigation: the toolkit's module is already on the page and must find the new page's tools.
  await page.getByRole('navigation', { name: es['sidebar.label'] }).getByRole('link', { name: 'Notificación', exact: true }).first().click();
  await expect(page).toHaveURL(/\/checkout\/notification$/);
  const verifier = page.locator('details', { hasText: es['verifier.title'] });
  await clickSettled(verifier.getByText(es['verifier.title']));
  await clickSettled(verifier.getByRole('button', { name: es['verifier.check'] }));
  await expect(verifier.getByRole('status')).toHaveText(es['verifier.missing'], TOOL_WAIT);
});
