import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
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

/**
 * The search dialog (spec §2, §4): loaded only when a reader first opens search. A native modal
 * `<dialog>`, like the menu (native-dialogs.ts): the browser puts it in the top layer, makes the
 * page behind inert, keeps the focus inside and turns Escape into `cancel`; what is left here is
 * Escape's three steps, a click outside the panel, and the focus given back to the search button
 * (the element focused before it opened is the tap's stand-in input, gone by then). Without
 * Headless UI the first tap runs a third less code (docs/benchmarks.md, issue 50).
 */
export default function SearchDialog({ locale, labels, onClose, trigger }: { locale: Locale; labels: SearchLabels; onClose: () => void; trigger?: HTMLElement }) {
  const listId = useId();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
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

  // Shown as soon as it is in the page, closed (and the focus back on the button) when it leaves it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      if (trigger?.isConnected) trigger.focus({ preventScroll: true });
    };
  }, [trigger]);

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
      // The browser would close the whole dialog (its cancel); spec §4 closes it in three steps.
      event.preventDefault();
      event.stopPropagation();
      const step = escapeStep({ panelOpen, query });
      if (step === 'close-panel') setPanelOpen(false);
      else if (step === 'clear-query') run('');
      else onClose();
    }
  };

  // Once the dialog is open its input takes what the reader typed before it was (early-search.ts),
  // at once and with the caret at its end, so no keystroke falls between the two. Not earlier: a
  // closed dialog's input cannot take the focus, and a phone closes its keyboard when no text field
  // has it.
  useLayoutEffect(() => {
    const node = input.current;
    if (!node) return;
    const early = truncateQuery(handOverEarlySearch(document, node));
    if (early === '') return;
    node.value = early;
    run(early);
  }, [run]);

  const activeId = panelOpen && results[active] ? `${listId}-${active}` : undefined;
  const seeAll = `${localizePath('/search', locale)}?q=${encodeURIComponent(query)}`;

  // Escape outside the input (on a result, the close button): the browser's cancel, one step.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // A click outside the panel (on the dimmed page) closes, as on the menu.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target instanceof Node && !panel.current?.contains(event.target)) onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onBackdropClick}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-zinc-950/40 backdrop:backdrop-blur-xs"
    >
      <div className="flex min-h-full items-start justify-center px-3 pt-[12vh]">
        <div ref={panel} className="w-full max-w-xl overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-2xl dark:border-zinc-700 dark:bg-zinc-900">
          <h2 id={titleId} className="sr-only">
            {labels.title}
          </h2>
          <div className="flex items-center gap-3 border-b border-zinc-200 px-4 dark:border-zinc-700">
            <Search className="size-5 shrink-0 text-zinc-500" aria-hidden="true" />
            <input
              ref={input}
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
        </div>
      </div>
    </dialog>
  );
}
