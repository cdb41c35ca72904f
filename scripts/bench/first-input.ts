/**
 * How long a phone reader waits for the first thing they do on a page: the other half of issue
 * 15's main-thread figure. A page can do less work while it loads by starting less of its code,
 * and then the reader's first tap pays for what was left out; this measures that tap, so a change
 * to what a page starts is judged on both (docs/benchmarks.md, "What halving would cost").
 *
 *   npm run bench:first-input                              # 5 rounds on the session page
 *   npm run bench:first-input -- --page /checkout/integration/mobile --runs 3
 *   npm run bench:first-input -- --against /tmp/other/out  # this site and another build, in turns
 *   npm run bench:first-input -- --only dropdown --runs 15 # only the taps whose name has "dropdown"
 *
 * Each round opens the page on a fresh phone (phone.ts: 4× slower CPU, 150 ms round trip), waits
 * until the network has been idle and then 2.5 s more (a reader looking at the page), and taps
 * one control. The time is from the tap to its result on screen, checked at every frame, as the
 * benchmark sees it (its clock, around the touch it sends and the frames it polls); beside it, the
 * time in the page, from the tap's pointerdown event to the frame that first shows the result (close
 * to what INP counts), which leaves out the benchmark's polling (10–40 ms here) but not the tap's own
 * delivery to the page (switching to dark, a few milliseconds of the page's work, still reads about
 * 100 ms).
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
   * Runs in the page (so it carries no outside names): the page's time (performance.now()) once the
   * result is on screen, false until then.
   * `before` is the text of the page's h1 before the tap. A function, not a string: the pages'
   * Content-Security-Policy refuses eval (the frame loop in firstTap takes its source through the
   * debugger's own evaluation, which the policy does not cover).
   */
  done: (before: string | null) => number | false;
}

// Headless UI's dialog element has no box of its own: its panel's content shows it is open. The
// menu and search are native <dialog>s (no role attribute); the site at filing drew both with Headless UI.
const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open the menu',
    control: (page) => page.getByRole('button', { name: es['mobileNav.open'] }),
    done: () => [...document.querySelectorAll('dialog a, [role="dialog"] a')].some((link) => link.getBoundingClientRect().height > 0) && performance.now(),
  },
  {
    name: 'open search',
    control: (page) => page.locator('button[aria-keyshortcuts]'),
    done: () => [...document.querySelectorAll('dialog input, [role="dialog"] input')].some((input) => input.getBoundingClientRect().height > 0) && performance.now(),
  },
  {
    // A static dropdown (dropdown-html.ts): its listbox's code (Preact, Headless UI) comes with the first tap.
    name: 'open a dropdown (code language)',
    control: (page) => page.getByRole('button', { name: new RegExp(`^${es['codeGroup.language']}: `) }),
    done: () => [...document.querySelectorAll('[role="listbox"]')].some((list) => list.getBoundingClientRect().height > 0) && performance.now(),
  },
  {
    name: 'switch to dark',
    control: (page) => page.getByRole('button', { name: es['theme.toDark'] }),
    done: () => document.documentElement.classList.contains('dark') && performance.now(),
  },
  {
    name: 'previous page (pager link)',
    control: (page) => page.locator('a[rel="prev"]'),
    done: (before) => (document.querySelector('h1')?.textContent ?? before) !== before && performance.now(),
  },
];

interface TapTime {
  /** From sending the touch to seeing the result, on the benchmark's clock. */
  seen: number;
  /** From the tap's pointerdown to the frame showing the result, on the page's clock. */
  inPage: number;
}

async function firstTap(browser: Browser, url: string, interaction: Interaction): Promise<TapTime> {
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
    // Watches each frame from the tap on, in the page, so the time in the page does not wait for the
    // benchmark's polling. A string: the page's CSP refuses eval, but not the debugger's own evaluation.
    await page.evaluate(`(() => {
      const done = ${interaction.done.toString()};
      const before = ${JSON.stringify(before)};
      document.addEventListener('pointerdown', (event) => { window.__tapStart ??= event.timeStamp; }, { capture: true, once: true });
      const frame = () => { const shown = window.__tapStart === undefined ? false : done(before); if (shown) window.__shownAt = shown; else requestAnimationFrame(frame); };
      requestAnimationFrame(frame);
    })()`);
    const started = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(interaction.done, before, { polling: 'raf', timeout: 30_000 });
    const seen = Date.now() - started;
    await page.waitForFunction(() => {
      const times = window as unknown as { __tapStart?: number; __shownAt?: number };
      return times.__shownAt !== undefined || times.__tapStart === undefined;
    });
    // A link's result is another document, whose clock starts anew: no time in the page for it.
    const inPage = await page.evaluate(() => {
      const times = window as unknown as { __tapStart?: number; __shownAt?: number };
      return times.__tapStart === undefined || times.__shownAt === undefined ? Number.NaN : times.__shownAt - times.__tapStart;
    });
    return { seen, inPage: Math.round(inPage) };
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
  const only = argumentValue('only');
  const interactions = INTERACTIONS.filter((interaction) => only === undefined || interaction.name.includes(only));
  if (interactions.length === 0) throw new Error(`--only ${only} names none of the taps: ${INTERACTIONS.map((interaction) => interaction.name).join(', ')}.`);
  const copies = [copyBuiltSite(), ...(against === undefined ? [] : [copyBuiltSite(path.resolve(against))])];
  for (const copy of copies) {
    if (!existsSync(path.join(copy.outDir, `${pagePath}.html`))) throw new Error(`${pagePath} is not a page of ${copy.outDir}: give --page with a path the site has.`);
  }
  const servers = await Promise.all(copies.map((copy, index) => startServer(copy, PORT + index)));
  const sites: Site[] = copies.map((copy, index) => ({ label: index === 0 ? 'this site' : path.resolve(against!), origin: servers[index]!.origin, builtAt: copy.builtAt }));
  const quiet = await waitForQuietMachine();
  const browser = await launchBenchBrowser();
  const times = new Map(interactions.map((interaction) => [interaction, sites.map((): TapTime[] => [])]));
  for (let run = 0; run < runs; run++) {
    for (const interaction of interactions) {
      for (const [index, site] of sites.entries()) times.get(interaction)![index]!.push(await firstTap(browser, site.origin + pagePath, interaction));
    }
  }
  await browser.close();
  for (const server of servers) stopServer(server);

  const rows = interactions.map((interaction) => ({
    interaction: interaction.name,
    sites: sites.map((site, index) => {
      const taps = times.get(interaction)![index]!;
      const ms = taps.map((tap) => tap.seen);
      const inPageMs = taps.map((tap) => tap.inPage).filter((value) => Number.isFinite(value));
      return { site: site.label, medianMs: median(ms), ms, inPageMedianMs: inPageMs.length > 0 ? median(inPageMs) : null, inPageMs };
    }),
  }));
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
  console.log(`First tap on ${pagePath}, medians of ${runs} (range): as the benchmark sees it / in the page, pointerdown to the frame showing the result:`);
  console.log(
    markdownTable(
      ['First tap', ...sites.map((site) => site.label)],
      rows.map((row) => [row.interaction, ...row.sites.map((entry) => `${entry.medianMs} ms (${range(entry.ms)}) / ${entry.inPageMedianMs === null ? '—' : `${entry.inPageMedianMs} ms (${range(entry.inPageMs)})`}`)]),
    ),
  );
  console.log(`Other processes used ${(quiet.busyShareAtStart * 100).toFixed(0)} % of the CPUs at the start.`);
  console.log(`Wrote ${writeResults('first-input.json', { date: new Date().toISOString(), command: benchCommand('bench:first-input'), page: pagePath, runs, sites, quiet, rows })}`);
});
