import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import type { AttributeModel } from '../../src/shared/openapi/attributes';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { waitForSiteCode } from '../support/hydration';
import {
  apiInfo,
  apiOperations,
  literalRuns,
  operationOf,
  operationsOf,
  paragraphs,
  responseOf,
  sampleOf,
  site,
  statusMessage,
  variantTitles,
} from './site-model';
import { clickSettled } from './settled-click';

// Titles, descriptions, variants and examples come from the API definition through the site model;
// paths, methods, field names and status codes are facts of the content guide.
const SESSION = '/checkout/api/reference/session';
const createOp = operationOf(SESSION, 'POST', '/api/session');
const enCreateOp = operationOf(`/en${SESSION}`, 'POST', '/api/session');
const createSession = (page: Page) => page.locator(`section[aria-labelledby="${createOp.id}"]`);
/**
 * The operation's interactive parts work once the API reference's code listens, after the rest of
 * the page. A click made before that is kept and made again then (loading.spec.ts tests exactly
 * that); tests that are about something else wait for that code first.
 */
/** The rows of the request or response panel currently shown (the others are hidden). */
const visiblePanel = (section: Locator) => section.locator('[data-panel]:not([hidden])');
/** The attribute row named `name` inside `scope` (its own name, not a nested row's). */
const attribute = (scope: Locator, name: string) =>
  scope.locator('li.api-attr').filter({ has: scope.page().locator(`:scope > .api-attr-head > code.api-attr-name:text-is("${name}")`) });
const firstParagraph = (markdown: string | undefined) => {
  const [first] = paragraphs(markdown);
  if (!first) throw new Error('The description has no paragraph.');
  return first;
};
/** The longest run of a description that reaches the HTML as it is written. */
const longestRun = (markdown: string | undefined) => {
  const run = literalRuns(markdown).sort((a, b) => b.length - a.length)[0];
  if (!run) throw new Error(`No distinctive text in: ${markdown}`);
  return run;
};

test.describe('API operation heading', () => {
  test('shows the method badge and the path in an anchored h2 with an 8rem scroll offset', async ({ page }) => {
    await page.goto(SESSION);
    const heading = page.locator(`h2#${createOp.id}`);
    await expect(heading).toContainText(createOp.title);
    await expect(heading.getByText(createOp.method, { exact: true })).toHaveClass(/bg-sky-100/);
    await expect(heading.locator('code')).toHaveText('/api/session');
    const anchor = heading.getByRole('link', { name: es['heading.anchor'].replace('{title}', createOp.title), exact: true });
    await expect(anchor).toHaveAttribute('href', `#${createOp.id}`);
    await expect(heading).toHaveCSS('scroll-margin-top', '128px');

    await anchor.click();
    await expect(page).toHaveURL(new RegExp(`#${createOp.id}$`));
  });

  test('lists every operation of the page under "On this page" and in the sidebar', async ({ page }) => {
    await page.goto(SESSION);
    const operations = operationsOf(SESSION);
    expect(operations.length).toBeGreaterThan(2);
    const toc = page.getByRole('navigation', { name: es['toc.title'] });
    const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(operations.map((operation) => `${SESSION}#${operation.id}`));
    await expect(toc.getByRole('link', { name: operations[1]!.title })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: es['sidebar.label'] });
    const last = operations.at(-1)!;
    await expect(sidebar.getByRole('link', { name: last.title })).toHaveAttribute('href', `${SESSION}#${last.id}`);
    for (const operation of operations) await expect(page.locator(`h2#${operation.id}`)).toHaveCount(1);
  });
});

// Attribute rows picked from the definition by what they carry, so the checks hold whichever fields have it.
const requestRows = (variant: number) => createOp.requestPanels[variant]?.schema?.attributes ?? [];
function pick<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`The request body of ${createOp.method} ${createOp.path} has no ${what}.`);
  return found;
}
const nested = (matches: (child: AttributeModel, siblings: AttributeModel[]) => boolean) =>
  requestRows(0).flatMap((parent) => parent.children.filter((child) => matches(child, parent.children)).map((child) => ({ parent, child })))[0];
const conditionalWithValues = () =>
  pick(nested((child) => child.conditional && (child.enum?.length ?? 0) > 0), 'nested conditional attribute with possible values');
const deprecatedField = () =>
  pick(nested((child, siblings) => child.deprecated && siblings.some((sibling) => !sibling.deprecated)), 'nested deprecated attribute beside a current one');
const showAttributes = (dict: typeof es | typeof en, name: string) => dict['api.showAttributes'].replace('{name}', name);

/** The toggle of a row's own nested attributes: a native <details> and its <summary>. */
const toggleOf = (row: Locator) => row.locator(':scope > details');
const hideAttributes = (dict: typeof es | typeof en, name: string) => dict['api.hideAttributes'].replace('{name}', name);

test.describe('attributes', () => {
  test('a nested object opens and closes with a disclosure', async ({ page }) => {
    const { parent, child } = conditionalWithValues();
    await page.goto(SESSION);
    const panel = visiblePanel(createSession(page)).first();
    const parentRow = attribute(panel, parent.name);
    const toggle = toggleOf(parentRow);
    const summary = toggle.locator(':scope > summary');
    // Rows far down a long operation are not laid out until near the screen (content-visibility): read it as a reader would, scrolled to.
    await summary.scrollIntoViewIfNeeded();
    await expect(summary).toHaveText(showAttributes(es, parent.name), { useInnerText: true });
    await expect(toggle).not.toHaveAttribute('open');
    await expect(attribute(parentRow, child.name)).toBeHidden();

    await clickSettled(summary);
    await expect(summary).toHaveText(hideAttributes(es, parent.name), { useInnerText: true });
    await expect(toggle).toHaveAttribute('open', '');
    const childRow = attribute(parentRow, child.name);
    await expect(childRow).toBeVisible();
    await expect(childRow).toContainText(es['badge.conditional']);
    for (const value of child.enum ?? []) await expect(childRow).toContainText(value);

    await clickSettled(summary);
    await expect(summary).toHaveText(showAttributes(es, parent.name), { useInnerText: true });
    await expect(toggle).not.toHaveAttribute('open');
    await expect(attribute(parentRow, child.name)).toBeHidden();
  });

  test('shows type with format, badges, facts and nullable Yes/No', async ({ page }) => {
    const withFormat = pick(requestRows(0).find((row) => row.required && /<.+>/.test(row.typeLabel)), 'required attribute with a format');
    const withLength = pick(requestRows(0).find((row) => row.maxLength !== undefined && row.pattern !== undefined), 'attribute with a maximum length and a pattern');
    const withDefault = pick(requestRows(0).find((row) => row.default !== undefined), 'attribute with a default');
    await page.goto(SESSION);
    const panel = visiblePanel(createSession(page)).first();
    const formatted = attribute(panel, withFormat.name);
    await expect(formatted.locator('.api-attr-type')).toHaveText(withFormat.typeLabel);
    await expect(formatted).toContainText(es['badge.required']);
    await expect(formatted).toContainText(`${es['api.fact.nullable']}: ${withFormat.nullable ? es['api.yes'] : es['api.no']}`);
    const limited = attribute(panel, withLength.name);
    await expect(limited).toContainText(`${es['api.fact.maxLength']}: ${withLength.maxLength}`);
    await expect(limited).toContainText(es['api.fact.pattern']);
    await expect(attribute(panel, withDefault.name)).toContainText(`${es['api.fact.default']}: ${withDefault.default}`);
  });

  test('a deprecated field carries the deprecated note', async ({ page }) => {
    const { parent, child } = deprecatedField();
    const current = pick(parent.children.find((sibling) => !sibling.deprecated), 'current attribute beside the deprecated one');
    await page.goto(SESSION);
    const parentRow = attribute(visiblePanel(createSession(page)).first(), parent.name);
    await clickSettled(toggleOf(parentRow).locator(':scope > summary'));
    const deprecated = attribute(parentRow, child.name);
    await expect(deprecated).toBeVisible();
    await expect(deprecated).toContainText(es['api.deprecated']);
    await expect(attribute(parentRow, current.name)).not.toContainText(es['api.deprecated']);
  });
});

test.describe('selectors', () => {
  test('the one-of selector switches the request variant of createSession, with its samples', async ({ page }) => {
    const [firstVariant, secondVariant] = variantTitles(createOp);
    // A field only the first variant has, and one only the second has.
    const onlyFirst = pick(requestRows(0).find((row) => !requestRows(1).some((other) => other.name === row.name)), 'field of the first variant alone');
    const onlySecond = pick(requestRows(1).find((row) => !requestRows(0).some((other) => other.name === row.name)), 'field of the second variant alone');
    await page.goto(SESSION);
    const section = createSession(page);
    const panel = visiblePanel(section);
    await expect(panel).toHaveCount(2); // the request variant and the response status shown
    await expect(attribute(panel.first(), onlyFirst.name)).toBeVisible();
    await expect(attribute(panel.first(), onlySecond.name)).toHaveCount(0);

    const variants = section.getByRole('button', { name: `${es['api.variant']}: ${firstVariant}` });
    await waitForSiteCode(page);
    await clickSettled(variants);
    await page.getByRole('option', { name: secondVariant }).click();

    await expect(section.getByRole('button', { name: `${es['api.variant']}: ${secondVariant}` })).toBeVisible();
    await expect(attribute(panel.first(), onlySecond.name)).toBeVisible();
    await expect(attribute(panel.first(), onlyFirst.name)).toHaveCount(0);
    // The samples beside it now send the second variant's example.
    const secondCurl = sampleOf(createOp, 'bash', 1);
    expect(secondCurl.code).toContain(`"${onlySecond.name}"`);
    await expect(section.locator('pre[data-language="bash"]:visible')).toHaveText(secondCurl.code);
  });

  test('the response selector switches the status and shows its description', async ({ page }) => {
    const statusCodes = createOp.responses.map((response) => response.status);
    const [first] = createOp.responses;
    // Content guide: a failed authentication answers HTTP 401.
    const unauthorized = responseOf(createOp, '401');
    const afterUnauthorized = statusCodes[(statusCodes.indexOf('401') + 1) % statusCodes.length]!;
    await page.goto(SESSION);
    const section = createSession(page);
    const statuses = section.getByRole('radiogroup', { name: es['api.status'] });
    // Native radio buttons, each named by its label; a reader clicks the label's pill.
    await expect(statuses.locator('label')).toHaveText(statusCodes);
    await expect(statuses.getByRole('radio', { name: first!.status })).toBeChecked();
    await expect(section.getByText(firstParagraph(first!.description))).toBeVisible();

    await clickSettled(statuses.locator('label', { hasText: '401' }));
    await expect(statuses.getByRole('radio', { name: '401' })).toBeChecked();
    await expect(statuses.getByRole('radio', { name: first!.status })).not.toBeChecked();
    await expect(section.getByText(firstParagraph(unauthorized.description))).toBeVisible();
    await expect(section.getByText(firstParagraph(first!.description))).toBeHidden();
    await expect(section.getByText(es['api.responseExample'].replace('{status}', '401'))).toBeVisible();
    await expect(section.locator('pre:visible', { hasText: statusMessage(unauthorized.examples[0]) })).toBeVisible();
    // Native radio buttons: the arrow keys move and choose.
    await statuses.getByRole('radio', { name: '401' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(statuses.getByRole('radio', { name: afterUnauthorized })).toBeChecked();
  });

  test('a status not shown first is fetched when picked; offline it says so, and a retry brings it', async ({ page }) => {
    const unauthorized = responseOf(createOp, '401');
    await page.goto(SESSION);
    const section = createSession(page);
    // Not in the page until asked for: the status's panel is empty and says where its HTML is.
    await expect(section.locator('[data-panel][data-part-src]').first()).toBeAttached();
    await expect(section.getByText(firstParagraph(unauthorized.description))).toHaveCount(0);
    await waitForSiteCode(page);
    await page.route('**/code/**', (route) => route.abort('internetdisconnected'));
    await clickSettled(section.getByRole('radiogroup', { name: es['api.status'] }).locator('label', { hasText: '401' }));
    const shown = visiblePanel(section).last();
    await expect(shown.getByRole('alert')).toHaveText(`${es['api.partFailed']} ${es['code.retry']}`);

    await page.unroute('**/code/**');
    await clickSettled(shown.getByRole('button', { name: es['code.retry'] }));
    await expect(section.getByText(firstParagraph(unauthorized.description))).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
  });

  test('the code samples come in cURL, JavaScript, PHP, Python, Java and C# through a dropdown', async ({ page }) => {
    const samples = createOp.requestPanels[0]!.samples;
    expect(samples.map((sample) => sample.language)).toEqual(['bash', 'js', 'php', 'python', 'java', 'csharp']);
    const python = sampleOf(createOp, 'python');
    await page.goto(SESSION);
    const section = createSession(page);
    const languages = section.getByRole('button', { name: `${es['codeGroup.language']}: ${samples[0]!.label}` });
    await expect(languages).toBeVisible();
    await waitForSiteCode(page);
    await clickSettled(languages);
    await expect(page.getByRole('option')).toHaveText(samples.map((sample) => sample.label));
    await page.getByRole('option', { name: python.label }).click();
    const shown = section.locator('pre[data-language="python"]:visible').first();
    await expect(shown).toHaveText(python.code);
    await expect(shown).toContainText('requests.request(');
    // Content guide: examples call the test host of Web Checkout.
    await expect(shown).toContainText('https://checkout-test.ondapay.dev/api/session');
  });
});

test.describe('downloads', () => {
  for (const [locale, dict, prefix] of [['es', es, ''], ['en', en, '/en']] as const) {
    test(`the ${locale} page links its definition as YAML, JSON and a Postman collection`, async ({ page, request }) => {
      await page.goto(`${prefix}${SESSION}`);
      const yaml = page.getByRole('link', { name: dict['api.download.openapi.yaml'] });
      await expect(yaml).toHaveAttribute('href', `/openapi/checkout/${locale}/openapi.yaml`);

      const yamlResponse = await request.get(`/openapi/checkout/${locale}/openapi.yaml`);
      expect(yamlResponse.status()).toBe(200);
      const fromYaml = parse(await yamlResponse.text()) as { openapi: string; info: { title: string } };
      expect(fromYaml.openapi).toBe('3.1.0');
      expect(fromYaml.info.title).toBe(apiInfo('checkout', locale).title);
      if (locale === 'en') expect(fromYaml.info.title).not.toBe(apiInfo('checkout', 'es').title);

      const jsonHref = await page.getByRole('link', { name: dict['api.download.openapi.json'] }).getAttribute('href');
      const json = await request.get(jsonHref ?? '');
      expect(json.status()).toBe(200);
      expect(json.headers()['content-type']).toContain('application/json');
      expect(((await json.json()) as { paths: Record<string, unknown> }).paths['/api/session']).toBeDefined();

      const postmanHref = await page.getByRole('link', { name: dict['api.download.postman.json'] }).getAttribute('href');
      const postman = await request.get(postmanHref ?? '');
      expect(postman.status()).toBe(200);
      const collection = (await postman.json()) as { info: { schema: string }; item: unknown[] };
      expect(collection.info.schema).toContain('v2.1.0');
      expect(collection.item.length).toBeGreaterThan(0);
    });
  }
});

test('the English page shows the English texts of the overlay', async ({ page }) => {
  // The overlay translates every text: the English ones differ from the Spanish ones.
  expect(enCreateOp.title).not.toBe(createOp.title);
  expect(firstParagraph(enCreateOp.description)).not.toBe(firstParagraph(createOp.description));
  await page.goto(`/en${SESSION}`);
  const section = page.locator(`section[aria-labelledby="${enCreateOp.id}"]`);
  await expect(page.locator(`h2#${enCreateOp.id}`)).toContainText(enCreateOp.title);
  await expect(section.getByText(firstParagraph(enCreateOp.description))).toBeVisible();
  await expect(section.getByRole('button', { name: `${en['api.variant']}: ${variantTitles(enCreateOp)[0]}` })).toBeVisible();
  await expect(section.getByRole('heading', { name: en['api.requestBody'] })).toBeVisible();
  await clickSettled(section.getByRole('radiogroup', { name: en['api.status'] }).locator('label', { hasText: '401' }));
  await expect(section.getByText(firstParagraph(responseOf(enCreateOp, '401').description), { exact: false }).first()).toBeVisible();
  await expect(section).not.toContainText(firstParagraph(responseOf(createOp, createOp.responses[0]!.status).description));
  await expect(section).not.toContainText(firstParagraph(createOp.description));
  // Field names are never translated (content guide): the same deprecated field, with the English note.
  const { parent, child } = deprecatedField();
  const parentRow = attribute(visiblePanel(section).first(), parent.name);
  const summary = toggleOf(parentRow).locator(':scope > summary');
  await expect(summary).toHaveText(showAttributes(en, parent.name), { useInnerText: true });
  await clickSettled(summary);
  await expect(attribute(parentRow, child.name)).toContainText(en['api.deprecated']);
});

test('an API page carries its own operations, not the whole definition', async ({ request }) => {
  const response = await request.get(SESSION);
  const html = await response.text();
  const own = operationsOf(SESSION);
  for (const operation of own) {
    expect(html).toContain(operation.title);
    expect(html).toContain(longestRun(operation.description));
  }
  // Descriptions of operations documented on other pages, and the definition's own introduction.
  const elsewhere = apiOperations('checkout', 'es').filter(({ page }) => page.href !== SESSION);
  expect(elsewhere.length).toBeGreaterThan(0);
  for (const { operation } of elsewhere) expect(html).not.toContain(longestRun(operation.description));
  expect(html).not.toContain(longestRun(apiInfo('checkout', 'es').description));
  expect(html).not.toContain('openapi: 3.1.0');
  // Three operations with six samples each stay well under the size of a few guide pages once compressed.
  expect(gzipSync(html).length).toBeLessThan(150_000);
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page fits the screen and the samples stay reachable', async ({ page }) => {
    await page.goto(SESSION);
    await expect(page.locator(`h2#${createOp.id}`)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const samples = createSession(page).getByRole('button', { name: `${es['codeGroup.language']}: ${createOp.requestPanels[0]!.samples[0]!.label}` });
    await samples.scrollIntoViewIfNeeded();
    await expect(samples).toBeVisible();
  });
});

test.describe('the request sample beside the attributes', () => {
  /** The request sample block of `POST /api/session` and the column of attributes beside or above it. */
  async function sampleLayout(page: Page) {
    await page.goto(SESSION);
    const sample = createSession(page).locator('[data-code-block]').first();
    await sample.scrollIntoViewIfNeeded();
    const pre = sample.locator('pre:visible');
    await expect(pre).toBeVisible();
    const lead = createSession(page).locator('[data-panel]').first();
    const [preBox, leadBox] = [await pre.boundingBox(), await lead.boundingBox()];
    return {
      pre,
      sideways: await pre.evaluate((element) => element.scrollWidth - element.clientWidth),
      text: await pre.innerText(),
      besides: preBox!.x >= leadBox!.x + leadBox!.width,
    };
  }
  // Content guide: Web Checkout's test base URL; the sample's URL is built from the definition's server.
  const url = /https:\/\/\S+\/api\/session/.exec(sampleOf(createOp, 'bash').code)?.[0];

  test('at 1440px it sits beside the attributes and shows the whole URL, wrapped between its parts', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(url).toBeDefined();
    const layout = await sampleLayout(page);
    expect(layout.besides).toBe(true);
    // Nothing is cut off: no line is wider than the block, and the URL reads whole (wrapped lines join with a line break only).
    expect(layout.sideways).toBeLessThanOrEqual(0);
    expect(layout.text.replace(/\n/g, '')).toContain(url!);
  });

  test('at 1280px, where two columns would be cramped, it stacks below them and each line is whole', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const layout = await sampleLayout(page);
    expect(layout.besides).toBe(false);
    expect(layout.sideways).toBeLessThanOrEqual(0);
    expect(layout.text.split('\n')).toContainEqual(expect.stringContaining(url!));
  });
});

test.describe('a long API page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // The Spanish API page that places the most operations, whatever the content holds.
  const longest = site.pages.filter((page) => page.locale === 'es' && page.kind === 'api').sort((a, b) => (b.operations?.length ?? 0) - (a.operations?.length ?? 0))[0]!;
  const operations = longest.operations ?? [];

  test('lays out only the operations near the screen, so it paints first as early as a guide', async ({ page }) => {
    expect(operations.length).toBeGreaterThan(3);
    await page.goto(longest.href);
    // An operation whose contents the browser skips: its heading is not rendered until it nears the screen.
    const laidOut = (id: string) => page.locator(`section[aria-labelledby="${id}"]`).evaluate((section) => section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut(operations[0]!.id)).toBe(true);
    expect(await laidOut(operations.at(-1)!.id)).toBe(false);
  });

  test('carries one icon per copy button: the copied and failed icons are drawn by the page’s code', async ({ request }) => {
    const html = await (await request.get(longest.href)).text();
    const copyButtons = html.match(/data-copy-code=""/g)?.length ?? 0;
    expect(copyButtons).toBeGreaterThan(3);
    // lucide's copy, check and x drawings (src/browser/runtime/copy-icons.ts): each button draws the first.
    expect(html.match(/data-copy-code=""[^>]*><svg[^>]*><rect width="14" height="14" x="8" y="8" rx="2" ry="2"><\/rect>/g)).toHaveLength(copyButtons);
    // The menu's close button, in its <template>, draws the same x: it is not a copy button's.
    const page = html.replace(/<template>[\s\S]*?<\/template>/g, '');
    expect(page).not.toContain('<path d="M20 6 9 17l-5-5">');
    expect(page).not.toContain('<path d="M18 6 6 18">');
  });

  test('a link to an operation far down the page lands on its heading', async ({ page }) => {
    const target = operations.at(-2)!;
    await page.goto(`${longest.href}#${target.id}`);
    const heading = page.locator(`[id="${target.id}"]`);
    await expect(heading).toBeInViewport();
    // Under the top bar, not a screen away: operations laid out on the way must not move it.
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(250);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });
});
