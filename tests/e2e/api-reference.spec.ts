import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { en } from '../../src/lib/i18n/dictionaries/en';
import { es } from '../../src/lib/i18n/dictionaries/es';

const SESSION = '/checkout/api/reference/session';
const createSession = (page: Page) => page.locator('section[aria-labelledby="post-api-session"]');
/** The rows of the request or response panel currently shown (the others are hidden). */
const visiblePanel = (section: Locator) => section.locator('[data-panel]:not([hidden])');
/** The attribute row named `name` inside `scope` (its own name, not a nested row's). */
const attribute = (scope: Locator, name: string) =>
  scope.locator('li.api-attr').filter({ has: scope.page().locator(`:scope > .api-attr-head > code.api-attr-name:text-is("${name}")`) });

test.describe('API operation heading', () => {
  test('shows the method badge and the path in an anchored h2 with an 8rem scroll offset', async ({ page }) => {
    await page.goto(SESSION);
    const heading = page.locator('h2#post-api-session');
    await expect(heading).toContainText('Crea una sesión');
    await expect(heading.getByText('POST', { exact: true })).toHaveClass(/bg-sky-100/);
    await expect(heading.locator('code')).toHaveText('/api/session');
    const anchor = heading.getByRole('link', { name: es['heading.anchor'].replace('{title}', 'Crea una sesión'), exact: true });
    await expect(anchor).toHaveAttribute('href', '#post-api-session');
    await expect(heading).toHaveCSS('scroll-margin-top', '128px');

    await anchor.click();
    await expect(page).toHaveURL(/#post-api-session$/);
  });

  test('lists every operation of the page under "On this page" and in the sidebar', async ({ page }) => {
    await page.goto(SESSION);
    const ids = ['post-api-session', 'post-api-session-requestid', 'post-api-session-requestid-cancel'];
    const toc = page.getByRole('navigation', { name: es['toc.title'] });
    const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(ids.map((id) => `${SESSION}#${id}`));
    await expect(toc.getByRole('link', { name: 'Consulta una sesión' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: es['sidebar.label'] });
    await expect(sidebar.getByRole('link', { name: 'Cancela una sesión' })).toHaveAttribute('href', `${SESSION}#post-api-session-requestid-cancel`);
    for (const id of ids) await expect(page.locator(`h2#${id}`)).toHaveCount(1);
  });
});

test.describe('attributes', () => {
  test('a nested object opens and closes with a disclosure', async ({ page }) => {
    await page.goto(SESSION);
    const panel = visiblePanel(createSession(page)).first();
    const payer = attribute(panel, 'payer');
    const button = payer.getByRole('button', { name: es['api.showAttributes'].replace('{name}', 'payer') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(attribute(payer, 'documentType')).toBeHidden();

    await button.click();
    const hide = payer.getByRole('button', { name: es['api.hideAttributes'].replace('{name}', 'payer') });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const documentType = attribute(payer, 'documentType');
    await expect(documentType).toBeVisible();
    await expect(documentType).toContainText(es['badge.conditional']);
    await expect(documentType).toContainText('PPN');

    await hide.click();
    await expect(payer.getByRole('button', { name: es['api.showAttributes'].replace('{name}', 'payer') })).toHaveAttribute('aria-expanded', 'false');
    await expect(attribute(payer, 'documentType')).toBeHidden();
  });

  test('shows type with format, badges, facts and nullable Yes/No', async ({ page }) => {
    await page.goto(SESSION);
    const panel = visiblePanel(createSession(page)).first();
    const expiration = attribute(panel, 'expiration');
    await expect(expiration.locator('.api-attr-type')).toHaveText('string<date-time>');
    await expect(expiration).toContainText(es['badge.required']);
    await expect(expiration).toContainText(`${es['api.fact.nullable']}: ${es['api.no']}`);
    const paymentMethod = attribute(panel, 'paymentMethod');
    await expect(paymentMethod).toContainText(`${es['api.fact.maxLength']}: 255`);
    await expect(paymentMethod).toContainText(es['api.fact.pattern']);
    const skipResult = attribute(panel, 'skipResult');
    await expect(skipResult).toContainText(`${es['api.fact.default']}: false`);
  });

  test('a deprecated field carries the deprecated note', async ({ page }) => {
    await page.goto(SESSION);
    const payer = attribute(visiblePanel(createSession(page)).first(), 'payer');
    await payer.getByRole('button', { name: es['api.showAttributes'].replace('{name}', 'payer') }).click();
    const phone = attribute(payer, 'phone');
    await expect(phone).toBeVisible();
    await expect(phone).toContainText(es['api.deprecated']);
    await expect(attribute(payer, 'mobile')).not.toContainText(es['api.deprecated']);
  });
});

test.describe('selectors', () => {
  test('the one-of selector switches the request variant of createSession, with its samples', async ({ page }) => {
    await page.goto(SESSION);
    const section = createSession(page);
    const panel = visiblePanel(section);
    await expect(panel).toHaveCount(2); // the request variant and the response status shown
    await expect(attribute(panel.first(), 'payment')).toBeVisible();
    await expect(attribute(panel.first(), 'subscription')).toHaveCount(0);

    await section.getByRole('button', { name: `${es['api.variant']}: Sesión de pago` }).click();
    await page.getByRole('option', { name: 'Sesión de suscripción' }).click();

    await expect(section.getByRole('button', { name: `${es['api.variant']}: Sesión de suscripción` })).toBeVisible();
    await expect(attribute(panel.first(), 'subscription')).toBeVisible();
    await expect(attribute(panel.first(), 'payment')).toHaveCount(0);
    // The samples beside it now send the subscription example.
    await expect(section.locator('pre[data-language="bash"]:visible')).toContainText('"subscription"');
  });

  test('the response selector switches the status and shows its description', async ({ page }) => {
    await page.goto(SESSION);
    const section = createSession(page);
    const statuses = section.getByRole('radiogroup', { name: es['api.status'] });
    // Native radio buttons, each named by its label; a reader clicks the label's pill.
    await expect(statuses.locator('label')).toHaveText(['200', '400', '401', '429']);
    await expect(statuses.getByRole('radio', { name: '200' })).toBeChecked();
    await expect(section.getByText('La sesión se creó en estado')).toBeVisible();

    await statuses.locator('label', { hasText: '401' }).click();
    await expect(statuses.getByRole('radio', { name: '401' })).toBeChecked();
    await expect(statuses.getByRole('radio', { name: '200' })).not.toBeChecked();
    await expect(section.getByText('La autenticación falló.')).toBeVisible();
    await expect(section.getByText('La sesión se creó en estado')).toBeHidden();
    await expect(section.getByText('Respuesta 401')).toBeVisible();
    await expect(section.locator('pre:visible', { hasText: 'Autenticación fallida 101' })).toBeVisible();
    // Native radio buttons: the arrow keys move and choose.
    await statuses.getByRole('radio', { name: '401' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(statuses.getByRole('radio', { name: '429' })).toBeChecked();
  });

  test('the code samples come in cURL, JavaScript, PHP, Python, Java and C# through a dropdown', async ({ page }) => {
    await page.goto(SESSION);
    const section = createSession(page);
    const languages = section.getByRole('button', { name: `${es['codeGroup.language']}: cURL` });
    await expect(languages).toBeVisible();
    await languages.click();
    await expect(page.getByRole('option')).toHaveText(['cURL', 'JavaScript', 'PHP', 'Python', 'Java', 'C#']);
    await page.getByRole('option', { name: 'Python' }).click();
    const python = section.locator('pre[data-language="python"]:visible').first();
    await expect(python).toContainText('requests.request(');
    await expect(python).toContainText('https://checkout-test.ondapay.dev/api/session');
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
      expect(fromYaml.info.title).toBe(locale === 'es' ? 'API de Web Checkout' : 'Web Checkout API');

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
  await page.goto(`/en${SESSION}`);
  const section = page.locator('section[aria-labelledby="post-api-session"]');
  await expect(page.locator('h2#post-api-session')).toContainText('Create a session');
  await expect(section.getByText('Creates a payment session')).toBeVisible();
  await expect(section.getByRole('button', { name: `${en['api.variant']}: Payment session` })).toBeVisible();
  await expect(section.getByRole('heading', { name: en['api.requestBody'] })).toBeVisible();
  await section.getByRole('radiogroup', { name: en['api.status'] }).locator('label', { hasText: '401' }).click();
  await expect(section.getByText('Authentication failed.', { exact: false }).first()).toBeVisible();
  await expect(section).not.toContainText('La sesión se creó');
  const payer = attribute(visiblePanel(section).first(), 'payer');
  await payer.getByRole('button', { name: en['api.showAttributes'].replace('{name}', 'payer') }).click();
  await expect(attribute(payer, 'phone')).toContainText(en['api.deprecated']);
});

test('an API page carries its own operations, not the whole definition', async ({ request }) => {
  const response = await request.get(SESSION);
  const html = await response.text();
  expect(html).toContain('Crea una sesión');
  // Descriptions of operations documented on other pages, and the definition's own introduction.
  expect(html).not.toContain('Tu servidor recibe y envía los datos de la tarjeta');
  expect(html).not.toContain('No hay campo de monto');
  expect(html).not.toContain('La API de Web Checkout te permite crear sesiones');
  expect(html).not.toContain('openapi: 3.1.0');
  // Three operations with six samples each stay well under the size of a few guide pages once compressed.
  expect(gzipSync(html).length).toBeLessThan(150_000);
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page fits the screen and the samples stay reachable', async ({ page }) => {
    await page.goto(SESSION);
    await expect(page.locator('h2#post-api-session')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const samples = createSession(page).getByRole('button', { name: `${es['codeGroup.language']}: cURL` });
    await samples.scrollIntoViewIfNeeded();
    await expect(samples).toBeVisible();
  });
});
