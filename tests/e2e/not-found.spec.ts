import { expect, test } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';

test('a missing Spanish URL answers 404 with the Spanish page', async ({ page }) => {
  const response = await page.goto('/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es['notFound.title'], { useInnerText: true });
  await expect(page.getByRole('link', { name: es['notFound.home'] })).toHaveAttribute('href', '/');
  await expect(page.getByText(en['notFound.title'])).toBeHidden();
  // Kept out of search engines once.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a missing English URL answers 404 with the English page', async ({ page }) => {
  const response = await page.goto('/en/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['notFound.title'], { useInnerText: true });
  await expect(page.getByRole('link', { name: en['notFound.home'] })).toHaveAttribute('href', '/en');
  await expect(page.getByText(es['notFound.title'])).toBeHidden();
});

test('the English 404 page keeps an English document title', async ({ page }) => {
  // The inline locale script sets the English title; hydration once put the Spanish <title>
  // back, so the title is read after the page's scripts have loaded and run.
  await page.goto('/en/does-not-exist', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['notFound.title'], { useInnerText: true });
  await expect(page).toHaveTitle(`${en['notFound.title']} - ${en['meta.titleSuffix']}`);
});
