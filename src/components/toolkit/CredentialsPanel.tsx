import { KeyRound } from 'lucide-react';
import type { Translate } from '@/lib/i18n/translate';
import { CREDENTIALS_TOOL } from '@/lib/ui/toolkit-loader';
import { toolClasses, toolMessages, toolRoot } from './tool-markup';

const DIALOG_ID = 'test-credentials';

/**
 * The button that opens "your test credentials" and its dialog, on pages whose samples send the
 * body `auth` object. Server markup only: src/toolkit/tools/credentials.ts wires it on demand.
 */
export function CredentialsPanel({ t, buttonClassName }: { t: Translate; buttonClassName: string }) {
  return (
    <>
      <button type="button" className={buttonClassName} aria-haspopup="dialog" aria-controls={DIALOG_ID} {...toolRoot(CREDENTIALS_TOOL, t, {})}>
        <KeyRound className="size-3.5" aria-hidden="true" />
        {t('credentials.open')}
        <span data-part="in-use" hidden className="rounded bg-primary-100 px-1 text-primary-800 dark:bg-primary-950 dark:text-primary-200">
          {t('credentials.inUse')}
        </span>
      </button>
      <dialog
        id={DIALOG_ID}
        aria-labelledby={`${DIALOG_ID}-title`}
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
        {...toolMessages(t, {
          applied: 'credentials.applied',
          forgotten: 'credentials.forgotten',
          missing: 'credentials.missing',
          unavailable: 'credentials.unavailable',
        })}
      >
        <form data-part="form" className="flex flex-col gap-4 p-5" noValidate>
          <h2 id={`${DIALOG_ID}-title`} className="text-lg font-semibold">
            {t('credentials.title')}
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('credentials.intro')}</p>
          <label className={toolClasses.label}>
            {t('credentials.login')}
            <input data-part="login" name="login" autoComplete="off" spellCheck={false} className={toolClasses.input} />
          </label>
          <label className={toolClasses.label}>
            {t('credentials.secretKey')}
            <input data-part="secret-key" name="secretKey" type="password" autoComplete="off" spellCheck={false} className={toolClasses.input} />
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input data-part="remember" type="checkbox" className="mt-1" />
            {t('credentials.remember')}
          </label>
          <p data-part="status" role="status" className="text-sm text-zinc-700 empty:hidden dark:text-zinc-300" />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={toolClasses.primary}>
              {t('credentials.apply')}
            </button>
            <button type="button" data-part="forget" className={toolClasses.secondary}>
              {t('credentials.forget')}
            </button>
            <button type="button" data-part="close" className={`${toolClasses.secondary} ml-auto`}>
              {t('credentials.close')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
