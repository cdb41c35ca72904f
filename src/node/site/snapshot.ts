import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the build's steps hand the checked site to each other (load-site.ts), in a module of its
 * own so that scripts/build.ts, which only passes the names on, does not load the site's parsers.
 *
 * `npm run build` reads and checks the site once (scripts/check-content.ts), writes it here, and
 * runs every later step with SITE_SNAPSHOT=1: each prerender worker and post-build script then
 * reads it back in a tenth of a second instead of parsing every page and definition again
 * (some 5 s each at full size). Without the variable (next dev, tests) the site is read as usual.
 */
export const SITE_SNAPSHOT_ENV = 'SITE_SNAPSHOT';
export const siteSnapshotFile = (repoRoot = process.cwd()) => path.join(repoRoot, '.next', 'cache', 'ondapay-site.v8');

/**
 * scripts/build.ts runs Next's compile and its prerender as two steps. The compile step also
 * exports the routes that take no parameters (the home, search, the code catalogue), output the
 * prerender step deletes and writes again: there they render from an empty site, rather than
 * reading and checking every page in a worker beside the content check.
 */
export const BUILD_STEP_ENV = 'ONDAPAY_BUILD_STEP';

/** The URLs of the checked site's pages, written beside the snapshot: what the build checks the export against. */
export const pageListFile = (repoRoot = process.cwd()) => path.join(repoRoot, '.next', 'cache', 'ondapay-site-pages.json');

/** The page URLs the last content check wrote (writeSiteSnapshot in load-site.ts). */
export const checkedPageHrefs = (repoRoot = process.cwd()): string[] => JSON.parse(readFileSync(pageListFile(repoRoot), 'utf8')) as string[];
