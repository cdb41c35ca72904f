import { origin } from './origin';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { compactNumber, testCards, type TestCard } from '../../src/shared/test-cards/cards';

/** Gateway's test-card explorer (issue 23), as a reader uses it. Expected cards come from the data the content guide's table is checked against. */

const PAGE = '/gateway/testing-card';
const EN_PAGE = '/en/gateway/testing-card';
const explorer = (page: Page) => page.locator('[data-tool="test-cards"]');
const shownNumbers = (page: Page) => explorer(page).locator('tbody tr:visible td:first-child code');
const numbersWhere = (test: (card: TestCard) => boolean) => testCards.filter(test).map((card) => card.number);
const count = (dictionary: Record<keyof typeof es, string>, shown: number) => dictionary['testCards.count'].replace('{count}', String(shown)).replace('{total}', String(testCards.length));

/**
 * The toolkit runtime loads the explorer's behaviour when the reader reaches its controls (or at
 * once when the URL sets a filter: an eager tool) and marks its root when it listens.
 */
const listening = (page: Page) => expect.poll(() => explorer(page).evaluate((root) => (root as HTMLElement & { toolReady?: boolean }).toolReady === true)).toBe(true);
async function open(page: Page, url: string) {
  await page.goto(url);
  if (!new URL(url, origin).search) await explorer(page).locator('select').first().focus();
  await listening(page);
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const url of [PAGE, EN_PAGE]) {
    test(`${url} shows every card and its number`, async ({ page }) => {
      await page.goto(url);
      await expect(shownNumbers(page)).toHaveText(testCards.map((card) => card.number));
    });
  }
});

test('filters by scenario, brand, 3-D Secure outcome and product, with a live count and the filters in the URL', async ({ page }) => {
  await open(page, PAGE);
  const status = explorer(page).getByRole('status');
  await expect(status).toHaveText(count(es, testCards.length));

  await page.getByLabel(es['testCards.scenario'], { exact: true }).selectOption('declined');
  const declined = numbersWhere((card) => card.scenario === 'declined');
  await expect(shownNumbers(page)).toHaveText(declined);
  await expect(status).toHaveText(count(es, declined.length));
  await expect(page).toHaveURL(`${PAGE}?scenario=declined`);

  await page.getByLabel(es['testCards.scenario'], { exact: true }).selectOption('');
  await page.getByLabel(es['testCards.brand'], { exact: true }).selectOption('amex');
  await expect(shownNumbers(page)).toHaveText(numbersWhere((card) => card.brand === 'amex'));

  await page.getByLabel(es['testCards.brand'], { exact: true }).selectOption('');
  await page.getByLabel(es['testCards.threeDS'], { exact: true }).selectOption('C');
  await expect(shownNumbers(page)).toHaveText(numbersWhere((card) => card.threeDS?.transStatus === 'C'));

  await page.getByLabel(es['testCards.threeDS'], { exact: true }).selectOption('');
  await page.getByLabel(es['testCards.product'], { exact: true }).selectOption('checkout');
  await expect(shownNumbers(page)).toHaveText(numbersWhere((card) => card.products.includes('checkout')));
  await expect(page).toHaveURL(`${PAGE}?product=checkout`);
});

test('a filter that matches nothing says so, and clearing the filters shows every card', async ({ page }) => {
  await open(page, `${PAGE}?scenario=otp&brand=amex`);
  await expect(shownNumbers(page)).toHaveCount(0);
  await expect(explorer(page).getByText(es['testCards.empty'])).toBeVisible();
  await expect(explorer(page).getByRole('status')).toHaveText(count(es, 0));
  await explorer(page).getByRole('button', { name: es['testCards.reset'] }).click();
  await expect(shownNumbers(page)).toHaveCount(testCards.length);
  await expect(explorer(page).getByText(es['testCards.empty'])).toBeHidden();
  await expect(page).toHaveURL(PAGE);
});

test('the URL sets the filters on load; values the form does not offer are ignored and other parameters kept', async ({ page }) => {
  await open(page, `${PAGE}?scenario=pending&brand=%3Cscript%3E&product=//evil.example&utm=x#catalogo-de-tarjetas`);
  await expect(page.getByLabel(es['testCards.scenario'], { exact: true })).toHaveValue('pending');
  await expect(page.getByLabel(es['testCards.brand'], { exact: true })).toHaveValue('');
  await expect(shownNumbers(page)).toHaveText(numbersWhere((card) => card.scenario === 'pending'));
  await expect(page).toHaveURL(`${PAGE}?scenario=pending&utm=x#catalogo-de-tarjetas`);
  await page.reload();
  await listening(page);
  await expect(shownNumbers(page)).toHaveText(numbersWhere((card) => card.scenario === 'pending'));
});

test('copy puts the number without spaces on the clipboard and says Copied!', async ({ page }) => {
  await open(page, PAGE);
  const card = testCards.find((candidate) => candidate.reasons.includes('51'))!;
  const button = explorer(page).getByRole('row').filter({ hasText: card.number }).getByRole('button');
  await expect(button).toHaveAccessibleName(`${es['code.copy']} ${card.number}`);
  await button.click();
  await expect(button).toHaveAccessibleName(`${es['code.copied']} ${card.number}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(compactNumber(card.number));
  await expect(button).toHaveAccessibleName(`${es['code.copy']} ${card.number}`);
});

test('a reason links to its row in the code catalogue, in the page language', async ({ page }) => {
  await page.goto(PAGE);
  const link = explorer(page).getByRole('link', { name: '"51"' });
  await expect(link).toHaveAttribute('href', '/codes#gateway-reason-51');
  await expect(explorer(page).getByRole('link', { name: '"N7"' })).toHaveAttribute('href', '/codes#gateway-reason-n7');
  // Several 3-D Secure cards end with reason 3N: every one links to the same row.
  const threeN = explorer(page).getByRole('link', { name: '"3N"' });
  await expect(threeN.first()).toBeVisible();
  for (const each of await threeN.all()) await expect(each).toHaveAttribute('href', '/codes#gateway-reason-3n');
  await link.click();
  await expect(page).toHaveURL('/codes#gateway-reason-51');
  await page.goto(EN_PAGE);
  await expect(explorer(page).getByRole('link', { name: '"51"' })).toHaveAttribute('href', '/en/codes#gateway-reason-51');
});

test('the English page filters and copies with English labels', async ({ page }) => {
  await open(page, EN_PAGE);
  await page.getByLabel(en['testCards.threeDS'], { exact: true }).selectOption('Y');
  const frictionless = numbersWhere((card) => card.threeDS?.transStatus === 'Y');
  await expect(shownNumbers(page)).toHaveText(frictionless);
  await expect(explorer(page).getByRole('status')).toHaveText(count(en, frictionless.length));
  await expect(page).toHaveURL(`${EN_PAGE}?threeds=Y`);
  await explorer(page).getByRole('button', { name: `${en['code.copy']} ${frictionless[0]}` }).click();
  await expect(explorer(page).getByRole('button', { name: `${en['code.copied']} ${frictionless[0]}` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(compactNumber(frictionless[0]!));
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each card reads as a card without sideways scrolling, and filtering and copying work', async ({ page }) => {
    await open(page, PAGE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const wrap = explorer(page).locator('.table-wrap');
    expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    await page.getByLabel(es['testCards.brand'], { exact: true }).selectOption('diners');
    const diners = numbersWhere((card) => card.brand === 'diners');
    await expect(shownNumbers(page)).toHaveText(diners);
    await explorer(page).getByRole('button', { name: `${es['code.copy']} ${diners[0]}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(compactNumber(diners[0]!));
  });
});
