import type { ReactNode } from 'react';
import type { Translate } from '@/shared/i18n/translate';
import type { SignatureRule } from '@/shared/toolkit/signature-check';
import { toolClasses } from '@/shared/ui/tool-classes';
import { ToolField, ToolForm } from './ToolForm';
import { toolRoot } from './tool-markup';

/** A tool folded under its title (native <details>), so a page's reading stays short. */
export function ToolDisclosure({ title, intro, attributes, children }: { title: string; intro: string; attributes: Record<string, string>; children: ReactNode }) {
  return (
    <details className={`${toolClasses.panel} group`} {...attributes}>
      <summary className="cursor-pointer font-semibold text-zinc-900 dark:text-white">{title}</summary>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">{intro}</p>
      {children}
    </details>
  );
}

/**
 * "Verify a notification I received": paste the body (and the header, for a header signature) and
 * the secret; src/browser/toolkit/tools/signature-verifier.ts says valid, or which value differs. Shown
 * with every webhook whose definition declares `x-signature`, and by `<SignatureVerifier>` in guides.
 */
export function SignatureVerifier({ rule, secretName, t }: { rule: SignatureRule; secretName: string; t: Translate }) {
  const attributes = {
    ...toolRoot('signature-verifier'),
    'data-rule': JSON.stringify(rule),
  };
  return (
    <ToolDisclosure title={t('verifier.title')} intro={t('verifier.intro')} attributes={attributes}>
      <ToolForm
        className="mt-3 grid gap-3"
        fields={
          <>
            <ToolField label={t('verifier.payload')} part="payload" multiline />
            {rule.in === 'header' ? <ToolField label={t('verifier.header', { name: rule.name })} part="header" /> : null}
            <ToolField label={t('verifier.secret', { name: secretName })} part="secret" secret />
          </>
        }
        run={t('verifier.check')}
        outputs={[
          { label: t('verifier.values'), part: 'values' },
          { label: t('verifier.expected'), part: 'expected' },
          { label: t('verifier.received'), part: 'received' },
        ]}
      />
    </ToolDisclosure>
  );
}

/** Api Scudo's request signature (`<ScudoSignatureChecker />` on its signature page): src/browser/toolkit/tools/scudo-signature.ts. */
export function ScudoSignatureChecker({ t }: { t: Translate }) {
  return (
    <ToolDisclosure title={t('scudo.title')} intro={t('scudo.intro')} attributes={toolRoot('scudo-signature')}>
      <ToolForm
        className="mt-3 grid gap-3 sm:grid-cols-2"
        fields={
          <>
            <ToolField label={t('scudo.method')} part="method" />
            <ToolField label={t('scudo.path')} part="path" />
            <div className="sm:col-span-2">
              <ToolField label={t('scudo.body')} part="body" multiline />
            </div>
            <div className="sm:col-span-2">
              <ToolField label={t('scudo.headerValue')} part="header" />
            </div>
            <ToolField label={t('scudo.secret')} part="secret" secret />
          </>
        }
        run={t('scudo.check')}
        outputs={[
          { label: t('scudo.bodyHash'), part: 'body-hash' },
          { label: t('scudo.stringToSign'), part: 'string-to-sign' },
          { label: t('scudo.expected'), part: 'expected' },
        ]}
      />
    </ToolDisclosure>
  );
}
