import { expect, test, type Locator, type Page } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import type { AttributeModel } from '../../src/shared/openapi/attributes';
import { holdScripts } from '../support/hold-scripts';
import { operationOf } from './site-model';
import { clickSettled } from './settled-click';

// Nested attribute rows are not in the page: each toggle (a native <details>) fetches them from a
// fragment the build wrote, and deeper toggles inside a fragment hold theirs. Rows come from the site model.
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

/** A row's own toggle (a native <details>) and the label a reader presses. */
const toggleOf = (row: Locator) => row.locator(':scope > details');
const summaryOf = (row: Locator) => toggleOf(row).locator(':scope > summary');
const hide = (name: string) => es['api.hideAttributes'].replace('{name}', name);
const createRow = (page: Page, name: string) => attribute(page.locator(`section[aria-labelledby="${createOp.id}"] [data-panel]:not([hidden])`).first(), name);

test('the page leaves nested rows out and a toggle fetches them once, with deeper toggles that work without script', async ({ page }) => {
  const top = need(parent, 'attribute with two levels of nested attributes');
  const middle = need(child, 'nested attribute with attributes of its own');
  const deep = need(grandchild, 'attribute two levels down');
  const html = await (await page.request.get(SESSION)).text();
  expect(html).not.toContain(`>${deep.name}</code><span class="api-attr-type">${deep.typeLabel.replace(/</g, '&lt;').replace(/>/g, '&gt;')}`);

  const fragments: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/code/') && request.url().endsWith('.txt')) fragments.push(request.url());
  });
  await page.goto(SESSION);
  const row = createRow(page, top.name);
  await expect(summaryOf(row)).toHaveText(show(top.name), { useInnerText: true });
  await clickSettled(summaryOf(row));

  const middleRow = attribute(row, middle.name);
  await expect(middleRow).toBeVisible();
  await expect(summaryOf(row)).toHaveText(hide(top.name), { useInnerText: true });
  const before = fragments.length;
  // A closed toggle inside an open one keeps its own label.
  await expect(summaryOf(middleRow)).toHaveText(show(middle.name), { useInnerText: true });
  await expect(attribute(middleRow, deep.name)).toBeHidden();
  await clickSettled(summaryOf(middleRow));
  await expect(attribute(middleRow, deep.name)).toBeVisible();
  // The deeper rows came with the fragment: opening them fetched nothing more.
  expect(fragments.length).toBe(before);

  await clickSettled(summaryOf(row));
  await expect(middleRow).toBeHidden();
  await clickSettled(summaryOf(row));
  await expect(attribute(row, middle.name)).toBeVisible();
  expect(new Set(fragments).size).toBe(fragments.length);
});

test('a toggle opened from the keyboard shows its rows', async ({ page }) => {
  const top = need(parent, 'attribute with nested attributes');
  await page.goto(SESSION);
  const row = createRow(page, top.name);
  await summaryOf(row).focus();
  await page.keyboard.press('Enter');
  await expect(toggleOf(row)).toHaveAttribute('open', '');
  await expect(summaryOf(row)).toHaveText(hide(top.name), { useInnerText: true });
  await expect(attribute(row, need(child, 'nested attribute').name)).toBeVisible();
});

test('a toggle opened before the API code has arrived shows its rows once it does', async ({ page }) => {
  const top = need(parent, 'attribute with nested attributes');
  const release = await holdScripts(page);
  await page.goto(SESSION, { waitUntil: 'domcontentloaded' });
  const row = createRow(page, top.name);
  await clickSettled(summaryOf(row));
  // The toggle opens at once (it is the browser's own); its rows wait for the code that fetches them.
  await expect(toggleOf(row)).toHaveAttribute('open', '');
  await expect(attribute(row, need(child, 'nested attribute').name)).toHaveCount(0);
  release();
  await expect(attribute(row, need(child, 'nested attribute').name)).toBeVisible();
});

test('a pointer over a toggle fetches its rows ahead of the press', async ({ page }) => {
  const top = need(parent, 'attribute with nested attributes');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(SESSION);
  const row = createRow(page, top.name);
  const src = await toggleOf(row).getAttribute('data-code-src');
  expect(src).toMatch(/^\/code\//);
  // Once the page's code listens, a pointer coming to the toggle starts the fetch; the toggle stays closed.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await summaryOf(row).hover();
    expect(fetched).toContain(src);
  }).toPass();
  await expect(toggleOf(row)).not.toHaveAttribute('open');
});

test('rows that cannot be fetched say so, and come on a retry', async ({ page }) => {
  const top = need(parent, 'attribute with nested attributes');
  await page.route('**/code/*.txt', (route) => route.abort());
  await page.goto(SESSION);
  const row = createRow(page, top.name);
  await clickSettled(summaryOf(row));
  await expect(row.getByRole('alert')).toContainText(es['api.attributesFailed']);
  await page.unroute('**/code/*.txt');
  await clickSettled(row.getByRole('button', { name: es['code.retry'] }));
  await expect(attribute(row, need(child, 'nested attribute').name)).toBeVisible();
  await expect(row.getByRole('alert')).toHaveCount(0);
});
