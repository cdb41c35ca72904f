import { expect, test } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { flattenLinks } from '../../src/shared/navigation/walk';
import { neighboursOf, pageAt } from './site-model';

// Previous and next are the page's neighbours in its sidebar's reading order (site model).
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function bothNeighbours(href: string) {
  const { previous, next } = neighboursOf(href);
  if (!previous || !next) throw new Error(`${href} needs a previous and a next page for this test.`);
  return { previous, next };
}

test('shows labelled previous and next links in Spanish', async ({ page }) => {
  const { previous: before, next: after } = bothNeighbours('/checkout/how-checkout-works');
  await page.goto('/checkout/how-checkout-works');
  const pager = page.getByRole('navigation', { name: es['pager.label'] });
  const previous = pager.getByRole('link', { name: before.title });
  const next = pager.getByRole('link', { name: after.title });
  await expect(previous).toHaveAttribute('href', before.href);
  await expect(previous).toHaveAttribute('rel', 'prev');
  await expect(previous).toHaveAccessibleName(new RegExp(`^${es['pager.previous']}\\s*${escape(before.title)}$`));
  await expect(next).toHaveAttribute('href', after.href);
  await expect(next).toHaveAttribute('rel', 'next');
  await expect(next).toHaveAccessibleName(new RegExp(`^${es['pager.next']}\\s*${escape(after.title)}$`));
});

test('uses English labels on English pages', async ({ page }) => {
  const { previous, next } = bothNeighbours('/en/checkout/how-checkout-works');
  await page.goto('/en/checkout/how-checkout-works');
  const pager = page.getByRole('navigation', { name: en['pager.label'] });
  await expect(pager.locator('a[rel="prev"]')).toHaveAccessibleName(new RegExp(`^${en['pager.previous']}\\s*${escape(previous.title)}$`));
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', previous.href);
  expect(previous.href).toMatch(/^\/en\//);
  await expect(pager.locator('a[rel="next"]')).toHaveAccessibleName(new RegExp(`^${en['pager.next']}\\s*${escape(next.title)}$`));
  await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', next.href);
  expect(next.href).toMatch(/^\/en\//);
});

test('the first page has no previous link and next navigates', async ({ page }) => {
  // The first page of the Web Checkout sidebar.
  const first = flattenLinks(pageAt('/checkout').navigation)[0]!;
  const { previous, next: after } = neighboursOf(first.href);
  expect(previous).toBeUndefined();
  if (!after) throw new Error(`${first.href} needs a next page for this test.`);
  await page.goto(first.href);
  const pager = page.getByRole('navigation', { name: es['pager.label'] });
  const next = pager.getByRole('link', { name: new RegExp(`^${es['pager.next']}`) });
  await expect(next).toHaveAccessibleName(new RegExp(`^${es['pager.next']}\\s*${escape(after.title)}$`));
  await expect(pager.getByRole('link')).toHaveCount(1);
  await expect(pager.getByRole('link', { name: new RegExp(es['pager.previous']) })).toHaveCount(0);

  await next.click();
  await page.waitForURL(after.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(after.href).title);
  await expect(
    page.getByRole('navigation', { name: es['pager.label'] }).getByRole('link', { name: new RegExp(`^${es['pager.previous']}`) }),
  ).toHaveAttribute('href', first.href);
});
