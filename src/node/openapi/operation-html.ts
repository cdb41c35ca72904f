import { codeFragmentPath } from '../content/code-fragments';
import { headingOffsetRem } from '../../shared/content/headings';
import type { HighlightedCode } from '../content/highlight-code';
import { inlineCodeHtml, markdownHtml } from '../../shared/content/markdown-html';
import type { Translate } from '../../shared/i18n/translate';
import { badgeClass } from '../../shared/ui/badge-classes';
import { calloutHtml } from '../html/callout-html';
import { codeGroupHtml, exampleGroupHtml, preHtml, type CodeLabels } from '../html/code-html';
import { attributesHtml, escapeHtml } from '../../shared/ui/html';
import { methodBadgeClass } from '../html/http-method';
import { switchHtml, type DeferredParts } from '../html/switch-html';
import { signatureVerifierHtml } from '../html/tool-html';
import { tryItButtonHtml } from '../html/try-it-html';
import { toggleLabelAttributes } from '../../shared/ui/attribute-toggle-markup';
import { attributeHtmlLabels, attributeRowsHtml } from '../../shared/openapi/attribute-html';
import type { AttributeModel } from '../../shared/openapi/attributes';
import type { ApiOperationModel, CallbackModel, ExampleModel, ResponseModel, SchemaPanelModel } from '../../shared/openapi/operation-model';
import type { CodeSample } from '../../shared/openapi/samples';
import { securityHtml } from '../../shared/openapi/security-html';

/**
 * One API operation as HTML (spec §3, §4): heading, description, authorization, parameters and
 * request body beside samples and examples, then responses by status, then its callbacks. A
 * webhook reads the same way, with its event name for a path, its payload for a body and the
 * receiver's answer for responses.
 *
 * The page puts it in as one string (src/components/api/ApiOperation.tsx), where the same
 * operation as React elements cost the largest API page a third of its main-thread work
 * (docs/benchmarks.md, "API page weight"). Selectors, copy buttons and code loaded on demand work
 * through listeners on the document (src/browser/runtime/api-reference.ts). Callbacks are written inside
 * their operation, one level down.
 */

/** The highlighted HTML of a block the page shows; the page highlights them all first (highlight-code.ts is asynchronous). */
export type HighlightedBlocks = (code: string, language: string) => HighlightedCode;

interface Context {
  t: Translate;
  code: HighlightedBlocks;
  labels: CodeLabels;
  /** Heading level of the operation: 2 on the page, 4 for a callback; its sections one below. */
  level: 2 | 4;
  /** Present when the panels not shown first are files (switch-html.ts). */
  defer?: DeferredParts;
}

export function codeLabels(t: Translate): CodeLabels {
  return {
    copy: t('code.copy'),
    copied: t('code.copied'),
    copyFailed: t('code.copyFailed'),
    copyAction: t('code.copyAction'),
    loading: t('code.loading'),
    loadFailed: t('code.loadFailed'),
    retry: t('code.retry'),
  };
}

const sectionLevel = ({ level }: Context) => (level === 2 ? 3 : 5);
const sectionHeading = (context: Context, text: string, className?: string) => {
  const tag = `h${sectionLevel(context)}`;
  return `<${tag}${attributesHtml({ class: className })}>${text}</${tag}>`;
};
const markdownBlock = (text: string, className?: string) => `<div${attributesHtml({ class: className })}>${markdownHtml(text)}</div>`;
const note = (text: string) => `<p class="text-sm text-zinc-500 dark:text-zinc-400">${escapeHtml(text)}</p>`;
const deprecatedNote = (t: Translate, text: string) => calloutHtml('warning', t('api.deprecated'), `<p>${escapeHtml(text)}</p>`);

/** Attribute rows (attribute-html.ts); a list whose toggles fetch their rows says what its panels show meanwhile. */
function attributeListHtml(rows: readonly AttributeModel[], t: Translate): string {
  if (rows.length === 0) return '';
  const fetches = rows.some((row) => row.fragment || row.variants.some((variant) => variant.fragment));
  const words = fetches ? toggleLabelAttributes({ loading: t('api.attributesLoading'), failed: t('api.attributesFailed'), retry: t('code.retry') }) : {};
  return `<ul class="api-attrs"${attributesHtml(words)}>${attributeRowsHtml(rows, attributeHtmlLabels(t))}</ul>`;
}

/** What a body that is not a list of fields says instead: its media type, as a file or as text. */
function bodyNote(mediaType: string | null, kind: string | null, t: Translate): string {
  if (mediaType === null) return t('api.noBody');
  return kind === 'binary' ? t('api.fileBody', { mediaType }) : t('api.bodyOfType', { mediaType });
}

/** Only the blocks shown when the page opens are in it: the first of a group, in a panel shown first. */
const pre = (context: Context, code: string, language: string, shown: boolean) => preHtml({ code: context.code(code, language), language, shown }, context.labels);

function samplesHtml(context: Context, samples: readonly CodeSample[], shown: boolean): string {
  if (samples.length === 0) return '';
  const { t } = context;
  return codeGroupHtml(
    { title: t('api.samples'), languageLabel: t('codeGroup.language'), blocks: samples.map((sample, index) => ({ label: sample.label, pre: pre(context, sample.code, sample.language, shown && index === 0) })) },
    context.labels,
  );
}

function examplesHtml(context: Context, examples: readonly ExampleModel[], title: string, shown: boolean): string {
  if (examples.length === 0) return '';
  const { t } = context;
  const group = exampleGroupHtml(
    { title, choiceLabel: t('api.exampleChoice'), examples: examples.map((example, index) => ({ label: example.label ?? '', pre: pre(context, example.code, example.language, shown && index === 0) })) },
    context.labels,
  );
  // An example too large for the page shows its start; the whole of it is a file.
  const downloads = examples.flatMap((example) =>
    example.download
      ? [
          `<p class="text-xs text-zinc-600 dark:text-zinc-400">${escapeHtml(t('api.exampleTrimmed'))} <a${attributesHtml({ href: example.download.href, download: true })}>${escapeHtml(t('api.exampleDownload', { size: `${Math.max(1, Math.round(example.download.bytes / 1024))} KB` }))}</a></p>`,
        ]
      : [],
  );
  return group + downloads.join('');
}

function schemaPanelHtml(panel: SchemaPanelModel, t: Translate): string {
  return [
    `<div${attributesHtml({ id: panel.rootId, class: 'scroll-mt-32' })}>`,
    panel.deprecated ? deprecatedNote(t, t('api.deprecatedSchema')) : '',
    panel.typeLabel ? `<p class="my-2! font-mono text-xs text-zinc-600 dark:text-zinc-400">${escapeHtml(panel.typeLabel)}</p>` : '',
    panel.description ? markdownBlock(panel.description, 'text-sm [&>:first-child]:mt-0 [&_p]:my-2') : '',
    attributeListHtml(panel.attributes, t),
    '</div>',
  ].join('');
}

function responsePanelHtml(context: Context, response: ResponseModel, operationDeprecated: boolean): string {
  const { t } = context;
  const [onlyPanel] = response.panels;
  const body =
    response.panels.length === 0
      ? note(bodyNote(response.mediaType, response.kind, t))
      : response.panels.length === 1 && onlyPanel
        ? `${response.mediaType && response.kind !== 'json' ? `<p class="my-1! font-mono text-xs text-zinc-500 dark:text-zinc-400">${escapeHtml(response.mediaType)}</p>` : ''}${schemaPanelHtml(onlyPanel, t)}`
        : switchHtml({
            name: `${response.panels[0]!.rootId}-variant`,
            kind: 'variant',
            label: t('api.variant'),
            options: response.panels.map((panel) => panel.title ?? ''),
            panels: response.panels.map((panel) => schemaPanelHtml(panel, t)),
            defer: context.defer,
          });
  return [
    '<div>',
    // A deprecated operation already says so once, above; only a response deprecated on its own repeats the note.
    response.deprecated && !operationDeprecated ? deprecatedNote(t, t('api.deprecatedResponse')) : '',
    response.description ? markdownBlock(response.description, 'text-sm [&>:first-child]:mt-0 [&_p]:my-2') : '',
    response.headers.length > 0 ? `${sectionHeading(context, escapeHtml(t('api.responseHeaders')))}${attributeListHtml(response.headers, t)}` : '',
    body,
    '</div>',
  ].join('');
}

function headingHtml(model: ApiOperationModel, context: Context): string {
  const { t } = context;
  const anchorLabel = t('heading.anchor', { title: model.title });
  const tag = `h${context.level}`;
  const badge = (text: string) => `<span class="${methodBadgeClass(text)}">${escapeHtml(text)}</span>`;
  return [
    `<${tag}${attributesHtml({ id: model.id, class: 'group mt-0! mb-2! flex flex-col gap-2', style: `scroll-margin-top:${headingOffsetRem({ tag: model.method, label: model.path })}rem` })}>`,
    `<span class="flex items-center gap-2"><span>${escapeHtml(model.title)}</span>`,
    `<a${attributesHtml({ href: `#${model.id}`, 'aria-label': anchorLabel, title: anchorLabel, class: 'inline-flex min-h-6 min-w-6 items-center justify-center text-zinc-400 no-underline! opacity-100 transition-opacity hover:text-primary-600 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 dark:text-zinc-500' })}>#</a></span>`,
    '<span class="flex min-w-0 flex-wrap items-center gap-2 text-sm font-normal">',
    model.webhook !== undefined ? badge(t('api.webhook')) : '',
    badge(model.method),
    inlineCodeHtml(model.path, 'min-w-0 bg-transparent! p-0! font-mono text-sm text-zinc-700 dark:text-zinc-300'),
    `</span></${tag}>`,
  ].join('');
}

function leadHtml(model: ApiOperationModel, context: Context, incoming: boolean): string {
  const { t } = context;
  const request = model.request;
  const requestHtml = () => {
    const badges = request
      ? `${request.required ? `<span class="${badgeClass.required}">${escapeHtml(t('badge.required'))}</span>` : ''}${request.mediaType ? `<span class="font-mono text-xs font-normal text-zinc-500 dark:text-zinc-400">${escapeHtml(request.mediaType)}</span>` : ''}`
      : '';
    const heading = sectionHeading(context, `<span>${escapeHtml(t(incoming ? 'api.webhookPayload' : 'api.requestBody'))}</span>${badges}`, 'flex flex-wrap items-center gap-2');
    const description = request?.description ? markdownBlock(request.description, 'text-sm [&_p]:my-2') : '';
    const empty = request ? (model.requestPanels.every((panel) => panel.schema === null) ? note(bodyNote(request.mediaType, request.kind, t)) : '') : note(t('api.noRequestBody'));
    return heading + description + empty;
  };
  return [
    model.deprecated ? deprecatedNote(t, t('api.deprecatedOperation')) : '',
    // Its first paragraph starts level with the samples beside it, as when it was the column's first child.
    model.description ? markdownBlock(model.description, '[&>:first-child]:mt-0') : '',
    model.security && !incoming ? securityHtml(model.security, sectionLevel(context) === 3 ? 'h3' : 'h5', t) : '',
    ...model.parameters.map((group) => `<div>${sectionHeading(context, escapeHtml(t(`api.parameters.${group.location}`)))}${attributeListHtml(group.rows, t)}</div>`),
    model.sections.includes('request') ? requestHtml() : '',
  ].join('');
}

function signatureHtml(model: ApiOperationModel, context: Context): string {
  const signature = model.signature;
  if (!signature) return '';
  const { t } = context;
  const explanation = `<p>${escapeHtml(t(signature.in === 'header' ? 'api.signature.header' : 'api.signature.body'))} <code>${escapeHtml(signature.name)}</code>. ${escapeHtml(t('api.signature.compute'))} <code>${escapeHtml(signature.formula)}</code>, ${escapeHtml(t(signature.encoding === 'base64' ? 'api.signature.base64' : 'api.signature.hex'))}.</p>`;
  return [
    '<div class="api-aside">',
    sectionHeading(context, escapeHtml(t('api.signature'))),
    `<div class="text-sm [&_p]:my-2">${explanation}${signature.description ? markdownBlock(signature.description) : ''}</div>`,
    codeGroupHtml(
      { title: t('api.signature.code'), languageLabel: t('codeGroup.language'), blocks: signature.samples.map((sample, index) => ({ label: sample.label, pre: pre(context, sample.code, sample.language, index === 0) })) },
      context.labels,
    ),
    signatureVerifierHtml({ t, secretName: signature.secret, rule: { in: signature.in, name: signature.name, algorithms: signature.algorithms, fields: signature.fields, encoding: signature.encoding } }),
    '</div>',
  ].join('');
}

function bodyHtml(model: ApiOperationModel, context: Context): string {
  const { t } = context;
  const incoming = model.webhook !== undefined || context.level === 4;
  const showRequest = model.sections.includes('request');
  const request = switchHtml({
    name: `${model.id}-request`,
    kind: 'variant',
    label: t('api.variant'),
    options: showRequest ? model.requestPanels.map((panel) => panel.schema?.title ?? '') : [],
    lead: leadHtml(model, context, incoming),
    panels: model.requestPanels.map((panel) => (showRequest && panel.schema ? schemaPanelHtml(panel.schema, t) : '')),
    asides: model.requestPanels.map(
      (panel, index) =>
        `<div class="api-aside">${samplesHtml(context, panel.samples, index === 0)}${examplesHtml(context, panel.examples, t(incoming ? 'api.webhookExample' : 'api.requestExample'), index === 0)}</div>`,
    ),
    defer: context.defer,
  });
  const responses =
    model.responses.length > 0
      ? sectionHeading(context, escapeHtml(t(incoming ? 'api.webhookResponses' : 'api.responses'))) +
        switchHtml({
          name: `${model.id}-status`,
          kind: 'status',
          label: t('api.status'),
          options: model.responses.map((response) => response.status),
          panels: model.responses.map((response) => responsePanelHtml(context, response, model.deprecated)),
          asides: model.responses.map(
            (response, index) => `<div class="api-aside">${examplesHtml(context, response.examples, t('api.responseExample', { status: response.status }), index === 0)}</div>`,
          ),
          defer: context.defer,
        })
      : '';
  const callbacks =
    model.callbacks.length > 0
      ? `<h3>${escapeHtml(t('api.callbacks'))}</h3>${model.callbacks.map((callback) => callbackHtml(callback, { ...context, level: 4 })).join('')}`
      : '';
  return request + signatureHtml(model, context) + responses + callbacks;
}

/** A callback, inside its operation: a framed block with its own heading (h4) and sections (h5). */
function callbackHtml(callback: CallbackModel, context: Context): string {
  const url = `<p class="my-1! text-sm">${escapeHtml(context.t('api.callbackUrl'))} <code class="break-all">${escapeHtml(callback.expression)}</code></p>`;
  return `<div${attributesHtml({ 'aria-labelledby': callback.id, class: 'mt-6 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800' })}>${headingHtml(callback, context)}${url}${bodyHtml(callback, context)}</div>`;
}

export interface OperationHtml {
  /** What goes inside the operation's <section>, heading first. */
  html: string;
  /** The panels left out of it (`deferPanels`), by the address the page fetches each from. */
  parts: ReadonlyMap<string, string>;
}

/**
 * An operation's HTML. With `deferPanels` (a build, which writes the parts as files), the variants
 * and statuses not shown first are parts fetched when chosen (switch-html.ts); without it (`next
 * dev`, which serves no such files) every panel is in the page.
 */
export function operationHtml(model: ApiOperationModel, t: Translate, code: HighlightedBlocks, { deferPanels = false } = {}): OperationHtml {
  const parts = new Map<string, string>();
  const keep = (html: string) => {
    const src = codeFragmentPath(html);
    parts.set(src, html);
    return src;
  };
  const defer: DeferredParts | undefined = deferPanels ? { keep, words: { loading: t('api.partLoading'), failed: t('api.partFailed'), retry: t('code.retry') } } : undefined;
  const context: Context = { t, code, labels: codeLabels(t), level: 2, defer };
  return { html: headingHtml(model, context) + tryItButtonHtml(model, t) + bodyHtml(model, context), parts };
}

/** The section around an operation (the page's own element, which React renders). */
export const operationSectionClass = 'api-op mt-12 border-t border-zinc-200 pt-10 first:mt-0 first:border-t-0 first:pt-0 dark:border-zinc-800';
