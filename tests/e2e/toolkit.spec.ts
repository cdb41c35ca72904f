import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/lib/i18n/dictionaries/en';
import { es } from '../../src/lib/i18n/dictionaries/es';

/** The integrator toolkit (issue 23) as a reader uses it: test credentials in the samples. */

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

async function enterCredentials(page: Page, dict: typeof es, { remember = false } = {}) {
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
  await expect(shown).toContainText(LOGIN);
  await expectReaderAuth((await shown.textContent()) ?? '');
  await expect(page.getByRole('button', { name: en['credentials.open'] })).toContainText(en['credentials.inUse']);

  await page.goto(AUTHENTICATION);
  await expect(sample).toContainText(LOGIN);
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
  await expect(other.locator('pre:visible', { hasText: 'tranKey' }).first()).toContainText(LOGIN);
});

test('an empty field is named, and nothing is applied', async ({ page }) => {
  await page.goto(AUTHENTICATION);
  await page.getByRole('button', { name: es['credentials.open'] }).click();
  const dialog = page.getByRole('dialog', { name: es['credentials.title'] });
  await dialog.getByLabel(es['credentials.login']).fill(LOGIN);
  await dialog.getByRole('button', { name: es['credentials.apply'] }).click();
  await expect(dialog.getByRole('status')).toHaveText(es['credentials.missing']);
  await expect(dialog.getByLabel(es['credentials.secretKey'])).toBeFocused();
  await expect(page.locator('pre', { hasText: LOGIN })).toHaveCount(0);
});
