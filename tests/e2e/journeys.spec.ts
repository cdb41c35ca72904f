import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { axeViolations } from './axe';

/**
 * The runnable journeys (issue 47) as a reader uses them: the Web Checkout and Gateway workflows
 * on their guides, run step by step and all at once, with the pointer and the keyboard, in both
 * languages; nothing of the simulator loads before the first press, and no request leaves the page
 * for a test host. Then desktop and 390 px, light and dark, with axe.
 */
type Dictionary = Record<keyof typeof es, string>;
const TOOL_WAIT = { timeout: 30_000 };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const CHECKOUT = { es: '/checkout/how-checkout-works', en: '/en/checkout/how-checkout-works', steps: 6, summary: { es: 'Un pago con Web Checkout y su notificación', en: 'A Web Checkout payment and its notification' } };
const TOKEN_REQUESTOR = { es: '/token-requestor', en: '/en/token-requestor', steps: 3, summary: { es: 'Un token de acceso, una tarjeta tokenizada y su criptograma', en: 'An access token, an enrolled card and its cryptogram' } };
const GATEWAY = { es: '/gateway/transaction-flow', en: '/en/gateway/transaction-flow', steps: 6, summary: { es: 'Una compra, un reembolso parcial y un reverso con Gateway', en: 'A Gateway purchase, a partial refund and a reversal' } };

const journey = (page: Page, dict: Dictionary, summary: string) => page.getByRole('region', { name: fill(dict['journey.title'], { summary }) });
const response = (tool: Locator, index: number) => tool.locator(`[data-part="response-body-${index}"]`);

/** Opens the guide, records every request, and waits for the journey to listen (focus in it loads the toolkit: toolkit-loader.ts). */
async function open(page: Page, dict: Dictionary, path: string, summary: string) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(path);
  const tool = journey(page, dict, summary);
  await tool.scrollIntoViewIfNeeded();
  await tool.getByRole('button', { name: dict['journey.runAll'] }).focus();
  await expect.poll(() => tool.evaluate((root) => (root as HTMLElement & { toolReady?: boolean }).toolReady === true), TOOL_WAIT).toBe(true);
  return { tool, requests };
}

const simulatorLoads = (requests: string[]) => requests.filter((url) => url.includes('/journeys/') || url.includes('journey-engine'));

test('Web Checkout, step by step with the keyboard: each step shows its request and response, and the simulator loads at the first press only', async ({ page }) => {
  const { tool, requests } = await open(page, es, CHECKOUT.es, CHECKOUT.summary.es);
  expect(simulatorLoads(requests)).toEqual([]);
  await expect(tool.locator('[data-part="response-0"]')).toBeHidden();

  const first = tool.getByRole('button', { name: fill(es['journey.runStep'], { number: 1 }) });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(tool.getByRole('status')).toHaveText(fill(es['journey.drawn.stepOk'], { number: 1, total: CHECKOUT.steps, status: 200 }));
  await expect(response(tool, 0)).toContainText('HTTP 200');
  await expect(response(tool, 0)).toContainText('"requestId": 8412345');
  await expect(tool.locator('[data-part="request-0"]')).toContainText('"tranKey"');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-disabled', 'true');
  expect(simulatorLoads(requests).some((url) => url.endsWith('/journeys/es/checkout-payment.json'))).toBe(true);

  // Step 3 runs steps 2 and 3: the clock moves on and the payer pays.
  await tool.getByRole('button', { name: fill(es['journey.runStep'], { number: 3 }) }).click();
  await expect(tool.getByRole('status')).toHaveText(fill(es['journey.drawn.stepOk'], { number: 3, total: CHECKOUT.steps, status: 200 }));
  await expect(response(tool, 2)).toContainText('"status": "APPROVED"');

  for (let number = 4; number <= CHECKOUT.steps; number += 1) {
    await tool.getByRole('button', { name: fill(es['journey.runStep'], { number }) }).focus();
    await page.keyboard.press('Space');
    await expect(response(tool, number - 1)).toContainText('HTTP 200');
  }
  await expect(tool.getByRole('status')).toHaveText(fill(es['journey.drawn.done'], { total: CHECKOUT.steps }));
  await expect(response(tool, 3)).toContainText('sessionStatus');
  await expect(response(tool, 5)).toContainText('"authorization"');
  await expect(tool.locator('li li', { hasText: '✗' })).toHaveCount(0);
  // Nothing went to a test host: the simulator answered in the page.
  expect(requests.filter((url) => url.includes('ondapay.dev'))).toEqual([]);
});

test('Web Checkout all at once in English, then again from the start', async ({ page }) => {
  const { tool } = await open(page, en, CHECKOUT.en, CHECKOUT.summary.en);
  await tool.getByRole('button', { name: en['journey.runAll'] }).click();
  await expect(tool.getByRole('status')).toHaveText(fill(en['journey.drawn.done'], { total: CHECKOUT.steps }));
  await expect(response(tool, 0)).toContainText('The request has been processed successfully');
  await tool.getByRole('button', { name: en['journey.reset'] }).click();
  await expect(tool.locator('[data-part="response-0"]')).toBeHidden();
  await expect(tool.getByRole('button', { name: en['journey.runAll'] })).toBeFocused();
  await tool.getByRole('button', { name: fill(en['journey.runStep'], { number: 1 }) }).click();
  await expect(response(tool, 0)).toContainText('"requestId": 8412345');
});

test('Gateway: a purchase, a partial refund and a reversal, step by step, then all at once', async ({ page }) => {
  const { tool } = await open(page, es, GATEWAY.es, GATEWAY.summary.es);
  await tool.getByRole('button', { name: fill(es['journey.runStep'], { number: 1 }) }).click();
  await expect(response(tool, 0)).toContainText('"internalReference": 51240001');
  await tool.getByRole('button', { name: fill(es['journey.runStep'], { number: 3 }) }).click();
  await expect(response(tool, 2)).toContainText('"type": "REFUND"');
  await tool.getByRole('button', { name: es['journey.runAll'] }).click();
  await expect(tool.getByRole('status')).toHaveText(fill(es['journey.drawn.done'], { total: GATEWAY.steps }));
  await expect(response(tool, 4)).toContainText('"type": "REVERSAL"');

  const english = await open(page, en, GATEWAY.en, GATEWAY.summary.en);
  await english.tool.getByRole('button', { name: en['journey.runAll'] }).click();
  await expect(english.tool.getByRole('status')).toHaveText(fill(en['journey.drawn.done'], { total: GATEWAY.steps }));
  await expect(english.tool.getByRole('listitem').filter({ hasText: '✓' }).first()).toBeVisible();
});

test('Token Requestor: an OAuth token, a card enrolled and its cryptogram, in both languages', async ({ page }) => {
  for (const [dict, path, summary] of [[es, TOKEN_REQUESTOR.es, TOKEN_REQUESTOR.summary.es], [en, TOKEN_REQUESTOR.en, TOKEN_REQUESTOR.summary.en]] as const) {
    const { tool, requests } = await open(page, dict, path, summary);
    await tool.getByRole('button', { name: dict['journey.runAll'] }).click();
    await expect(tool.getByRole('status')).toHaveText(fill(dict['journey.drawn.done'], { total: TOKEN_REQUESTOR.steps }));
    await expect(response(tool, 0)).toContainText('"access_token": "tra_5c1e9b7d3f0a48e2b6c4d8f1a3e7b905"');
    await expect(response(tool, 1)).toContainText('"tokenReferenceId": "DNITHE382108374650138924"');
    await expect(response(tool, 2)).toContainText('"cryptogram": "AgAAAAAABk4DWZ4C28yUQAAAAAA="');
    expect(requests.filter((url) => url.includes('api-test.ondapay.dev'))).toEqual([]);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme}, desktop and 390px`, () => {
    test.use({ colorScheme });
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      test(`${viewport.width}px: the journey fits after a run and axe finds nothing`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const { tool } = await open(page, es, GATEWAY.es, GATEWAY.summary.es);
        if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await tool.getByRole('button', { name: es['journey.runAll'] }).click();
        await expect(tool.getByRole('status')).toHaveText(fill(es['journey.drawn.done'], { total: GATEWAY.steps }));
        for (const details of await tool.locator('details').all()) await details.locator('summary').click();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const box = await tool.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        // The title sits at the card's padding: no band above it (the article's h3 margin stays out of tool panels).
        const title = await tool.getByRole('heading').first().boundingBox();
        expect(title!.y - box!.y).toBeLessThanOrEqual(20);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
