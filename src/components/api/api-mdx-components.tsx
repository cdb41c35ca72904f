import type { MDXComponents } from 'mdx/types';
import type { Translate } from '@/lib/i18n/translate';
import type { ApiOperationModel } from '@/lib/openapi/operation-model';
import { createMdxComponents } from '../mdx/mdx-components';
import { ApiOperation } from './ApiOperation';

/**
 * The operation an `<ApiOperation>` element places, from the models the build read for this page
 * (`api` defaults to the page's namespace, which the build already resolved into each model).
 */
function operationFor(operations: readonly ApiOperationModel[], { path, method, api }: { path: string; method: string; api?: string }): ApiOperationModel {
  const model = operations.find((candidate) => candidate.path === path && candidate.method === method.toUpperCase() && (api === undefined || candidate.api === api));
  if (!model) throw new Error(`<ApiOperation path="${path}" method="${method}"> was not read by the build (see npm run check:content)`);
  return model;
}

/** The authoring components plus `<ApiOperation>`, for pages of the API reference routes. */
export function createApiMdxComponents(t: Translate, operations: readonly ApiOperationModel[]): MDXComponents {
  return {
    ...createMdxComponents(t),
    ApiOperation: (props: { path: string; method: string; api?: string }) => <ApiOperation model={operationFor(operations, props)} t={t} />,
  };
}
