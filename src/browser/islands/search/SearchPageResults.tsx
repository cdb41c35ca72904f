'use client';

import { Search } from 'lucide-react';
import { SiteLink } from '@/browser/islands/ui/SiteLink';
import { useEffect, useState } from 'react';
import type { Locale } from '@/shared/i18n/locales';
import { SEARCH_STALL_MS, type SearchStatus } from '@/shared/search/dialog-rules';
import { MAX_QUERY_LENGTH, truncateQuery, type SearchResult } from '@/shared/search/types';
import { searchClient } from './search-client';
import { SearchResultBody, type ResultKindLabels } from './SearchResultBody';

const PAGE_SIZE = 10;
const ALL_RESULTS = 200;

export interface SearchPageLabels {
  input: string;
  placeholder: string;
  intro: string;
  summary: string;
  empty: string;
  loading: string;
  stalled: string;
  error: string;
  pager: string;
  pageOf: string;
  previous: string;
  next: string;
  kinds: ResultKindLabels;
}

const readParams = () => {
  const params = new URLSearchParams(window.location.search);
  return { query: truncateQuery(params.get('q') ?? ''), page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
};

/** All results of a query, paged, for "see all results" and shared links (`/search?q=`). */
export function SearchPageResults({ locale, labels }: { locale: Locale; labels: SearchPageLabels }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    const fromUrl = () => {
      const params = readParams();
      setQuery(params.query);
      setPage(params.page);
      setStatus(params.query.trim() ? 'loading' : 'idle');
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, []);

  useEffect(() => {
    if (query.trim() === '') return;
    let current = true;
    const stall = setTimeout(() => current && setStatus('stalled'), SEARCH_STALL_MS);
    // Every result is ranked; only the shown page's are read in full (their page files).
    searchClient
      .searchPage(query, { locale, offset: (page - 1) * PAGE_SIZE, count: PAGE_SIZE, max: ALL_RESULTS })
      .then((found) => {
        if (!current) return;
        if (found.total > 0 && found.results.length === 0) {
          // A page past the last one (an old link): show the last page.
          setPage(Math.ceil(found.total / PAGE_SIZE));
          return;
        }
        setResults(found.results);
        setTotal(found.total);
        setStatus('done');
      })
      .catch(() => current && setStatus('error'))
      .finally(() => clearTimeout(stall));
    return () => {
      current = false;
      clearTimeout(stall);
    };
  }, [query, page, locale]);

  const update = (next: { query?: string; page?: number }) => {
    const q = truncateQuery(next.query ?? query);
    const p = next.page ?? 1;
    if (next.query !== undefined) setStatus(q.trim() ? 'loading' : 'idle');
    setQuery(q);
    setPage(p);
    const url = new URL(window.location.href);
    url.searchParams.set('q', q);
    if (p > 1) url.searchParams.set('page', String(p));
    else url.searchParams.delete('page');
    window.history.replaceState(window.history.state, '', url);
  };

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const hasQuery = query.trim() !== '';

  return (
    <div className="max-w-3xl">
      <div className="mt-6 flex items-center gap-3 rounded-xl border border-zinc-300 px-4 focus-within:border-primary-500 dark:border-zinc-700">
        <Search className="size-5 shrink-0 text-zinc-500" aria-hidden="true" />
        <input
          type="search"
          aria-label={labels.input}
          placeholder={labels.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(event) => update({ query: event.target.value })}
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500 dark:text-white"
        />
      </div>
      <p role="status" aria-live="polite" className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">
        {!hasQuery ? labels.intro : null}
        {hasQuery && status === 'loading' ? labels.loading : null}
        {hasQuery && status === 'stalled' ? labels.stalled : null}
        {hasQuery && status === 'error' ? labels.error : null}
        {hasQuery && status === 'done' && results.length === 0 ? labels.empty.replace('{query}', query) : null}
        {hasQuery && status === 'done' && results.length > 0 ? labels.summary.replace('{count}', String(total)).replace('{query}', query) : null}
      </p>
      {hasQuery && status === 'done' && results.length > 0 ? (
        <>
          <ol className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
            {results.map((result) => (
              <li key={result.url}>
                <SiteLink href={result.url} className="flex items-start gap-3 py-3 text-sm hover:text-primary-700 dark:hover:text-primary-300">
                  <SearchResultBody result={result} kinds={labels.kinds} />
                </SiteLink>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav aria-label={labels.pager} className="mt-6 flex items-center justify-between gap-3 text-sm">
              <button type="button" disabled={page <= 1} onClick={() => update({ page: page - 1 })} className="rounded-lg border border-zinc-200 px-3 py-1.5 font-medium disabled:opacity-40 dark:border-zinc-700">
                {labels.previous}
              </button>
              <span>{labels.pageOf.replace('{page}', String(Math.min(page, pages))).replace('{pages}', String(pages))}</span>
              <button type="button" disabled={page >= pages} onClick={() => update({ page: page + 1 })} className="rounded-lg border border-zinc-200 px-3 py-1.5 font-medium disabled:opacity-40 dark:border-zinc-700">
                {labels.next}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
