/**
 * How long a phone reader waits for the first thing they do on a page: the other half of issue
 * 15's main-thread figure. A page can do less work while it loads by starting less of its code,
 * and then the reader's first tap pays for what was left out; this measures that tap, so a change
 * to what a page starts is judged on both (docs/benchmarks.md, "What halving would cost").
 *
 *   npm run bench:first-input                              # 5 rounds on the session page
 *   npm run bench:first-input -- --page /checkout/integration/mobile --runs 3
 *   npm run bench:first-input -- --against /tmp/other/out  # this site and another build, in turns
 *
 * Each round opens the page on a fresh phone (phone.ts: 4× slower CPU, 150 ms round trip), waits
 * until the network has been idle and then 2.5 s more (a reader looking at the page), and taps
 * one control. The time is from the tap to its result on screen, checked at every frame.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { waitForQuietMachine } from './machine-load';
import { launchBenchBrowser, openPhone } from './phone';
import { argumentValue, benchCommand, copyBuiltSite, countArgument, markdownTable, median, runBenchmark, startServer, stopServer, writeResults } from './shared';

const PORT = 4178;
const DEFAULT_PAGE = '/checkout/api/reference/session';
const READER_PAUSE_MS = 2_500;

interface Interaction {
  name: string;
  /** The control, found as a reader finds it (the Spanish pages are the default locale). */
  control: (page: Page) => Locator;
  /**
   * Runs in the page (so it carries no outside names): true once the result is on screen.
   * `before` is the text of the page's h1 before the tap. A function, not a string: the pages'
   * Content-Security-Policy refuses eval.
   */
  done: (before: string | null) => boolean;
}

// Headless UI's dialog element has no box of its own: its panel's content shows it is open. The
// menu and search are native <dialog>s (no role attribute); the site at filing drew both with Headless UI.
const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open the menu',
    control: (page) => page.getByRole('button', { name: es['mobileNav.open'] }),
    done: () => [...document.querySelectorAll('dialog a, [role="dialog"] a')].some((link) => link.getBoundingClientRect().height > 0),
  },
  {
    name: 'open search',
    control: (page) => page.locator('button[aria-keyshortcuts]'),
    done: () => [...document.querySelectorAll('dialog input, [role="dialog"] input')].some((input) => input.getBoundingClientRect().height > 0),
  },
  {
    // A static dropdown (dropdown-html.ts): its listbox's code (Preact, Headless UI) comes with the first tap.
    name: 'open a dropdown (code language)',
    control: (page) => page.getByRole('button', { name: new RegExp(`^${es['codeGroup.language']}: `) }),
    done: () => [...document.querySelectorAll('[role="listbox"]')].some((list) => list.getBoundingClientRect().height > 0),
  },
  {
    name: 'switch to dark',
    control: (page) => page.getByRole('button', { name: es['theme.toDark'] }),
    done: () => document.documentElement.classList.contains('dark'),
  },
  {
    name: 'previous page (pager link)',
    control: (page) => page.locator('a[rel="prev"]'),
    done: (before) => (document.querySelector('h1')?.textContent ?? before) !== before,
  },
];

async function firstTap(browser: Browser, url: string, interaction: Interaction): Promise<number> {
  const { context, page } = await openPhone(browser, { cache: true });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    const control = interaction.control(page).first();
    if ((await control.count()) === 0) throw new Error(`${url} has nothing to "${interaction.name}" with: give --page a page that has it.`);
    await control.scrollIntoViewIfNeeded();
    await page.waitForTimeout(READER_PAUSE_MS);
    // Parts of a long page laid out late (content-visibility) can move the control off screen meanwhile.
    await control.scrollIntoViewIfNeeded();
    const before = await page.locator('h1').first().textContent();
    const box = await control.boundingBox();
    if (!box) throw new Error(`${url}: the control to "${interaction.name}" is not on screen.`);
    const started = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(interaction.done, before, { polling: 'raf', timeout: 30_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

interface Site {
  label: string;
  origin: string;
  builtAt: string;
}

runBenchmark(async () => {
  const runs = countArgument('runs', 5);
  const pagePath = argumentValue('page') ?? DEFAULT_PAGE;
  const against = argumentValue('against');
  const copies = [copyBuiltSite(), ...(against === undefined ? [] : [copyBuiltSite(path.resolve(against))])];
  for (const copy of copies) {
    if (!existsSync(path.join(copy.outDir, `${pagePath}.html`))) throw new Error(`${pagePath} is not a page of ${copy.outDir}: give --page with a path the site has.`);
  }
  const servers = await Promise.all(copies.map((copy, index) => startServer(copy, PORT + index)));
  const sites: Site[] = copies.map((copy, index) => ({ label: index === 0 ? 'this site' : path.resolve(against!), origin: servers[index]!.origin, builtAt: copy.builtAt }));
  const quiet = await waitForQuietMachine();
  const browser = await launchBenchBrowser();
  const times = new Map(INTERACTIONS.map((interaction) => [interaction, sites.map((): number[] => [])]));
  for (let run = 0; run < runs; run++) {
    for (const interaction of INTERACTIONS) {
      for (const [index, site] of sites.entries()) times.get(interaction)![index]!.push(await firstTap(browser, site.origin + pagePath, interaction));
    }
  }
  await browser.close();
  for (const server of servers) stopServer(server);

  const rows = INTERACTIONS.map((interaction) => ({
    interaction: interaction.name,
    sites: sites.map((site, index) => {
      const ms = times.get(interaction)![index]!;
      return { site: site.label, medianMs: median(ms), ms };
    }),
  }));
  console.log(`First tap on ${pagePath}, medians of ${runs}:`);
  console.log(markdownTable(['First tap', ...sites.map((site) => site.label)], rows.map((row) => [row.interaction, ...row.sites.map((entry) => `${entry.medianMs} ms`)])));
  console.log(`Other processes used ${(quiet.busyShareAtStart * 100).toFixed(0)} % of the CPUs at the start.`);
  console.log(`Wrote ${writeResults('first-input.json', { date: new Date().toISOString(), command: benchCommand('bench:first-input'), page: pagePath, runs, sites, quiet, rows })}`);
});
