import type { RawObject } from '../openapi/raw';

/**
 * One page of a search's results, as every search of the APIs pages them (content guide: `page`
 * from 1, default 1; `pageSize` default 20; the response's `pagination` with `page`, `pageSize`
 * and the `total` of results). The schema has already checked the ranges.
 */
export function onePage<T>(items: readonly T[], body: RawObject): { items: T[]; pagination: { page: number; pageSize: number; total: number } } {
  const page = typeof body.page === 'number' ? body.page : 1;
  const pageSize = typeof body.pageSize === 'number' ? body.pageSize : 20;
  return { items: items.slice((page - 1) * pageSize, page * pageSize), pagination: { page, pageSize, total: items.length } };
}
