// The library query (spec 1 §7): from react-admin's list params, and as the query string the API reads.
import type { GetListParams } from 'react-admin';
import { queryString } from '../requests';
import type { AssetQuery } from '../assetTypes';

const SORTS: Record<string, 'createdAt' | 'name'> = { createdAt: 'createdAt', name: 'name' };

/** react-admin's 'assets' list: filter {partnerId, q, formats, archived}; its pages count from 1, the API's from 0. */
export function toAssetQuery(params: GetListParams): AssetQuery {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const f = (params.filter ?? {}) as { partnerId?: string; q?: string; formats?: string[]; archived?: boolean };
  if (!f.partnerId) throw new Error('Missing partnerId');
  const field = SORTS[params.sort?.field ?? 'createdAt'] ?? 'createdAt';
  return {
    partnerId: f.partnerId,
    page: page - 1,
    limit: perPage,
    search: f.q,
    formats: f.formats,
    archived: !!f.archived,
    isIndependent: true,
    sort: params.sort?.order === 'ASC' ? field : `-${field}`,
  };
}

export function libraryQuery(q: AssetQuery): string {
  const list = (values: string[] | undefined) => (values?.length ? values.join(',') : undefined);
  return queryString({
    partnerId: q.partnerId,
    page: String(q.page),
    limit: String(q.limit),
    nodeIds: list(q.nodeIds),
    archived: q.archived === undefined ? undefined : String(q.archived),
    isIndependent: q.isIndependent ? 'true' : undefined,
    search: q.search?.trim(),
    formats: list(q.formats),
    assetsToExclude: list(q.assetsToExclude),
    sort: q.sort,
  });
}
