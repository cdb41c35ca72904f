import { Braces, CircleAlert, FileText, Hash, TextCursorInput, Webhook, type LucideIcon } from 'lucide-react';
import type { SearchDocumentKind, SearchResult } from '@/shared/search/types';
import { Marked } from './Marked';

/** What kind of API entity a result is, as the reader reads it (a page or a section needs no word). */
export type ResultKindLabels = Record<Exclude<SearchDocumentKind, 'page' | 'section'>, string>;

const icons: Record<SearchDocumentKind, LucideIcon> = { page: FileText, section: Hash, operation: Braces, field: TextCursorInput, code: CircleAlert, event: Webhook };

/**
 * One result, the same in the search dialog and on the search page: where it is (product, page,
 * section), its title, and a snippet of its text, with the matched words marked.
 */
export function SearchResultBody({ result, kinds }: { result: SearchResult; kinds: ResultKindLabels }) {
  const Icon = icons[result.kind];
  const trail = [result.product, result.pageTitle, result.section].filter((part, at, all): part is string => Boolean(part) && part !== all[at - 1] && part !== result.title);
  const kind = result.kind === 'page' || result.kind === 'section' ? undefined : kinds[result.kind];
  return (
    <>
      <Icon className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        {trail.length > 0 ? <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{trail.join(' › ')}</span> : null}
        <span className="block font-medium text-zinc-900 dark:text-white">
          <Marked text={result.title} ranges={result.titleRanges} />
          {kind ? <span className="ml-2 rounded-sm border border-zinc-300 px-1.5 text-xs font-normal text-zinc-600 dark:border-zinc-700 dark:text-zinc-300">{kind}</span> : null}
        </span>
        {result.snippet ? (
          <span className="mt-0.5 block text-xs text-zinc-600 dark:text-zinc-400">
            <Marked {...result.snippet} />
          </span>
        ) : null}
      </span>
    </>
  );
}
