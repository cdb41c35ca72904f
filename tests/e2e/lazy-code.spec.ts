import { origin } from './origin';
import { expect, test, type Page, type Request } from '@playwright/test';
import { es } from '../../src/lib/i18n/dictionaries/es';

/** Code an API page shows only on request: out of the first load, fetched once when a reader picks it. */

const SESSION = '/checkout/api/reference/session';
const createSession = (page: Page) => page.locator('section[aria-labelledby="post-api-session"]');
const languageButton = (page: Page, language: string) => createSession(page).getByRole('button', { name: `${es['codeGroup.language']}: ${language}` });

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
  // Three operations: five of six request languages each, plus examples of statuses not shown.
  expect(lazy.length).toBeGreaterThanOrEqual(15);
  // The cURL sample of the first operation is in the page, highlighted; its Python sample is not.
  expect(html).toMatch(/<pre[^>]*data-language="bash"[^>]*><code>/);
  expect(html).not.toMatch(/<pre[^>]*data-language="python"[^>]*><code>/);
});

test('picking a language fetches its code once, block by block as the reader reaches it, and the page remembers it', async ({ page }) => {
  const fragments = recordFragments(page);
  await page.goto(SESSION);
  await expect(createSession(page).locator('pre[data-language="bash"]:visible')).toContainText('curl');
  expect(fragments).toEqual([]);

  await languageButton(page, 'cURL').click();
  await page.getByRole('option', { name: 'Python' }).click();
  const python = createSession(page).locator('pre[data-language="python"]:visible');
  await expect(python).toContainText('requests.request(');
  await expect(python.locator('code')).toHaveCount(1);
  // Every operation follows the reader's language, but the others' blocks are far down the page:
  // each loads as the reader scrolls near it.
  expect(fragments).toHaveLength(1);
  const cancel = page.locator('section[aria-labelledby="post-api-session-requestid-cancel"]');
  await cancel.locator('pre[data-language="python"]').scrollIntoViewIfNeeded();
  await expect(cancel.locator('pre[data-language="python"]')).toContainText('requests.request(');
  expect(fragments.length).toBeGreaterThanOrEqual(2);
  expect(new Set(fragments).size).toBe(fragments.length);
  const fetched = fragments.length;
  await python.scrollIntoViewIfNeeded();

  // Copy takes the code shown, not the first block of the group.
  await createSession(page).locator('[data-code-block]', { has: page.locator('pre[data-language="python"]:visible') }).getByRole('button', { name: es['code.copy'] }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await python.locator('code').textContent());

  // Back and forth: the code is already here.
  await languageButton(page, 'Python').click();
  await page.getByRole('option', { name: 'cURL' }).click();
  await languageButton(page, 'cURL').click();
  await page.getByRole('option', { name: 'Python' }).click();
  await expect(python).toContainText('requests.request(');
  expect(fragments).toHaveLength(fetched);

  // The next visit opens on Python, loaded straight away.
  await page.reload();
  await expect(languageButton(page, 'Python')).toBeVisible();
  await expect(python).toContainText('requests.request(');
});

test('a response example loads when its status is picked', async ({ page }) => {
  const fragments = recordFragments(page);
  await page.goto(SESSION);
  const statuses = createSession(page).getByRole('radiogroup', { name: es['api.status'] });
  await statuses.locator('label', { hasText: '429' }).click();
  await expect(createSession(page).locator('pre:visible', { hasText: 'Se superó el límite de peticiones por segundo' })).toBeVisible();
  expect(fragments).toHaveLength(1);
});

test('code that cannot be fetched says so and loads on a retry', async ({ page }) => {
  await page.goto(SESSION);
  await page.route('**/code/**', (route) => route.abort('internetdisconnected'));
  await languageButton(page, 'cURL').click();
  await page.getByRole('option', { name: 'Java', exact: true }).click();
  const block = createSession(page).locator('[data-code-block]').first();
  await expect(block.getByRole('alert')).toHaveText(`${es['code.loadFailed']} ${es['code.retry']}`);

  // Nothing to copy yet: the copy says it failed rather than copying another language.
  await block.getByRole('button', { name: es['code.copy'] }).click();
  await expect(block.getByRole('button', { name: es['code.copyFailed'] })).toBeVisible();

  await page.unroute('**/code/**');
  await block.getByRole('button', { name: es['code.retry'] }).click();
  await expect(block.locator('pre[data-language="java"]:visible')).toContainText('HttpRequest');
  await expect(block.getByRole('alert')).toHaveCount(0);
});
