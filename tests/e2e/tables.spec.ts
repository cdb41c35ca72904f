import { expect, test, type Page } from '@playwright/test';
import { keepsTogether } from '../../src/shared/content/code-breaks';
import { operationOf } from './site-model';

/**
 * Tables and field names as a reader sees them (issue 13). Which pages: the content guide's Web
 * Checkout fields, Gateway's test cards and AutoPay's events; what the cells say is read from the page.
 */
const PAGES = ['/checkout/create-session', '/checkout/test-your-integration', '/gateway', '/autopay', '/checkout/api/reference/session'];
const FIELD_TABLE_PAGE = '/checkout/create-session';

/**
 * Inline code that a line break cuts inside a word (between two letters or digits: `payment.r` /
 * `eference`), and tokens a reader takes as one (a test card number, an event name, a short error
 * message) that do not sit on one line. A dotted name or a URL may break after its dots and slashes
 * (the <wbr>), a long expression at its spaces. Table cells, field names and running text alike.
 */
async function tokensBrokenMidWord(page: Page) {
  const broken = await page.evaluate(() => {
    const found: Array<{ code: string; midWord: boolean }> = [];
    for (const code of document.querySelectorAll('main :is(td, th, p, li) code:not(pre code), main code.api-attr-name')) {
      const text = code.textContent ?? '';
      const tops: number[] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      let midWord = false;
      let previous = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = [...range.getClientRects()].find((box) => box.width > 0);
          const character = node.textContent![index]!;
          if (rect) {
            const top = Math.round(rect.top);
            if (tops.length > 0 && top > tops.at(-1)! + 2 && /\w/.test(previous) && /\w/.test(character)) midWord = true;
            tops.push(top);
          }
          previous = character;
        }
      }
      const lines = new Set(tops.map((top) => Math.round(top / 4))).size;
      if (midWord || lines > 1) found.push({ code: text, midWord });
    }
    return found;
  });
  // A token longer than a phone's line (a 100-character pattern) has to break somewhere.
  return broken.filter(({ code, midWord }) => code.length <= 44 && (midWord || keepsTogether(code))).map(({ code }) => code);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path}: no identifier, card number or event name breaks inside a word, in a table, a field list or the text`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('main :is(td, th) code, main code.api-attr-name').first()).toBeVisible();
        expect(await tokensBrokenMidWord(page)).toEqual([]);
      });
    }
  });
}

test('a dotted field name may wrap at its dots only', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(FIELD_TABLE_PAGE);
  const dotted = page.locator('main td code:has(wbr)').first();
  await expect(dotted).toBeVisible();
  // The break opportunities sit right after the dots: the text around each <wbr> is `….` + `…`.
  const parts = await dotted.evaluate((code) => [...code.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''));
  expect(parts.length).toBeGreaterThan(1);
  for (const part of parts.slice(0, -1)) expect(part).toMatch(/[./]$/);
});

test.describe('a field table at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads as one card per row: nothing is cut off or scrolls sideways, every value is labelled with its column', async ({ page }) => {
    await page.goto(FIELD_TABLE_PAGE);
    const wrap = page.locator('main .table-wrap').first();
    await wrap.scrollIntoViewIfNeeded();
    await expect(wrap).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const layout = await wrap.evaluate((element) => {
      const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const box = element.getBoundingClientRect();
      const rows = [...element.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => ({
          label: getComputedStyle(cell, '::before').content,
          right: cell.getBoundingClientRect().right,
          width: cell.getBoundingClientRect().width,
        })),
      );
      return { headers, rows, sideways: element.scrollWidth - element.clientWidth, right: box.right, width: box.width, maxHeight: getComputedStyle(element).maxHeight };
    });
    expect(layout.headers.length).toBeGreaterThan(2);
    expect(layout.rows.length).toBeGreaterThan(2);
    expect(layout.sideways).toBeLessThanOrEqual(0);
    expect(layout.right).toBeLessThanOrEqual(390);
    // Spec §9: a table is at most 700 px tall on small screens.
    expect(layout.maxHeight).toBe('700px');
    for (const cells of layout.rows) {
      // The first cell is the card's title; each other one says which column it is, and takes the card's width.
      expect(cells[0]!.label).toBe('none');
      cells.slice(1).forEach((cell, index) => {
        expect(cell.label).toBe(`"${layout.headers[index + 1]}: "`);
        expect(cell.right).toBeLessThanOrEqual(layout.right);
      });
      const description = cells.at(-1)!;
      expect(description.width).toBeGreaterThan(layout.width * 0.8);
    }
  });
});

test('at 1440px a field table stays a table, at most 600 px tall (spec §9), with its header row', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(FIELD_TABLE_PAGE);
  const wrap = page.locator('main .table-wrap').first();
  await expect(wrap.locator('thead th').first()).toBeVisible();
  await expect(wrap.locator('table')).toHaveCSS('display', 'table');
  await expect(wrap).toHaveCSS('max-height', '600px');
  expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
});

test('an API attribute name that is long stays whole in its row at 390px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Content guide: `POST /api/session` takes `payment` and `returnUrl`; names come from the definition.
  const operation = operationOf('/checkout/api/reference/session', 'POST', '/api/session');
  const longest = operation.requestPanels[0]!.schema!.attributes.map((row) => row.name).sort((a, b) => b.length - a.length)[0]!;
  await page.goto('/checkout/api/reference/session');
  const name = page.locator('code.api-attr-name', { hasText: longest }).first();
  await expect(name).toBeVisible();
  const lines = await name.evaluate((code) => new Set([...code.getClientRects()].map((rect) => Math.round(rect.top))).size);
  expect(lines).toBe(1);
});
