import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '@/shared/i18n/locales';
import { localizePath } from '@/shared/i18n/paths';
import { enterAction, escapeStep, moveActive, SEARCH_STALL_MS, type SearchStatus } from '@/shared/search/dialog-rules';
import { MAX_QUERY_LENGTH, truncateQuery, type SearchResult } from '@/shared/search/types';
import { handOverEarlySearch, SEARCH_INPUT_ATTRIBUTE } from '@/browser/runtime/early-search';
import { searchClient } from './search-client';
import { SearchResultBody, type ResultKindLabels } from './SearchResultBody';

export interface SearchLabels {
  title: string;
  input: string;
  placeholder: string;
  results: string;
  loading: string;
  stalled: string;
  empty: string;
  error: string;
  seeAll: string;
  close: string;
  keys: string;
  kinds: ResultKindLabels;
}

/** The search dialog (spec §2, §4): loaded only when a reader first opens search. */
export default function SearchDialog({ locale, labels, onClose }: { locale: Locale; labels: SearchLabels; onClose: () => void }) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [panelOpen, setPanelOpen] = useState(false);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [active, setActive] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    void searchClient.preload(locale).catch(() => undefined);
  }, [locale]);

  const run = useCallback((value: string) => {
    const next = truncateQuery(value);
    setQuery(next);
    setActive(0);
    const ticket = ++latest.current;
    if (next.trim() === '') {
      setPanelOpen(false);
      setStatus('idle');
      setResults([]);
      return;
    }
    setPanelOpen(true);
    setStatus('loading');
    const stall = setTimeout(() => latest.current === ticket && setStatus('stalled'), SEARCH_STALL_MS);
    searchClient
      .search(next, { locale })
      .then((found) => {
        if (latest.current !== ticket) return;
        setResults(found);
        setStatus('done');
      })
      .catch(() => latest.current === ticket && setStatus('error'))
      .finally(() => clearTimeout(stall));
  }, [locale]);

  const open = (result: SearchResult, action: ReturnType<typeof enterAction>) => {
    if (action === 'new-tab') window.open(result.url, '_blank', 'noopener');
    else if (action === 'new-window') window.open(result.url, '_blank', 'noopener,popup');
    else {
      window.location.assign(result.url);
      onClose();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
      // Ctrl/Cmd+K with search open: the query is selected, so what is typed next replaces it.
      event.currentTarget.select();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, results.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const result = results[active];
      if (!result || !panelOpen) return;
      event.preventDefault();
      open(result, enterAction(event));
    } else if (event.key === 'Escape') {
      // Headless UI would close the whole dialog; spec §4 closes it in three steps.
      event.preventDefault();
      event.stopPropagation();
      const step = escapeStep({ panelOpen, query });
      if (step === 'close-panel') setPanelOpen(false);
      else if (step === 'clear-query') run('');
      else onClose();
    }
  };

  // Once the input is on the page it takes what the reader typed before it was (early-search.ts),
  // at once and with the caret at its end, so no keystroke falls between the two.
  const attachInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (!node) return;
      const early = truncateQuery(handOverEarlySearch(document, node));
      // On a touch screen Headless UI then focuses the dialog itself, to keep the keyboard closed;
      // here the reader asked to type, so the input takes focus back before any key can arrive.
      queueMicrotask(() => {
        if (node.isConnected && document.activeElement !== node) node.focus();
      });
      if (early === '') return;
      node.value = early;
      run(early);
    },
    [run],
  );

  const activeId = panelOpen && results[active] ? `${listId}-${active}` : undefined;
  const seeAll = `${localizePath('/search', locale)}?q=${encodeURIComponent(query)}`;

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-zinc-950/40 backdrop-blur-xs" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center px-3 pt-[12vh]">
        <DialogPanel className="w-full max-w-xl overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-2xl dark:border-zinc-700 dark:bg-zinc-900">
          <DialogTitle className="sr-only">{labels.title}</DialogTitle>
          <div className="flex items-center gap-3 border-b border-zinc-200 px-4 dark:border-zinc-700">
            <Search className="size-5 shrink-0 text-zinc-500" aria-hidden="true" />
            <input
              ref={attachInput}
              {...{ [SEARCH_INPUT_ATTRIBUTE]: '' }}
              autoFocus
              type="search"
              role="combobox"
              aria-label={labels.input}
              aria-expanded={panelOpen}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              maxLength={MAX_QUERY_LENGTH}
              value={query}
              placeholder={labels.placeholder}
              onChange={(event) => run(event.target.value)}
              onKeyDown={onKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500 dark:text-white [&::-webkit-search-cancel-button]:hidden"
            />
            <button type="button" onClick={onClose} aria-label={labels.close} className="rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-white">
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          <div id={listId} role="listbox" aria-label={labels.results} hidden={!panelOpen} className="max-h-[60vh] overflow-y-auto p-2">
            {results.map((result, index) => (
              <a
                key={result.url}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                href={result.url}
                tabIndex={-1}
                onMouseMove={() => setActive(index)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  open(result, 'go');
                }}
                className="flex items-start gap-3 rounded-xl px-3 py-2.5 text-sm aria-selected:bg-primary-50 dark:aria-selected:bg-primary-950/60"
              >
                <SearchResultBody result={result} kinds={labels.kinds} />
              </a>
            ))}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-zinc-200 px-4 py-2.5 text-xs text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
            <p role="status" aria-live="polite" className="min-h-4">
              {panelOpen && status === 'loading' ? labels.loading : null}
              {panelOpen && status === 'stalled' ? labels.stalled : null}
              {panelOpen && status === 'error' ? labels.error : null}
              {panelOpen && status === 'done' && results.length === 0 ? labels.empty.replace('{query}', query) : null}
              {!panelOpen ? labels.keys : null}
            </p>
            {panelOpen && results.length > 0 ? (
              <a href={seeAll} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
                {labels.seeAll}
              </a>
            ) : null}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
