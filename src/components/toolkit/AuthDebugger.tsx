import type { Translate } from '@/shared/i18n/translate';
import { toolClasses } from '@/shared/ui/tool-classes';
import { ToolField, ToolForm } from './ToolForm';
import { toolRoot } from './tool-markup';

/**
 * The authentication debugger (`<AuthDebugger />` on the pages of the body `auth` scheme): every
 * step from the reader's own values to the tranKey, computed in the browser by
 * src/browser/toolkit/tools/auth-debugger.ts. `secret` names the key where it is not the site's secretKey
 * (a microsite's key). Without JavaScript the form does nothing: the page's reference code says the same.
 */
export function AuthDebugger({ t, secret = 'secretKey' }: { t: Translate; secret?: string }) {
  return (
    <section aria-labelledby="auth-debugger-title" className={toolClasses.panel} data-secret-name={secret} {...toolRoot('auth-debugger')}>
      <h3 id="auth-debugger-title" className="text-base font-semibold text-zinc-900 dark:text-white">
        {t('debugger.title')}
      </h3>
      <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t('debugger.intro')}</p>
      <ToolForm
        className="mt-4 grid gap-3 sm:grid-cols-2"
        fields={
          <>
            <ToolField label={t('debugger.login')} part="login" />
            <ToolField label={secret} part="secret-key" secret />
            <ToolField label={t('debugger.nonce')} part="nonce" />
            <ToolField label={t('debugger.seed')} part="seed" />
            <div className="sm:col-span-2">
              <ToolField label={t('debugger.tranKey')} part="their-tran-key" />
            </div>
          </>
        }
        run={t('debugger.compute')}
        outputs={[
          { label: t('debugger.rawNonce'), part: 'raw-nonce' },
          { label: t('debugger.base64Nonce'), part: 'nonce-base64' },
          { label: t('debugger.seedValue'), part: 'seed-value' },
          { label: t('debugger.hashed'), part: 'hashed' },
          { label: t('debugger.sha256'), part: 'sha256' },
          { label: t('debugger.result'), part: 'tran-key' },
        ]}
      />
      <p data-part="seed-check" className="mt-3 empty:hidden" />
    </section>
  );
}
