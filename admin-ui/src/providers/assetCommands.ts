// The asset library calls (spec 1 §7; the asset contract under /assets/single-files): typed methods that
// send only their own fields. Lists and the asset itself also serve react-admin's 'assets' resource.
import type { GetListParams, GetListResult } from 'react-admin';
import { httpClient } from './httpClient';
import { enc, get, patch, pick, post, put } from './requests';
import type { Asset, AssetBulkChanges, AssetChanges, AssetPage, AssetQuery, UploadItem } from './types';

const BASE = '/assets/single-files';

/** The API names assets by _id; react-admin wants id. */
export const withId = (asset: Asset): Asset => ({ ...asset, id: asset.id ?? asset._id! });

export function assetQueryString(q: AssetQuery): string {
  const query = new URLSearchParams({ partnerId: q.partnerId, page: String(q.page), limit: String(q.limit) });
  if (q.nodeIds?.length) query.set('nodeIds', q.nodeIds.join(','));
  if (q.archived !== undefined) query.set('archived', String(q.archived));
  if (q.isIndependent) query.set('isIndependent', 'true');
  if (q.search?.trim()) query.set('search', q.search.trim());
  if (q.formats?.length) query.set('formats', q.formats.join(','));
  if (q.assetsToExclude?.length) query.set('assetsToExclude', q.assetsToExclude.join(','));
  if (q.sort) query.set('sort', q.sort);
  return query.toString();
}

const partnerQuery = (partnerId: string | null | undefined) => (partnerId ? `?partnerId=${enc(partnerId)}` : '');

export const assetCommands = {
  assetLibrary: async (q: AssetQuery, signal?: AbortSignal): Promise<AssetPage> => {
    const { json } = await httpClient<AssetPage>(`${BASE}?${assetQueryString(q)}`, { signal });
    return { total: json.total, results: json.results.map(withId) };
  },
  asset: (id: string, partnerId: string | null) => get<Asset>(`${BASE}/${enc(id)}${partnerQuery(partnerId)}`).then(withId),
  assetsMany: (ids: string[]) => get<Asset[]>(`${BASE}/many?ids=${ids.map(enc).join(',')}`).then((list) => list.map(withId)),
  assetChildren: (id: string) => get<Asset[]>(`${BASE}/list/${enc(id)}`).then((list) => list.map(withId)),
  assetFormats: (partnerId: string) => get<string[]>(`${BASE}/formats${partnerQuery(partnerId)}`),
  changeAsset: (id: string, partnerId: string | null, changes: AssetChanges) =>
    patch<Asset>(`${BASE}/${enc(id)}${partnerQuery(partnerId)}`, pick(changes, ['name', 'tags', 'status'])),
  changeAssets: (changes: AssetBulkChanges) => patch<unknown>(BASE, pick(changes, ['ids', 'tags', 'status', 'archived'])),
  archiveAsset: (id: string, archived: boolean) => patch<Asset>(`${BASE}/${enc(id)}/${archived ? 'archive' : 'unarchive'}`),
  setAssetNodes: (id: string, partnerId: string | null, businessNodes: string[], additionalNodes: string[] = []) =>
    put<Asset>(`${BASE}/${enc(id)}/business-nodes${partnerQuery(partnerId)}`, { businessNodes, additionalNodes }),
  cropAsset: (partnerId: string | null, body: { parentId: string; crop: Asset['crop'] & object; name?: string }) =>
    post<{ tempAssetId: string }>(`${BASE}/crop${partnerQuery(partnerId)}`, pick(body, ['parentId', 'crop', 'name'])),
  /** A link to fetch into the library; `uid` puts it in the upload batch, whose nodes and tags it gets. */
  uploadFromUrl: (partnerId: string | null, uid: string, body: { url: string; fileTempId: string; meta?: Record<string, unknown>; nodeIds: string[]; tags: string[] }) =>
    post<UploadItem>(
      `${BASE}/brief/create-temp-asset-from-url?${partnerId ? `partnerId=${enc(partnerId)}&` : ''}uid=${enc(uid)}`,
      pick(body, ['url', 'fileTempId', 'meta', 'nodeIds', 'tags']),
    ),
  uploadItems: (partnerId: string | null, uid: string) =>
    get<UploadItem[] | { items: UploadItem[] }>(`${BASE}/uploads?${partnerId ? `partnerId=${enc(partnerId)}&` : ''}uid=${enc(uid)}`).then((answer) =>
      Array.isArray(answer) ? answer : (answer?.items ?? []),
    ),
};

/** The image to crop on (GET it as an <img> source). */
export const cropperPreviewUrl = (id: string, partnerId: string | null, format = 'jpeg') =>
  `/api/v1${BASE}/${enc(id)}/cropper-preview?${partnerId ? `partnerId=${enc(partnerId)}&` : ''}format=${enc(format)}`;

const SORTS: Record<string, AssetQuery['sort']> = { createdAt: 'createdAt', name: 'name' };

/** react-admin's getList for 'assets': filter {partnerId, q, formats, archived}; pages are 1-based there. */
export async function assetList(params: GetListParams): Promise<GetListResult<Asset>> {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  const f = (params.filter ?? {}) as { partnerId?: string; q?: string; formats?: string[]; archived?: boolean };
  if (!f.partnerId) throw new Error('Missing partnerId');
  const field = SORTS[params.sort?.field ?? 'createdAt'] ?? 'createdAt';
  const sort = (params.sort?.order === 'ASC' ? field : `-${field}`) as AssetQuery['sort'];
  const answer = await assetCommands.assetLibrary(
    { partnerId: f.partnerId, page: page - 1, limit: perPage, search: f.q, formats: f.formats, archived: !!f.archived, isIndependent: true, sort },
    params.signal,
  );
  return { data: answer.results, total: answer.total };
}
