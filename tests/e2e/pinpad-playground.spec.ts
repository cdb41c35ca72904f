import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { axeViolations } from './axe';

/**
 * The PIN pad playground on /sdks/pinpad (issue 46, item 3) as a reader uses it: a PIN typed on
 * the scrambled keypad, with the pointer or the keyboard, on a desktop and at 390px, light and
 * dark. The expected blocks are the page's test vectors (content guide, SDKs: the published test
 * key, the Visa test card, PIN 1234), which src/shared/pinpad's unit tests recompute.
 */

// A page's tools apply once React has hydrated it; the wait only catches a tool that never acts.
const TOOL_WAIT = { timeout: 30_000 };
type Dictionary = Record<keyof typeof es, string>;

const VECTORS = {
  0: { encrypted: '2A3D408A1977DDE9', clear: '041225EEEEEEEEEE' },
  1: { fill: '3C9A0F51E7', encrypted: '6B6E9BE59A6C29F0' },
  2: { encrypted: '9859240AE52820C3' },
  3: { fill: 'CAFEBEADAF', encrypted: '293502CAF0AD37E4' },
} as const;

const playground = (page: Page, dict: Dictionary) => page.getByRole('region', { name: dict['pinpad.title'] });
const keypad = (tool: Locator, dict: Dictionary) => tool.getByRole('group', { name: dict['pinpad.keypad'] });
const output = (tool: Locator, part: string) => tool.locator(`[data-part="${part}"]`);

/** Presses, for each digit of the PIN, the key that shows it now (the keys move with every scramble). */
async function pressPin(tool: Locator, dict: Dictionary, pin: string) {
  for (const digit of pin) await keypad(tool, dict).getByRole('button', { name: digit, exact: true }).click();
}

/** Opens the page and waits for the tool to listen: focusing it loads the toolkit (toolkit-loader.ts). */
async function ready(page: Page, dict: Dictionary, path: string) {
  await page.goto(path);
  const tool = playground(page, dict);
  await tool.scrollIntoViewIfNeeded();
  await tool.getByLabel(dict['pinpad.pan']).focus();
  await expect.poll(() => tool.evaluate((root) => (root as HTMLElement & { toolReady?: boolean }).toolReady === true), TOOL_WAIT).toBe(true);
  return tool;
}

test('the keypad types the PIN and the page computes the format 0 test vector, keys pressed included; nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  const tool = await ready(page, es, '/sdks/pinpad');
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));

  await pressPin(tool, es, '1234');
  await expect(tool.getByText(es['pinpad.drawn.count'].replace('{count}', '4'))).toBeVisible();
  await expect(tool.getByLabel(es['pinpad.pin'])).toHaveAttribute('type', 'password');
  await tool.getByLabel(es['pinpad.showPin']).check();
  await expect(tool.getByLabel(es['pinpad.pin'])).toHaveValue('1234');
  await expect(tool.getByLabel(es['pinpad.pin'])).toHaveAttribute('type', 'text');

  await tool.getByRole('button', { name: es['pinpad.compute'] }).click();
  await expect(output(tool, 'encrypted-block')).toHaveText(VECTORS[0].encrypted);
  await expect(output(tool, 'clear-block')).toHaveText(VECTORS[0].clear);
  await expect(output(tool, 'positions')).toHaveText('7315920648');
  await expect(output(tool, 'keys-pressed')).toHaveText('2518');
  await expect(output(tool, 'pin-field')).toHaveText('041234FFFFFFFFFF');
  await expect(output(tool, 'pan-field')).toHaveText('0000111111111111');
  await expect(tool.getByRole('status')).toContainText(VECTORS[0].encrypted);
  // Computed in the browser: no request carries the PIN, the PAN or a block.
  expect(sent.filter((line) => !line.startsWith('GET '))).toEqual([]);
  expect(sent.join('\n')).not.toMatch(/4111111111111111|2A3D408A1977DDE9|041225EEEEEEEEEE/);
});

test('formats 1, 2 and 3 give the page’s other test vectors with their published fill', async ({ page }) => {
  const tool = await ready(page, en, '/en/sdks/pinpad');
  const format = tool.getByLabel(en['pinpad.format']);
  const fill = tool.getByLabel(en['pinpad.fill']);
  await expect(fill).toBeDisabled();
  await pressPin(tool, en, '1234');
  for (const chosen of [1, 2, 3] as const) {
    await format.selectOption(String(chosen));
    const vector = VECTORS[chosen];
    if ('fill' in vector) await fill.fill(vector.fill);
    else await expect(fill).toBeDisabled();
    await tool.getByRole('button', { name: en['pinpad.compute'] }).click();
    await expect(output(tool, 'encrypted-block')).toHaveText(vector.encrypted);
  }
  // A fill left empty is drawn in the browser: the block differs, and the fill is named as drawn.
  await fill.fill('');
  await tool.getByRole('button', { name: en['pinpad.compute'] }).click();
  await expect(output(tool, 'fill-used')).toContainText(en['pinpad.drawn.drawnFill'].replace('{fill} ', '').trim());
});

test('with the keyboard only: digits on a key type, Backspace deletes, Enter computes; a short PIN is refused', async ({ page }) => {
  const tool = await ready(page, es, '/sdks/pinpad');
  const pin = tool.getByLabel(es['pinpad.pin']);
  await keypad(tool, es).getByRole('button').first().focus();
  await page.keyboard.type('123');
  await expect(pin).toHaveValue('123');
  await page.keyboard.press('Enter'); // Enter on the focused key presses it: it types the key's digit, 7.
  await expect(pin).toHaveValue('1237');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(pin).toHaveValue('12');

  // Tab from the keypad to the compute button, as a keyboard user goes.
  await keypad(tool, es).getByRole('button', { name: es['pinpad.clearLabel'] }).focus();
  await page.keyboard.press('Tab');
  await expect(tool.getByRole('button', { name: es['pinpad.compute'] })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tool.getByRole('status')).toHaveText(es['pinpad.drawn.pin']);
  await expect(output(tool, 'encrypted-block')).toBeHidden();

  await pin.focus();
  await page.keyboard.type('34');
  await tool.getByRole('button', { name: es['pinpad.compute'] }).focus();
  await page.keyboard.press('Enter');
  await expect(output(tool, 'encrypted-block')).toHaveText(VECTORS[0].encrypted);
});

test('scrambling moves the keys, clears the PIN, and the same PIN still gives the same block with other keys pressed', async ({ page }) => {
  const tool = await ready(page, en, '/en/sdks/pinpad');
  const digits = () => keypad(tool, en).locator('[data-key-index]').allTextContents();
  await pressPin(tool, en, '99');
  await tool.getByRole('button', { name: en['pinpad.shuffle'] }).click();
  await expect(tool.getByRole('status')).toHaveText(en['pinpad.drawn.shuffled']);
  await expect(tool.getByLabel(en['pinpad.pin'])).toHaveValue('');
  const shown = (await digits()).join('');
  expect([...shown].sort().join('')).toBe('0123456789');

  await pressPin(tool, en, '1234');
  await tool.getByRole('button', { name: en['pinpad.compute'] }).click();
  await expect(output(tool, 'encrypted-block')).toHaveText(VECTORS[0].encrypted);
  await expect(output(tool, 'positions')).toHaveText(shown);
  await expect(output(tool, 'keys-pressed')).toHaveText([...'1234'].map((digit) => shown.indexOf(digit)).join(''));
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme}, desktop and 390px`, () => {
    test.use({ colorScheme });

    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      test(`${viewport.width}px: the playground fits, its keys are big enough to tap, and axe finds nothing`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const tool = await ready(page, es, '/sdks/pinpad');
        if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await pressPin(tool, es, '1234');
        await tool.getByRole('button', { name: es['pinpad.compute'] }).click();
        await expect(output(tool, 'encrypted-block')).toHaveText(VECTORS[0].encrypted);

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const box = await tool.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        for (const key of await keypad(tool, es).getByRole('button').all()) {
          const size = await key.boundingBox();
          expect(size!.height).toBeGreaterThanOrEqual(44);
          expect(size!.width).toBeGreaterThanOrEqual(44);
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
