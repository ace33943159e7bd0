// What a resource adapter is, and the list dialect the API's list routes speak.
import type {
  CreateParams,
  CreateResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { getPage, pageRange } from '../paging';

/**
 * How one resource maps onto the API: the react-admin methods it supports (the dispatcher refuses the
 * others), `queries` (custom reads) and `commands` (custom writes, each taking one params object; the
 * data provider refreshes what they change, see ../invalidation.ts).
 */
export interface ResourceAdapter {
  getList?: (params: GetListParams) => Promise<GetListResult>;
  getOne?: (params: GetOneParams) => Promise<GetOneResult>;
  create?: (params: CreateParams) => Promise<CreateResult>;
  update?: (params: UpdateParams) => Promise<UpdateResult>;
  queries?: Record<string, (...args: never[]) => Promise<unknown>>;
  commands?: Record<string, (params: never) => Promise<unknown>>;
}

/**
 * The filter keys a route takes in its path or query instead of its filter (a partner, a node); each must
 * be set. Returns their values and the params without them.
 */
export function scopeOf<K extends string>(
  params: GetListParams,
  keys: readonly K[],
): [Record<K, string>, GetListParams] {
  const scope = {} as Record<K, string>;
  const filter = { ...params.filter };
  for (const key of keys) {
    const value = filter[key];
    if (typeof value !== 'string' || !value) throw new Error(`Missing ${key}`);
    scope[key] = value;
    delete filter[key];
  }
  return [scope, { ...params, filter }];
}

/** A list in react-admin's simple-rest dialect (../paging.ts); empty filter values are left out. */
export async function restList(path: string, params: GetListParams): Promise<GetListResult> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const filter = Object.fromEntries(Object.entries(params.filter ?? {}).filter(([, v]) => v !== '' && v != null));
  const { rows, total } = await getPage<RaRecord>(
    path,
    { ...pageRange(page, perPage), sort: [params.sort?.field ?? 'id', params.sort?.order ?? 'ASC'], filter },
    params.signal,
  );
  return { data: rows, total };
}
