import type { MDXComponents } from 'mdx/types';
import type { Translate } from '@/shared/i18n/translate';
import type { ApiOperationModel } from '@/shared/openapi/operation-model';
import { createMdxComponents, type MdxPageContext } from '../mdx/mdx-components';
import { ApiOperation } from './ApiOperation';

/**
 * The operation an `<ApiOperation>` element places, from the models the build read for this page
 * (`api` defaults to the page's namespace, which the build already resolved into each model).
 */
function operationFor(operations: readonly ApiOperationModel[], { path, method, api, webhook }: ApiOperationProps): ApiOperationModel {
  const model = operations.find(
    (candidate) =>
      (api === undefined || candidate.api === api) &&
      (webhook === undefined
        ? candidate.webhook === undefined && candidate.path === path && candidate.method === method?.toUpperCase()
        : candidate.webhook === webhook && (method === undefined || candidate.method === method.toUpperCase())),
  );
  if (!model) throw new Error(`<ApiOperation ${webhook === undefined ? `path="${path}" method="${method}"` : `webhook="${webhook}"`}> was not read by the build (see npm run check:content)`);
  return model;
}

/** An operation by path and method, or a webhook by name (`method` only when it has several). */
interface ApiOperationProps {
  path?: string;
  method?: string;
  api?: string;
  webhook?: string;
}

/** The authoring components plus `<ApiOperation>`, for pages of the API reference routes. */
export function createApiMdxComponents(t: Translate, page: MdxPageContext, operations: readonly ApiOperationModel[]): MDXComponents {
  return {
    ...createMdxComponents(t, page),
    ApiOperation: (props: ApiOperationProps) => <ApiOperation model={operationFor(operations, props)} t={t} />,
  };
}
