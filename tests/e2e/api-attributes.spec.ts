import { expect, test, type Locator } from '@playwright/test';
import { es } from '../../src/lib/i18n/dictionaries/es';
import type { AttributeModel } from '../../src/lib/openapi/attributes';
import { isHydrated } from '../support/hydration';
import { operationOf } from './site-model';

// Nested attribute rows are not in the page: each toggle fetches them from a fragment the build
// wrote, and deeper toggles inside a fragment are native <details>. Rows come from the site model.
const SESSION = '/checkout/api/reference/session';
const createOp = operationOf(SESSION, 'POST', '/api/session');
const rows = createOp.requestPanels[0]?.schema?.attributes ?? [];
/** A top-level row whose nested rows have rows of their own: two levels of toggles. */
const parent = rows.find((row) => row.children.some((child) => child.children.length > 0));
const child = parent?.children.find((row) => row.children.length > 0);
const grandchild = child?.children[0];

/** The first row named `name` inside `scope`: rows come in document order, so a direct child before its namesakes further down. */
const attribute = (scope: Locator, name: string) =>
  scope.locator('li.api-attr').filter({ has: scope.page().locator(`:scope > .api-attr-head > code.api-attr-name:text-is("${name}")`) }).first();
const show = (name: string) => es['api.showAttributes'].replace('{name}', name);
function need(row: AttributeModel | undefined, what: string): AttributeModel {
  if (!row) throw new Error(`The request body of ${createOp.method} ${createOp.path} has no ${what}.`);
  return row;
}

test('the page leaves nested rows out and a toggle fetches them once, with deeper toggles that work without script', async ({ page }) => {
  const top = need(parent, 'attribute with two levels of nested attributes');
  const middle = need(child, 'nested attribute with attributes of its own');
  const deep = need(grandchild, 'attribute two levels down');
  const html = await (await page.request.get(SESSION)).text();
  expect(html).not.toContain(`<code class="api-attr-name">${deep.name}</code><span class="api-attr-type">${deep.typeLabel}`);

  const fragments: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/code/') && request.url().endsWith('.txt')) fragments.push(request.url());
  });
  await page.goto(SESSION);
  const section = page.locator(`section[aria-labelledby="${createOp.id}"]`);
  const row = attribute(section.locator('[data-panel]:not([hidden])').first(), top.name);
  const button = row.getByRole('button', { name: show(top.name) });
  await expect.poll(() => isHydrated(button)).toBe(true);
  await button.click();

  const middleRow = attribute(row, middle.name);
  await expect(middleRow).toBeVisible();
  const before = fragments.length;
  const summary = middleRow.locator(':scope > details > summary');
  await expect(summary).toHaveText(show(middle.name));
  await expect(attribute(middleRow, deep.name)).toBeHidden();
  await summary.click();
  await expect(attribute(middleRow, deep.name)).toBeVisible();
  // The deeper rows came with the fragment: opening them fetched nothing more.
  expect(fragments.length).toBe(before);

  await row.getByRole('button', { name: es['api.hideAttributes'].replace('{name}', top.name) }).click();
  await expect(middleRow).toBeHidden();
  await row.getByRole('button', { name: show(top.name) }).click();
  await expect(attribute(row, middle.name)).toBeVisible();
  expect(new Set(fragments).size).toBe(fragments.length);
});

test('a toggle opened from the keyboard shows its rows', async ({ page }) => {
  const top = need(parent, 'attribute with nested attributes');
  await page.goto(SESSION);
  const row = attribute(page.locator(`section[aria-labelledby="${createOp.id}"] [data-panel]:not([hidden])`).first(), top.name);
  const button = row.getByRole('button', { name: show(top.name) });
  await expect.poll(() => isHydrated(button)).toBe(true);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: es['api.hideAttributes'].replace('{name}', top.name) })).toHaveAttribute('aria-expanded', 'true');
  await expect(attribute(row, need(child, 'nested attribute').name)).toBeVisible();
});

test('rows that cannot be fetched say so, and come on a retry', async ({ page }) => {
  const top = need(parent, 'attribute with nested attributes');
  await page.route('**/code/*.txt', (route) => route.abort());
  await page.goto(SESSION);
  const row = attribute(page.locator(`section[aria-labelledby="${createOp.id}"] [data-panel]:not([hidden])`).first(), top.name);
  const button = row.getByRole('button', { name: show(top.name) });
  await expect.poll(() => isHydrated(button)).toBe(true);
  await button.click();
  await expect(row.getByRole('alert')).toContainText(es['api.attributesFailed']);
  await page.unroute('**/code/*.txt');
  await row.getByRole('button', { name: es['code.retry'] }).click();
  await expect(attribute(row, need(child, 'nested attribute').name)).toBeVisible();
});
