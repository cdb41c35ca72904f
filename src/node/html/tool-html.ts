import type { Translate } from '../../shared/i18n/translate';
import type { SignatureRule } from '../../shared/toolkit/signature-check';
import { attributesHtml, escapeHtml } from '../../shared/ui/html';
import { toolClasses } from '../../shared/ui/tool-classes';
import { TOOL_ATTRIBUTE } from '../../shared/ui/toolkit-loader';

/**
 * The notification signature verifier of a webhook, as HTML for the API reference (the
 * SignatureVerifier component's markup, src/components/toolkit/): the toolkit fills it in the
 * browser (src/browser/toolkit/tools/signature-verifier.ts) as it does the component's.
 */
function fieldHtml(label: string, part: string, { secret = false, multiline = false } = {}): string {
  const input = multiline
    ? `<textarea${attributesHtml({ 'data-part': part, rows: 4, spellcheck: 'false', class: toolClasses.input })}></textarea>`
    : `<input${attributesHtml({ 'data-part': part, type: secret ? 'password' : 'text', autocomplete: secret ? 'new-password' : 'off', spellcheck: 'false', class: toolClasses.input })}>`;
  return `<label class="${toolClasses.label}">${escapeHtml(label)}${input}</label>`;
}

export function signatureVerifierHtml({ rule, secretName, t }: { rule: SignatureRule; secretName: string; t: Translate }): string {
  const fields = [
    fieldHtml(t('verifier.payload'), 'payload', { multiline: true }),
    rule.in === 'header' ? fieldHtml(t('verifier.header', { name: rule.name }), 'header') : '',
    fieldHtml(t('verifier.secret', { name: secretName }), 'secret', { secret: true }),
  ].join('');
  const outputs = [
    { label: t('verifier.values'), part: 'values' },
    { label: t('verifier.expected'), part: 'expected' },
    { label: t('verifier.received'), part: 'received' },
  ]
    .map(
      ({ label, part }) =>
        `<div data-row="${part}" hidden><dt class="font-medium text-zinc-700 dark:text-zinc-300">${escapeHtml(label)}</dt><dd class="mt-1"><code data-part="${part}" class="${toolClasses.output} whitespace-pre-wrap"></code></dd></div>`,
    )
    .join('');
  const root = { class: `${toolClasses.panel} group`, [TOOL_ATTRIBUTE]: 'signature-verifier', 'data-rule': JSON.stringify(rule) };
  return [
    `<details${attributesHtml(root)}>`,
    `<summary class="cursor-pointer font-semibold text-zinc-900 dark:text-white">${escapeHtml(t('verifier.title'))}</summary>`,
    `<p class="mt-2 text-zinc-600 dark:text-zinc-400">${escapeHtml(t('verifier.intro'))}</p>`,
    `<div data-part="form" class="mt-3 grid gap-3">${fields}<div class="flex items-end sm:col-span-2"><button type="button" data-part="run" class="${toolClasses.primary}">${escapeHtml(t('verifier.check'))}</button></div></div>`,
    '<p data-part="status" role="status" class="mt-3 font-medium text-zinc-900 empty:hidden dark:text-white"></p>',
    `<dl data-part="outputs" class="mt-3 grid gap-3">${outputs}</dl>`,
    '</details>',
  ].join('');
}
