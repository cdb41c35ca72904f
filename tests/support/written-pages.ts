import type { SitePage } from '../../src/shared/site/types';

/**
 * The benchmark's full-size corpus (scripts/bench/synthetic-corpus.ts) adds copies of real pages
 * at `/<product>/bench/<n>` and `/<product>/api/reference/bench-<n>`; a copy ranking with its
 * original says nothing about relevance. Tests about the relevance of the written pages, or about
 * what the written pages say (test cards), leave the copies out. In the repository there are none, so this changes nothing in CI.
 */
export const isBenchCopy = (pagePath: string) => /\/(bench\/\d+|api\/reference\/bench-\d+)$/.test(pagePath);

export const writtenPages = (pages: readonly SitePage[]): SitePage[] => pages.filter((page) => !isBenchCopy(page.path));
