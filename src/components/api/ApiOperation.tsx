import { headingOffsetRem } from '@/lib/content/headings';
import type { Translate } from '@/lib/i18n/translate';
import type { ExampleModel, ApiOperationModel, CallbackModel, ResponseModel, SchemaPanelModel } from '@/lib/openapi/operation-model';
import type { CodeSample } from '@/lib/openapi/samples';
import { CodeGroupClient } from '../mdx/CodeGroupClient';
import type { CopyLabels } from '../mdx/CopyCodeButton';
import type { LazyCodeLabels } from '../mdx/LazyPre';
import { InlineCode } from '../mdx/InlineCode';
import { FieldBadges } from '../mdx/Properties';
import { MethodBadge } from '../ui/MethodBadge';
import { ApiSecurity } from './ApiSecurity';
import { AttributeList } from './AttributeList';
import { DeprecatedNote } from './DeprecatedNote';
import { ExampleGroupClient, SwitchPanels } from './islands';
import { HighlightedPre } from './highlight';
import { Markdown } from './Markdown';
import { SignatureVerifier } from '../toolkit/SignatureVerifier';
import { copyIcons } from '../ui/copy-icons';
import type { ReactNode } from 'react';

/** Code in the sticky column (src/components/api/api.css): short enough for a sample and an example to share the screen, lines wrapped so a URL shows whole. */
const asideCode = 'api-aside';

function copyLabels(t: Translate): CopyLabels {
  return { copy: t('code.copy'), copied: t('code.copied'), failed: t('code.copyFailed'), action: t('code.copyAction'), icons: copyIcons };
}

function lazyLabels(t: Translate): LazyCodeLabels {
  return { loading: t('code.loading'), failed: t('code.loadFailed'), retry: t('code.retry') };
}

/**
 * Only the blocks shown when the page opens are in it: the first block of a group in a panel shown
 * first (`shown`). The rest load when a reader picks them (LazyPre): on the largest page that
 * leaves out 42 % of the HTML (1.3 MiB -> 746 KiB).
 */
const lazyUnlessFirst = (shown: boolean, index: number, t: Translate) => (shown && index === 0 ? null : lazyLabels(t));

/** The request in six languages (spec §9: 3 or more blocks show as a dropdown), highlighted at build time. */
function CodeSamples({ samples, shown, t }: { samples: readonly CodeSample[]; shown: boolean; t: Translate }) {
  if (samples.length === 0) return null;
  return (
    <CodeGroupClient title={t('api.samples')} labels={samples.map((sample) => sample.label)} copy={copyLabels(t)} languageLabel={t('codeGroup.language')}>
      {samples.map((sample, index) => (
        <HighlightedPre key={sample.label} code={sample.code} language={sample.language} lazy={lazyUnlessFirst(shown, index, t)} />
      ))}
    </CodeGroupClient>
  );
}

function Examples({ examples, title, shown, t }: { examples: readonly ExampleModel[]; title: string; shown: boolean; t: Translate }) {
  if (examples.length === 0) return null;
  const downloads = examples.flatMap((example) => (example.download ? [example.download] : []));
  return (
    <>
      <ExampleGroupClient title={title} label={t('api.exampleChoice')} labels={examples.map((example) => example.label ?? '')} copy={copyLabels(t)}>
        {examples.map((example, index) => (
          <HighlightedPre key={index} code={example.code} language={example.language} lazy={lazyUnlessFirst(shown, index, t)} />
        ))}
      </ExampleGroupClient>
      {/* An example too large for the page shows its start; the whole of it is a file. */}
      {downloads.map((download) => (
        <p key={download.href} className="text-xs text-zinc-600 dark:text-zinc-400">
          {t('api.exampleTrimmed')}{' '}
          <a href={download.href} download>
            {t('api.exampleDownload', { size: `${Math.max(1, Math.round(download.bytes / 1024))} KB` })}
          </a>
        </p>
      ))}
    </>
  );
}

/** A section heading inside an operation: h3 under the operation's h2, h5 under a callback's h4. */
function SectionHeading({ level, className, children }: { level: 3 | 5; className?: string; children: ReactNode }) {
  const Tag = level === 3 ? 'h3' : 'h5';
  return <Tag className={className}>{children}</Tag>;
}

/** What a body that is not a list of fields says instead: its media type, as a file or as text. */
function bodyNote(mediaType: string | null, kind: string | null, t: Translate): string {
  if (mediaType === null) return t('api.noBody');
  return kind === 'binary' ? t('api.fileBody', { mediaType }) : t('api.bodyOfType', { mediaType });
}

function SchemaPanel({ panel, t }: { panel: SchemaPanelModel; t: Translate }) {
  return (
    <div id={panel.rootId} className="scroll-mt-32">
      {panel.deprecated ? <DeprecatedNote label={t('api.deprecated')} text={t('api.deprecatedSchema')} /> : null}
      {panel.typeLabel ? <p className="my-2! font-mono text-xs text-zinc-600 dark:text-zinc-400">{panel.typeLabel}</p> : null}
      {panel.description ? <Markdown text={panel.description} className="text-sm [&>:first-child]:mt-0 [&_p]:my-2" /> : null}
      <AttributeList rows={panel.attributes} t={t} />
    </div>
  );
}

function ResponsePanel({ response, operationDeprecated, level, t }: { response: ResponseModel; operationDeprecated: boolean; level: 3 | 5; t: Translate }) {
  return (
    <div>
      {/* A deprecated operation already says so once, above; only a response deprecated on its own repeats the note. */}
      {response.deprecated && !operationDeprecated ? <DeprecatedNote label={t('api.deprecated')} text={t('api.deprecatedResponse')} /> : null}
      {response.description ? <Markdown text={response.description} className="text-sm [&>:first-child]:mt-0 [&_p]:my-2" /> : null}
      {response.headers.length > 0 ? (
        <>
          <SectionHeading level={level}>{t('api.responseHeaders')}</SectionHeading>
          <AttributeList rows={response.headers} t={t} />
        </>
      ) : null}
      {response.panels.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{bodyNote(response.mediaType, response.kind, t)}</p>
      ) : response.panels.length === 1 && response.panels[0] ? (
        <>
          {response.mediaType && response.kind !== 'json' ? <p className="my-1! font-mono text-xs text-zinc-500 dark:text-zinc-400">{response.mediaType}</p> : null}
          <SchemaPanel panel={response.panels[0]} t={t} />
        </>
      ) : (
        <SwitchPanels
          kind="variant"
          label={t('api.variant')}
          options={response.panels.map((panel) => panel.title ?? '')}
          panels={response.panels.map((panel) => (
            <SchemaPanel key={panel.rootId} panel={panel} t={t} />
          ))}
        />
      )}
    </div>
  );
}

function OperationHeading({ model, level, t }: { model: ApiOperationModel; level: 2 | 4; t: Translate }) {
  const anchorLabel = t('heading.anchor', { title: model.title });
  const Tag = level === 2 ? 'h2' : 'h4';
  return (
    <Tag id={model.id} className="group mt-0! mb-2! flex flex-col gap-2" style={{ scrollMarginTop: `${headingOffsetRem({ tag: model.method, label: model.path })}rem` }}>
      <span className="flex items-center gap-2">
        <span>{model.title}</span>
        <a
          href={`#${model.id}`}
          aria-label={anchorLabel}
          title={anchorLabel}
          className="text-zinc-400 no-underline! opacity-100 transition-opacity hover:text-primary-600 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 dark:text-zinc-500"
        >
          #
        </a>
      </span>
      <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm font-normal">
        {model.webhook !== undefined ? <MethodBadge method={t('api.webhook')} /> : null}
        <MethodBadge method={model.method} />
        <InlineCode className="min-w-0 bg-transparent! p-0! font-mono text-sm text-zinc-700 dark:text-zinc-300" text={model.path} />
      </span>
    </Tag>
  );
}

function Signature({ model, level, t }: { model: ApiOperationModel; level: 3 | 5; t: Translate }) {
  const signature = model.signature;
  if (!signature) return null;
  return (
    <div className={asideCode}>
      <SectionHeading level={level}>{t('api.signature')}</SectionHeading>
      <div className="text-sm [&_p]:my-2">
        <p>
          {t(signature.in === 'header' ? 'api.signature.header' : 'api.signature.body')} <code>{signature.name}</code>. {t('api.signature.compute')}{' '}
          <code>{signature.formula}</code>, {t(signature.encoding === 'base64' ? 'api.signature.base64' : 'api.signature.hex')}.
        </p>
        {signature.description ? <Markdown text={signature.description} /> : null}
      </div>
      <CodeGroupClient title={t('api.signature.code')} labels={signature.samples.map((sample) => sample.label)} copy={copyLabels(t)} languageLabel={t('codeGroup.language')}>
        {signature.samples.map((sample, index) => (
          <HighlightedPre key={sample.label} code={sample.code} language={sample.language} lazy={lazyUnlessFirst(true, index, t)} />
        ))}
      </CodeGroupClient>
      <SignatureVerifier t={t} secretName={signature.secret} rule={{ in: signature.in, name: signature.name, algorithms: [signature.algorithm], fields: signature.fields, encoding: signature.encoding }} />
    </div>
  );
}

/**
 * One API operation (spec §3, §4): heading, description, authorization, parameters and request
 * body beside samples and examples, then responses by status, then its callbacks. A webhook reads
 * the same way with its event name for a path, its payload for a body and the receiver's answer
 * for responses. `level` 2 is an operation of the page; 4 is one of its callbacks.
 */
export function ApiOperation({ model, t, level = 2 }: { model: ApiOperationModel; t: Translate; level?: 2 | 4 }) {
  const badges = { required: t('badge.required'), conditional: t('badge.conditional') };
  const sub = level === 2 ? 3 : 5;
  const incoming = model.webhook !== undefined || level === 4;
  const showRequest = model.sections.includes('request');
  const lead = (
    <>
      {model.deprecated ? <DeprecatedNote label={t('api.deprecated')} text={t('api.deprecatedOperation')} /> : null}
      {/* Its first paragraph starts level with the samples beside it, as when it was the column's first child. */}
      {model.description ? <Markdown text={model.description} className="[&>:first-child]:mt-0" /> : null}
      {model.security && !incoming ? <ApiSecurity security={model.security} heading={sub === 3 ? 'h3' : 'h5'} t={t} /> : null}
      {model.parameters.map((group) => (
        <div key={group.location}>
          <SectionHeading level={sub}>{t(`api.parameters.${group.location}`)}</SectionHeading>
          <AttributeList rows={group.rows} t={t} />
        </div>
      ))}
      {showRequest ? (
        <>
          <SectionHeading level={sub} className="flex flex-wrap items-center gap-2">
            <span>{t(incoming ? 'api.webhookPayload' : 'api.requestBody')}</span>
            {model.request ? (
              <>
                <FieldBadges required={model.request.required} labels={badges} />
                {model.request.mediaType ? <span className="font-mono text-xs font-normal text-zinc-500 dark:text-zinc-400">{model.request.mediaType}</span> : null}
              </>
            ) : null}
          </SectionHeading>
          {model.request?.description ? <Markdown text={model.request.description} className="text-sm [&_p]:my-2" /> : null}
          {model.request ? (
            model.requestPanels.every((panel) => panel.schema === null) ? <p className="text-sm text-zinc-500 dark:text-zinc-400">{bodyNote(model.request.mediaType, model.request.kind, t)}</p> : null
          ) : (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('api.noRequestBody')}</p>
          )}
        </>
      ) : null}
    </>
  );

  const Section = level === 2 ? 'section' : 'div';
  return (
    <Section
      aria-labelledby={model.id}
      className={level === 2 ? 'api-op mt-12 border-t border-zinc-200 pt-10 first:mt-0 first:border-t-0 first:pt-0 dark:border-zinc-800' : 'mt-6 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800'}
    >
      <OperationHeading model={model} level={level} t={t} />
      {level === 4 && 'expression' in model ? (
        <p className="my-1! text-sm">
          {t('api.callbackUrl')} <code className="break-all">{(model as CallbackModel).expression}</code>
        </p>
      ) : null}
      <SwitchPanels
        kind="variant"
        label={t('api.variant')}
        options={showRequest ? model.requestPanels.map((panel) => panel.schema?.title ?? '') : []}
        lead={lead}
        panels={model.requestPanels.map((panel, index) => (showRequest && panel.schema ? <SchemaPanel key={index} panel={panel.schema} t={t} /> : null))}
        asides={model.requestPanels.map((panel, index) => (
          <div key={index} className={asideCode}>
            <CodeSamples samples={panel.samples} shown={index === 0} t={t} />
            <Examples examples={panel.examples} title={t(incoming ? 'api.webhookExample' : 'api.requestExample')} shown={index === 0} t={t} />
          </div>
        ))}
      />
      <Signature model={model} level={sub} t={t} />
      {model.responses.length > 0 ? <SectionHeading level={sub}>{t(incoming ? 'api.webhookResponses' : 'api.responses')}</SectionHeading> : null}
      <SwitchPanels
        kind="status"
        label={t('api.status')}
        options={model.responses.map((response) => response.status)}
        panels={model.responses.map((response) => (
          <ResponsePanel key={response.status} response={response} operationDeprecated={model.deprecated} level={sub} t={t} />
        ))}
        asides={model.responses.map((response, index) => (
          <div key={response.status} className={asideCode}>
            <Examples examples={response.examples} title={t('api.responseExample', { status: response.status })} shown={index === 0} t={t} />
          </div>
        ))}
      />
      {model.callbacks.length > 0 ? (
        <>
          <h3>{t('api.callbacks')}</h3>
          {model.callbacks.map((callback) => (
            <ApiOperation key={callback.id} model={callback} level={4} t={t} />
          ))}
        </>
      ) : null}
    </Section>
  );
}
