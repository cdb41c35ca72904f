import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { API_OPERATION, apiOperationElements, apiOperationKey, apiWebhookKey } from '../content/api-operations';
import { parsePage } from '../content/parse-page';
import { mdxToMarkdown, type MarkdownLabels } from '../content/to-markdown';
import type { Translate } from '../../shared/i18n/translate';
import type { ApiOperationModel } from '../../shared/openapi/operation-model';
import type { SitePage } from '../../shared/site/types';
import { TEST_CARDS, testCardsTable } from '../../shared/test-cards/markdown';
import { compactOperation } from './compact-operation';
import { operationMarkdown } from './operation-markdown';
import { journeyMarkdown } from '../workflows/journey-markdown';

const modelKey = (model: ApiOperationModel) => (model.webhook !== undefined ? apiWebhookKey(model.api, model.webhook) : apiOperationKey(model.api, model.method, model.path));

export function markdownLabels(t: Translate): MarkdownLabels {
  return {
    note: t('callout.note'), info: t('callout.info'), warning: t('callout.warning'), error: t('callout.error'),
    required: t('badge.required'), conditional: t('badge.conditional'),
  };
}

/**
 * A page's Markdown twin: its MDX as plain Markdown, each `<ApiOperation>` written out as the
 * operation it places (operation-markdown.ts), so an agent reading `.md` gets the whole reference.
 */
export function pageMarkdown(page: SitePage, t: Translate, origin: string, tree: Root = parsePage(page.body, page.sourceLocale)): string {
  const models = new Map((page.operations ?? []).map((model) => [modelKey(model), model]));
  const elements = new Map(apiOperationElements(tree).map((element) => [element.node, element]));
  const operation = (node: MdxJsxFlowElement | MdxJsxTextElement) => {
    if (node.name === TEST_CARDS) return [testCardsTable(page.locale)];
    if (node.name === 'Journey') return journeyMarkdown(node, page.locale);
    if (node.name !== API_OPERATION) return undefined;
    const element = elements.get(node);
    if (!element) return [];
    const api = element.api ?? page.namespace;
    const model = models.get(element.webhook !== undefined ? apiWebhookKey(api, element.webhook) : apiOperationKey(api, element.method ?? '', element.path ?? ''));
    return model ? operationMarkdown(compactOperation(model, page.href, origin), t) : [];
  };
  const notice = page.untranslated ? t('untranslated.notice') : undefined;
  return mdxToMarkdown({ title: page.title, description: page.description, body: page.body, notice }, markdownLabels(t), operation, tree);
}
