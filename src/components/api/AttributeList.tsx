import type { Translate } from '@/lib/i18n/translate';
import type { AttributeModel } from '@/lib/openapi/attributes';
import { attributeHtmlLabels, attributeRowsHtml } from '@/lib/openapi/attribute-html';
import { islandRoot } from '@/lib/ui/islands';
import { toggleLabelAttributes } from '@/lib/ui/attribute-toggles';
import '@/styles/generated/api.css';

const fetchesRows = (rows: readonly AttributeModel[]) => rows.some((row) => row.fragment || row.variants.some((variant) => variant.fragment));

/**
 * Attribute rows (spec §3 schema fields): name, type, badges, description and facts; nested rows
 * behind a toggle. Written as one HTML string (attribute-html.ts), which React's payload carries as
 * text and hydration leaves alone. A list whose toggles fetch their rows needs the islands' chunk,
 * which fills them (src/lib/ui/attribute-toggles.ts), and carries the words its panels say meanwhile.
 */
export function AttributeList({ rows, t }: { rows: readonly AttributeModel[]; t: Translate }) {
  if (rows.length === 0) return null;
  const fetching = fetchesRows(rows)
    ? { ...islandRoot, ...toggleLabelAttributes({ loading: t('api.attributesLoading'), failed: t('api.attributesFailed'), retry: t('code.retry') }) }
    : {};
  return <ul className="api-attrs" {...fetching} dangerouslySetInnerHTML={{ __html: attributeRowsHtml(rows, attributeHtmlLabels(t)) }} />;
}
