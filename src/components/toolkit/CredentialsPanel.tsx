import { KeyRound } from 'lucide-react';
import type { Translate } from '@/shared/i18n/translate';
import { CREDENTIALS_TOOL, TOOL_ATTRIBUTE } from '@/shared/ui/toolkit-loader';

/**
 * The button that opens "your test credentials", on pages whose samples send the body `auth`
 * object. Only the button is server markup: src/browser/toolkit/tools/credentials.ts draws the dialog on
 * demand, so the pages do not carry it.
 */
export function CredentialsPanel({ t, buttonClassName }: { t: Translate; buttonClassName: string }) {
  return (
    <button type="button" className={buttonClassName} aria-haspopup="dialog" {...{ [TOOL_ATTRIBUTE]: CREDENTIALS_TOOL }}>
      <KeyRound className="size-3.5" aria-hidden="true" />
      {t('credentials.open')}
      <span data-part="in-use" hidden className="rounded bg-primary-100 px-1 text-primary-800 dark:bg-primary-950 dark:text-primary-200">
        {t('credentials.inUse')}
      </span>
    </button>
  );
}
