// The brief's temporary uploads (spec 1 §7 brief uploads): a file dropped in the Assets step is kept as a temporary
// file (save-single-tmp, its bytes' progress reported), judged against its category (validate: the Assets step's own
// messages), removed from the store when its chip is deleted before a save (remove-from-s3), and made a library asset
// on the brief's markets when the brief is saved (create-single-files-from-urls), so the brief only ever holds
// library assets and links.
import type { Brief, BriefAsset } from '../../../../domain/concept/brief';
import type { AssetCategory } from '../../../../domain/asset/rules';
import { tempFileId } from '../../../../domain/concept/brief-temp-files';
import type { UploadAccepted } from '../../providers/assetTypes';
import { postMultipart, type OnProgress, type UploadHandle } from '../../providers/multipartUpload';
import { patch, post, queryString } from '../../providers/requests';

const BASE = '/assets/single-files';

export interface TempFile {
  /** tmp/<id>: what the other calls name it by. */
  url: string;
  name: string;
  format: string;
}

export interface BriefFileCheck {
  url: string;
  errors: string[];
  warnings: string[];
}

export function saveTempFile(partnerId: string, file: File, onProgress: OnProgress): UploadHandle<TempFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postMultipart<TempFile>(`${BASE}/brief/save-single-tmp${queryString({ partnerId })}`, form, onProgress);
}

export const validateBriefFile = (partnerId: string, url: string, type: AssetCategory) =>
  post<BriefFileCheck>(`${BASE}/brief/validate${queryString({ partnerId })}`, { url, type });

export const removeTempFiles = (partnerId: string, urls: string[]) =>
  patch<{ removed: string[] }>(`${BASE}/remove-from-s3${queryString({ partnerId })}`, { urls });

/** Whether the brief asset is a temporary file not yet in the library. */
export const isTempAsset = (asset: BriefAsset) => asset.link === null && tempFileId(asset.assetId) !== null;

/** The brief with its temporary files made library assets on its markets; the same brief when it holds none. */
export async function withLibraryAssets(brief: Brief, partnerId: string): Promise<Brief> {
  const temps = Object.values(brief.assets).flat().filter(isTempAsset);
  if (temps.length === 0) return brief;
  const answer = await post<UploadAccepted>(`${BASE}/brief/create-single-files-from-urls`, {
    tempAssetData: temps.map((asset) => ({ url: asset.assetId, name: asset.name })),
    nodeIds: brief.intro.businessNodes,
    partnerId,
  });
  // The answer lists the new assets in the order of tempAssetData.
  const made = new Map(temps.map((asset, i) => [asset.assetId, answer.uploadedAssets[i]!.tempAssetId]));
  const assets = Object.fromEntries(
    Object.entries(brief.assets).map(([category, list]) => [
      category,
      list.map((asset) => (made.has(asset.assetId) ? { ...asset, assetId: made.get(asset.assetId)! } : asset)),
    ]),
  ) as Brief['assets'];
  return { ...brief, assets };
}
