import { origin } from './origin';
import { expect, test, type Page, type Request } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { waitForSiteCode } from '../support/hydration';
import { operationOf, operationsOf, sampleOf, statusMessage } from './site-model';
import { clickSettled } from './settled-click';

/** Code an API page shows only on request: out of the first load, fetched once when a reader picks it. */

// The code itself comes from the site model: the samples generated from the definition and its examples.
const SESSION = '/checkout/api/reference/session';
const createOp = operationOf(SESSION, 'POST', '/api/session');
const curl = sampleOf(createOp, 'bash');
const python = sampleOf(createOp, 'python');
const java = sampleOf(createOp, 'java');
const createSession = (page: Page) => page.locator(`section[aria-labelledby="${createOp.id}"]`);
const languageButton = (page: Page, language: string) => createSession(page).getByRole('button', { name: `${es['codeGroup.language']}: ${language}` });
/**
 * The operation's interactive parts work once the API reference's code listens. A click made before
 * that is kept and made again then (loading.spec.ts tests exactly that); tests that are about
 * something else wait for that code first.
 */

/** Every request for a code fragment, by path. */
function recordFragments(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/code/')) paths.push(pathname);
  });
  return paths;
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin });
});

test('the page holds the code shown first and links the rest', async ({ request }) => {
  const html = await (await request.get(SESSION)).text();
  const lazy = html.match(/<pre[^>]*data-code-src="\/code\/[\w-]+\.txt"/g) ?? [];
  // Every operation: each request language but the first, plus examples of statuses not shown.
  const hiddenLanguages = operationsOf(SESSION).reduce((count, operation) => count + operation.requestPanels[0]!.samples.length - 1, 0);
  expect(hiddenLanguages).toBeGreaterThan(0);
  expect(lazy.length).toBeGreaterThanOrEqual(hiddenLanguages);
  // The cURL sample of the first operation is in the page, highlighted; its Python sample is not.
  expect(html).toMatch(/<pre[^>]*data-language="bash"[^>]*><code>/);
  expect(html).not.toMatch(/<pre[^>]*data-language="python"[^>]*><code>/);
});

test('picking a language fetches its code once, block by block as the reader reaches it, and the page remembers it', async ({ page }) => {
  const fragments = recordFragments(page);
  await page.goto(SESSION);
  await expect(createSession(page).locator('pre[data-language="bash"]:visible')).toHaveText(curl.code);
  expect(fragments).toEqual([]);

  await waitForSiteCode(page);
  await clickSettled(languageButton(page, curl.label));
  await page.getByRole('option', { name: python.label }).click();
  const shown = createSession(page).locator('pre[data-language="python"]:visible');
  await expect(shown).toHaveText(python.code);
  await expect(shown.locator('code')).toHaveCount(1);
  // Every operation follows the reader's language, but the others' blocks are far down the page:
  // each loads as the reader scrolls near it.
  expect(fragments).toHaveLength(1);
  const lastOp = operationsOf(SESSION).at(-1)!;
  expect(lastOp.id).not.toBe(createOp.id);
  const last = page.locator(`section[aria-labelledby="${lastOp.id}"]`);
  await last.locator('pre[data-language="python"]').scrollIntoViewIfNeeded();
  await expect(last.locator('pre[data-language="python"]')).toHaveText(sampleOf(lastOp, 'python').code);
  expect(fragments.length).toBeGreaterThanOrEqual(2);
  expect(new Set(fragments).size).toBe(fragments.length);
  const fetched = fragments.length;
  await shown.scrollIntoViewIfNeeded();

  // Copy takes the code shown, not the first block of the group.
  const copyBlock = createSession(page).locator('[data-code-block]', { has: page.locator('pre[data-language="python"]:visible') });
  await clickSettled(copyBlock.getByRole('button', { name: es['code.copy'] }));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await shown.locator('code').textContent());
  // "Copied!" for a second (spec §4), then the button's own word again.
  await expect(copyBlock.getByRole('button', { name: es['code.copied'] })).toBeVisible();
  await expect(copyBlock.getByRole('button', { name: es['code.copy'] })).toBeVisible({ timeout: 5_000 });

  // Back and forth: the code is already here.
  await clickSettled(languageButton(page, python.label));
  await page.getByRole('option', { name: curl.label }).click();
  await clickSettled(languageButton(page, curl.label));
  await page.getByRole('option', { name: python.label }).click();
  await expect(shown).toHaveText(python.code);
  expect(fragments).toHaveLength(fetched);

  // The next visit opens on Python, loaded straight away.
  await page.reload();
  await expect(languageButton(page, python.label)).toBeVisible();
  await expect(shown).toHaveText(python.code);
});

test('a response example loads when its status is picked', async ({ page }) => {
  const fragments = recordFragments(page);
  await page.goto(SESSION);
  // A status other than the first: its example is not in the page until it is picked.
  const picked = createOp.responses.slice(1).findLast((response) => response.examples.length > 0);
  if (!picked) throw new Error(`${createOp.method} ${createOp.path} has no example beyond its first status.`);
  const statuses = createSession(page).getByRole('radiogroup', { name: es['api.status'] });
  const before = fragments.length;
  await clickSettled(statuses.locator('label', { hasText: picked.status }));
  await expect(createSession(page).locator('pre:visible', { hasText: statusMessage(picked.examples[0]) })).toBeVisible();
  // The status's panel and aside (fetched as the pointer came to the statuses), then its example's code: each file once.
  expect(fragments.length).toBeGreaterThan(before);
  expect(new Set(fragments).size).toBe(fragments.length);
});

test('a pointer or the focus coming to the statuses fetches their panels before one is picked', async ({ page }) => {
  for (const approach of ['hover', 'focus'] as const) {
    const fragments = recordFragments(page);
    await page.goto(SESSION);
    await waitForSiteCode(page);
    const statuses = createSession(page).getByRole('radiogroup', { name: es['api.status'] });
    // The statuses' switch: every panel and aside not shown first is a file of its own.
    const parts = await statuses.evaluate((group) => [...group.closest('[data-switch]')!.querySelectorAll('[data-part-src]')].map((part) => part.getAttribute('data-part-src')!));
    expect(parts.length).toBeGreaterThan(1);
    expect(fragments.filter((path) => parts.includes(path))).toEqual([]);
    const label = statuses.locator('label').nth(1);
    if (approach === 'hover') await label.hover();
    else await label.locator('input').focus();
    await expect.poll(() => parts.filter((path) => !fragments.includes(path)), { message: approach }).toEqual([]);
    // Nothing was picked: the first status is still the one shown.
    await expect(statuses.locator('input').first()).toBeChecked();
    await expect(createSession(page).locator('[data-switch] [data-panel][data-part-src]:not([hidden])')).toHaveCount(0);
  }
});

test('code that cannot be fetched says so and loads on a retry', async ({ page }) => {
  await page.goto(SESSION);
  await page.route('**/code/**', (route) => route.abort('internetdisconnected'));
  await waitForSiteCode(page);
  await clickSettled(languageButton(page, curl.label));
  await page.getByRole('option', { name: java.label, exact: true }).click();
  const block = createSession(page).locator('[data-code-block]').first();
  await expect(block.getByRole('alert')).toHaveText(`${es['code.loadFailed']} ${es['code.retry']}`);

  // Nothing to copy yet: the copy says it failed rather than copying another language.
  await clickSettled(block.getByRole('button', { name: es['code.copy'] }));
  await expect(block.getByRole('button', { name: es['code.copyFailed'] })).toBeVisible();

  await page.unroute('**/code/**');
  await clickSettled(block.getByRole('button', { name: es['code.retry'] }));
  await expect(block.locator('pre[data-language="java"]:visible')).toHaveText(java.code);
  await expect(block.getByRole('alert')).toHaveCount(0);
});
