import { ArrowLeft, ArrowRight } from 'lucide-react';
import { SiteLink } from '@/browser/islands/ui/SiteLink';
import type { Translate } from '@/shared/i18n/translate';
import type { PagerLinks } from '@/shared/navigation/walk';

/** Previous and next pages in navigation order (spec §2). */
export function Pager({ pager, t }: { pager: PagerLinks; t: Translate }) {
  if (!pager.previous && !pager.next) return null;
  const card =
    'group flex flex-col gap-1 rounded-xl border border-zinc-200 px-4 py-3 hover:border-primary-300 dark:border-zinc-800 dark:hover:border-primary-700';
  return (
    <nav aria-label={t('pager.label')} className="mt-12 grid gap-4 sm:grid-cols-2">
      {pager.previous ? (
        <SiteLink href={pager.previous.href} rel="prev" className={card}>
          <span className="flex items-center gap-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">
            <ArrowLeft className="size-3.5" aria-hidden="true" />
            {t('pager.previous')}
          </span>
          <span className="font-semibold text-zinc-900 group-hover:text-primary-700 dark:text-white dark:group-hover:text-primary-300" lang={pager.previous.lang}>
            {pager.previous.title}
          </span>
        </SiteLink>
      ) : (
        <span className="hidden sm:block" />
      )}
      {pager.next ? (
        <SiteLink href={pager.next.href} rel="next" className={`${card} sm:items-end sm:text-right`}>
          <span className="flex items-center gap-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">
            {t('pager.next')}
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </span>
          <span className="font-semibold text-zinc-900 group-hover:text-primary-700 dark:text-white dark:group-hover:text-primary-300" lang={pager.next.lang}>
            {pager.next.title}
          </span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
