// The asset library (spec 1 §7, the contract under /assets/single-files): react-admin's 'assets' list and
// record, the picker's query, crops, formats and uploads in flight; edits, archive, business nodes, crops
// and links as commands. Every call names the partner when a top admin works in one.
import { enc, get, patch, pick, post, put, queryString } from '../requests';
import type { Asset, AssetBulkChanges, AssetChanges, AssetPage, AssetQuery, Crop, UploadItem } from '../assetTypes';
import type { ResourceAdapter } from './adapter';
import { libraryQuery, toAssetQuery } from './assetQuery';

const BASE = '/assets/single-files';

/** The partner a top admin works in; null for everyone else (the API takes their own). */
type InPartner = { partnerId: string | null };

/** A link to fetch into the library; `uid` puts it in the upload batch, whose nodes and tags it gets. */
interface LinkUpload extends InPartner {
  uid: string;
  url: string;
  fileTempId: string;
  nodeIds: string[];
  tags: string[];
}

const library = (q: AssetQuery, signal?: AbortSignal) => get<AssetPage>(`${BASE}${libraryQuery(q)}`, { signal });

export const assets = {
  getList: async (params) => {
    const page = await library(toAssetQuery(params), params.signal);
    return { data: page.results, total: page.total };
  },
  getOne: async ({ id, meta }) => ({
    data: await get<Asset>(`${BASE}/${enc(String(id))}${queryString({ partnerId: meta?.partnerId })}`),
  }),
  queries: {
    assetLibrary: library,
    assetChildren: (id: string) => get<Asset[]>(`${BASE}/list/${enc(id)}`),
    assetFormats: (partnerId: string) => get<string[]>(`${BASE}/formats${queryString({ partnerId })}`),
    uploadItems: (partnerId: string | null, uid: string) =>
      get<UploadItem[]>(`${BASE}/uploads${queryString({ partnerId, uid })}`),
  },
  commands: {
    changeAsset: ({ id, partnerId, ...changes }: { id: string } & InPartner & AssetChanges) =>
      patch<Asset>(`${BASE}/${enc(id)}${queryString({ partnerId })}`, pick(changes, ['name', 'tags', 'status'])),
    changeAssets: (changes: AssetBulkChanges) =>
      patch<Asset[]>(BASE, pick(changes, ['ids', 'tags', 'status', 'archived'])),
    archiveAsset: ({ id, archived }: { id: string; archived: boolean }) =>
      patch<Asset>(`${BASE}/${enc(id)}/${archived ? 'archive' : 'unarchive'}`),
    setAssetNodes: ({
      id,
      partnerId,
      businessNodes,
      additionalNodes,
    }: { id: string; businessNodes: string[]; additionalNodes: string[] } & InPartner) =>
      put<Asset>(`${BASE}/${enc(id)}/business-nodes${queryString({ partnerId })}`, { businessNodes, additionalNodes }),
    /** The crop is a child asset, processed like an upload: follow it by its tempAssetId. */
    cropAsset: ({ partnerId, parentId, crop, name }: { parentId: string; crop: Crop; name?: string } & InPartner) =>
      post<UploadItem>(`${BASE}/crop${queryString({ partnerId })}`, { parentId, crop, ...(name ? { name } : {}) }),
    /** The cropper's background removal: the image without background is then at noBackgroundUrl. */
    removeImageBackground: ({ url }: { url: string }) =>
      post<{ success: true; key: string }>('/assets/remove-image-background', { url }),
    uploadFromUrl: ({ partnerId, uid, url, fileTempId, nodeIds, tags }: LinkUpload) =>
      post<UploadItem>(`${BASE}/brief/create-temp-asset-from-url${queryString({ partnerId, uid })}`, {
        url,
        fileTempId,
        nodeIds,
        tags,
      }),
  },
} satisfies ResourceAdapter;

/** The image to crop on (GET it as an <img> source). */
export const cropperPreviewUrl = (id: string, partnerId: string | null, format: string) =>
  `/api/v1${BASE}/${enc(id)}/cropper-preview${queryString({ partnerId, format })}`;

/** The image without its background, once POST /assets/remove-image-background made it. */
export const noBackgroundUrl = (id: string, partnerId: string | null) =>
  `/api/v1${BASE}/${enc(id)}/no-background${queryString({ partnerId })}`;
