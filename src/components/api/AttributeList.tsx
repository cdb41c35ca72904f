import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Translate } from '@/lib/i18n/translate';
import type { AttributeModel } from '@/lib/openapi/attributes';
import { InlineCode } from '../mdx/InlineCode';
import { FieldBadges } from '../mdx/Properties';
import { AttributeDisclosure } from './islands';
import { DeprecatedBadge } from './DeprecatedNote';
import { Markdown } from './Markdown';
import '@/styles/generated/api.css';

/** Drawn on the server: the client disclosure button ships no icon code. */
const disclosureChevron = <ChevronRight className="size-3.5 transition-transform group-data-open:rotate-90" aria-hidden="true" />;

/** Attribute rows (spec §3 schema fields): name, type, badges, description and facts; nested rows behind a disclosure. */

export function AttributeList({ rows, t }: { rows: readonly AttributeModel[]; t: Translate }) {
  if (rows.length === 0) return null;
  return (
    <ul className="api-attrs">
      {rows.map((row) => (
        <AttributeRow key={row.name} row={row} t={t} />
      ))}
    </ul>
  );
}

/** One fact of a row, `Label: value`; values that are code keep their code look. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      {label}: <b>{children}</b>
    </span>
  );
}

const Values = ({ values }: { values: readonly string[] }) =>
  values.map((value, index) => (
    <span key={value}>
      {index > 0 ? ' ' : null}
      <InlineCode text={value} />
    </span>
  ));

function bound(value: number, exclusive: boolean | undefined, t: Translate): string {
  return exclusive ? t('api.fact.exclusive', { value }) : String(value);
}

function Facts({ row, t }: { row: AttributeModel; t: Translate }) {
  return (
    <p className="api-facts">
      {row.enum ? (
        <Fact label={t('api.fact.enum')}>
          <Values values={row.enum} />
        </Fact>
      ) : null}
      {row.default !== undefined ? <Fact label={t('api.fact.default')}><InlineCode text={row.default} /></Fact> : null}
      {row.example !== undefined ? <Fact label={t('api.fact.example')}><InlineCode text={row.example} /></Fact> : null}
      {row.pattern !== undefined ? <Fact label={t('api.fact.pattern')}><InlineCode text={row.pattern} /></Fact> : null}
      {row.minLength !== undefined ? <Fact label={t('api.fact.minLength')}>{row.minLength}</Fact> : null}
      {row.maxLength !== undefined ? <Fact label={t('api.fact.maxLength')}>{row.maxLength}</Fact> : null}
      {row.minimum !== undefined ? <Fact label={t('api.fact.minimum')}>{bound(row.minimum, row.exclusiveMinimum, t)}</Fact> : null}
      {row.maximum !== undefined ? <Fact label={t('api.fact.maximum')}>{bound(row.maximum, row.exclusiveMaximum, t)}</Fact> : null}
      {row.minItems !== undefined ? <Fact label={t('api.fact.minItems')}>{row.minItems}</Fact> : null}
      {row.maxItems !== undefined ? <Fact label={t('api.fact.maxItems')}>{row.maxItems}</Fact> : null}
      <Fact label={t('api.fact.nullable')}>{row.nullable ? t('api.yes') : t('api.no')}</Fact>
    </p>
  );
}

function Variants({ row, t }: { row: AttributeModel; t: Translate }) {
  if (row.variants.length === 0) return null;
  return (
    <div className="mt-2 text-xs">
      <p className="my-0! text-zinc-500 dark:text-zinc-400">{t(row.combinator === 'anyOf' ? 'api.anyOf' : 'api.oneOf')}:</p>
      <ul className="my-1! list-none! space-y-1 pl-0!">
        {row.variants.map((variant) => (
          <li key={variant.title} className="my-0! pl-0!">
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{variant.title}</span>{' '}
            <span className="font-mono text-zinc-500 dark:text-zinc-400">{variant.typeLabel}</span>
            {variant.children.length > 0 ? (
              <Nested name={variant.title} rows={variant.children} fragment={variant.fragment} t={t} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nested rows behind a toggle: fetched from their fragment when the build wrote one, else rendered here. */
function Nested({ name, rows, fragment, t }: { name: string; rows: readonly AttributeModel[]; fragment: AttributeModel['fragment']; t: Translate }) {
  const toggle = { chevron: disclosureChevron, showLabel: t('api.showAttributes', { name }), hideLabel: t('api.hideAttributes', { name }) };
  if (fragment) return <AttributeDisclosure {...toggle} src={fragment.href} labels={{ loading: t('api.attributesLoading'), failed: t('api.attributesFailed'), retry: t('code.retry') }} />;
  return (
    <AttributeDisclosure {...toggle}>
      <AttributeList rows={rows} t={t} />
    </AttributeDisclosure>
  );
}

function AttributeRow({ row, t }: { row: AttributeModel; t: Translate }) {
  const badges = { required: t('badge.required'), conditional: t('badge.conditional') };
  return (
    <li id={row.id} className="api-attr">
      <div className="api-attr-head">
        {row.additional ? <em className="api-attr-name">{t('api.anyKey')}</em> : <InlineCode className="api-attr-name" text={row.name} />}
        <span className="api-attr-type">{row.typeLabel}</span>
        <FieldBadges required={row.required} conditional={row.conditional} labels={badges} />
        {row.deprecated ? <DeprecatedBadge label={t('api.deprecated')} /> : null}
      </div>
      {row.description ? (
        <div className="api-attr-desc">
          <Markdown text={row.description} />
        </div>
      ) : null}
      <Facts row={row} t={t} />
      <Variants row={row} t={t} />
      {row.circular ? (
        <p className="api-note">
          <a href={row.circular.href}>{t('api.circular', { name: row.circular.name })}</a>
        </p>
      ) : null}
      {row.truncated ? <p className="api-note">{t('api.truncated')}</p> : null}
      {row.children.length > 0 ? <Nested name={row.name} rows={row.children} fragment={row.fragment} t={t} /> : null}
    </li>
  );
}
