import { MessageSquare, SquarePen } from 'lucide-react';
import { codesHref } from '@/shared/codes/catalogue';
import type { Locale } from '@/shared/i18n/locales';
import type { Translate } from '@/shared/i18n/translate';
import { siteConfig } from '@/node/site-config';
import { FeedbackPrompt } from './FeedbackPrompt';

/** Feedback prompt, edit link (docs pages only), copyright, the code catalogue and privacy policy (spec §2). */
export function Footer({ locale, pathname, editHref, t }: { locale: Locale; pathname: string; editHref?: string; t: Translate }) {
  const external = 'inline-flex items-center gap-1.5 font-medium text-zinc-700 hover:text-primary-700 dark:text-zinc-300 dark:hover:text-primary-300';
  return (
    <footer aria-label={t('footer.label')} className="mt-16 border-t border-zinc-200 pt-8 pb-10 text-sm dark:border-zinc-800">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <FeedbackPrompt
          formUrl={siteConfig.feedbackFormUrl}
          fallbackOrigin={siteConfig.url}
          pathname={pathname}
          prompt={<p className="text-zinc-700 dark:text-zinc-300">{t('feedback.prompt')}</p>}
          thanks={<p className="font-medium text-zinc-900 dark:text-white">{t('feedback.thanks')}</p>}
          linkClassName="inline-flex items-center gap-1.5 rounded-lg border border-zinc-200 px-3 py-1.5 font-medium text-zinc-800 hover:border-primary-300 hover:text-primary-700 dark:border-zinc-700 dark:text-zinc-100 dark:hover:border-primary-700 dark:hover:text-primary-300"
          link={
            <>
              <MessageSquare className="size-4" aria-hidden="true" />
              {t('feedback.link')}
              <span className="sr-only"> {t('footer.newTab')}</span>
            </>
          }
        />
        {editHref ? (
          <a href={editHref} target="_blank" rel="noopener noreferrer" className={external}>
            <SquarePen className="size-4" aria-hidden="true" />
            {t('footer.edit')}
            <span className="sr-only"> {t('footer.newTab')}</span>
          </a>
        ) : null}
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 text-zinc-600 dark:text-zinc-400">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <a href={codesHref(locale)} className="underline-offset-2 hover:text-zinc-900 hover:underline dark:hover:text-white">
            {t('codes.pageTitle')}
          </a>
          <a href={siteConfig.privacyUrl[locale]} className="underline-offset-2 hover:text-zinc-900 hover:underline dark:hover:text-white">
            {t('footer.privacy')}
          </a>
        </div>
      </div>
    </footer>
  );
}
