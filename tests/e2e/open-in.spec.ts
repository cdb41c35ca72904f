import { expect, test, type Page } from '@playwright/test';
import { chatGptUrl, claudeUrl, cursorInstallUrl, markdownUrl, mcpUrl, vscodeInstallUrl } from '../../src/shared/agents/open-in';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { siteConfig } from '../../src/node/site-config';
import { waitForSiteCode } from '../support/hydration';
import { axeViolations } from './axe';
import { origin } from './origin';

/** The "Open in" menu beside "Copy page" (issue 48), as a reader uses it with a mouse and with the keyboard. */

const SESSION = '/checkout/create-session';
const MCP = mcpUrl(siteConfig.url);

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
});

const menuButton = (page: Page, label: string = es['openIn.label']) => page.getByRole('button', { name: label });
const menu = (page: Page) => page.getByRole('menu');
const item = (page: Page, name: string) => page.getByRole('menuitem', { name: new RegExp(`^${name}`) });
const focusedItem = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('role') === 'menuitem' ? (document.activeElement.textContent ?? '').trim() : null);

/** Every request the page makes to another origin. */
function otherOrigins(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:') seen.push(request.url());
  });
  return seen;
}

test('each item points where it says, in Spanish and in English, and nothing leaves the site before a choice', async ({ page }) => {
  const leaving = otherOrigins(page);
  await page.goto(SESSION);
  await waitForSiteCode(page);
  await expect(menu(page)).toBeHidden();
  await menuButton(page).hover();
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');

  const prompt = es['openIn.prompt'].replace('{url}', 'https://docs.ondapay.dev/checkout/create-session.md');
  expect(markdownUrl(siteConfig.url, SESSION)).toBe('https://docs.ondapay.dev/checkout/create-session.md');
  await expect(item(page, es['openIn.chatgpt'])).toHaveAttribute('href', chatGptUrl(prompt));
  await expect(item(page, es['openIn.chatgpt'])).toHaveAttribute('target', '_blank');
  await expect(item(page, es['openIn.claude'])).toHaveAttribute('href', claudeUrl(prompt));
  await expect(item(page, es['openIn.cursor'])).toHaveAttribute('href', cursorInstallUrl(MCP));
  await expect(item(page, es['openIn.vscode'])).toHaveAttribute('href', vscodeInstallUrl(MCP));
  await expect(page.getByRole('menuitem')).toHaveCount(5);
  expect(leaving).toEqual([]);

  // The English page's prompt points at the English twin.
  await page.goto(`/en${SESSION}`);
  await waitForSiteCode(page);
  await menuButton(page, en['openIn.label']).click();
  const enPrompt = en['openIn.prompt'].replace('{url}', `https://docs.ondapay.dev/en${SESSION}.md`);
  await expect(item(page, en['openIn.chatgpt'])).toHaveAttribute('href', chatGptUrl(enPrompt));
  await expect(item(page, en['openIn.claude'])).toHaveAttribute('href', claudeUrl(enPrompt));
  expect(leaving).toEqual([]);
});

test('copy MCP URL puts it on the clipboard and says so; a click outside closes the menu', async ({ page }) => {
  await page.goto(SESSION);
  await waitForSiteCode(page);
  await menuButton(page).click();
  await item(page, es['openIn.copyMcp']).click();
  await expect(item(page, es['openIn.copied'])).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MCP);
  await expect(item(page, es['openIn.copyMcp'])).toBeVisible();
  // The article's top corner: outside the menu, on no link.
  await page.locator('main').click({ position: { x: 2, y: 2 } });
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  // A second press on the button toggles it.
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await menuButton(page).click();
  await expect(menu(page)).toBeHidden();
});

test('choosing ChatGPT opens it in a new tab with the prompt', async ({ page, context }) => {
  await context.route(/^https:\/\/chatgpt\.com\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }));
  await page.goto(SESSION);
  await waitForSiteCode(page);
  await menuButton(page).click();
  const [opened] = await Promise.all([context.waitForEvent('page'), item(page, es['openIn.chatgpt']).click()]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).searchParams.get('q')).toContain('https://docs.ondapay.dev/checkout/create-session.md');
  await expect(menu(page)).toBeHidden();
});

test('the keyboard: Enter, Space and ArrowDown open on the first item, ArrowUp on the last; arrows move; Escape returns; Tab leaves', async ({ page }) => {
  await page.goto(SESSION);
  await waitForSiteCode(page);
  const button = menuButton(page);
  const first = es['openIn.chatgpt'];
  const last = es['openIn.vscode'];

  for (const key of ['Enter', ' ', 'ArrowDown']) {
    await button.focus();
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await expect(menu(page)).toBeVisible();
    await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${first}`));
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(button).toBeFocused();
  }

  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${last}`));
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${first}`));
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${last}`));
  await page.keyboard.press('Home');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${first}`));
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${es['openIn.claude']}`));
  await page.keyboard.press('End');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${last}`));
  // Typing goes to the item that starts with the letters typed.
  await page.keyboard.press('c');
  await expect.poll(() => focusedItem(page)).toMatch(new RegExp(`^${es['openIn.copyMcp']}`));

  // Enter on the copy item copies it.
  await page.keyboard.press('Enter');
  await expect(item(page, es['openIn.copied'])).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MCP);

  // Tab closes the menu and moves on to the next page action.
  await page.keyboard.press('Tab');
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('link', { name: es['page.viewMarkdown'] })).toBeFocused();
});

test('axe finds nothing with the menu open, light and dark', async ({ page }) => {
  await page.goto(SESSION);
  await waitForSiteCode(page);
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expect(menu(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
