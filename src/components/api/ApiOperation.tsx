import { codeFragmentPath } from '@/node/content/code-fragments';
import { highlightCode, type HighlightedCode } from '@/node/content/highlight-code';
import { writeOperationHtml } from '@/node/content/page-cache';
import type { Translate } from '@/shared/i18n/translate';
import { operationCode } from '@/shared/openapi/operation-code';
import { operationHtml, operationSectionClass } from '@/node/openapi/operation-html';
import { OPERATION_SRC_ATTRIBUTE } from '@/shared/ui/api-markup';
import type { ApiOperationModel } from '@/shared/openapi/operation-model';
import { STATIC_HTML_ATTRIBUTE } from '@/shared/ui/static-html';

/**
 * One API operation (spec §3, §4), written at build time as HTML (src/node/openapi/operation-html.ts)
 * that React neither carries nor hydrates; the site's code (src/browser/runtime/api-reference.ts) makes its
 * selectors, copy buttons and code loaded on demand work.
 *
 * In a build the page's section is empty here, and the prerender leaves the HTML (named by the
 * section's `data-operation-src`) for scripts/finish-output.ts, which writes it into the finished
 * page: rendered here, React's payload would have carried it a second time. In development the
 * HTML is written in place.
 *
 * The variants and statuses not shown first are files of their own (switch-html.ts), written the
 * same way, which finish-output copies beside the pages.
 *
 * Every code block is highlighted first (in parallel, and cached for the fragment writer), as the
 * HTML is written synchronously.
 */
export async function ApiOperation({ model, t }: { model: ApiOperationModel; t: Translate }) {
  const key = (code: string, language: string) => `${language}\0${code}`;
  const highlighted = new Map<string, HighlightedCode>(await Promise.all(operationCode(model).map(async ({ code, language }) => [key(code, language), await highlightCode(code, language)] as const)));
  const inBuild = process.env.SITE_SNAPSHOT === '1';
  const code = (text: string, language: string) => {
    const found = highlighted.get(key(text, language));
    if (!found) throw new Error(`${model.method} ${model.path}: a code block was not highlighted (operationCode in src/shared/openapi/operation-code.ts misses it).`);
    return found;
  };
  const { html, parts } = operationHtml(model, t, code, { deferPanels: inBuild });
  const src = codeFragmentPath(html);
  if (inBuild) {
    writeOperationHtml(src, html);
    for (const [part, partHtml] of parts) writeOperationHtml(part, partHtml);
  }
  return (
    <section
      aria-labelledby={model.id}
      className={operationSectionClass}
      {...{ [STATIC_HTML_ATTRIBUTE]: '', [OPERATION_SRC_ATTRIBUTE]: src }}
      dangerouslySetInnerHTML={{ __html: inBuild ? '' : html }}
    />
  );
}
