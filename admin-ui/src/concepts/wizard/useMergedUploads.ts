// An upload whose bytes the library holds already is merged into that asset (spec 1 §4): the live channel says
// so, and the brief then points to the library's asset rather than the merged upload. Merges are remembered
// while the wizard is open, since one may arrive before the upload's answer has added the asset.
import { useCallback, useEffect, useRef } from 'react';
import type { Brief } from '../../../../domain/concept/brief';
import { subscribeLive } from '../../assets/live/socket';
import type { UploadItem } from '../../providers/assetTypes';

/** The brief with each merged upload replaced by the asset it was merged into; the same brief if none is held. */
export function withMergedAssets(brief: Brief, merged: ReadonlyMap<string, string>): Brief {
  let changed = false;
  const assets = Object.fromEntries(
    Object.entries(brief.assets).map(([category, list]) => [
      category,
      list.map((asset) => {
        const into = asset.link === null ? merged.get(asset.assetId) : undefined;
        if (into === undefined) return asset;
        changed = true;
        return { ...asset, assetId: into };
      }),
    ]),
  ) as Brief['assets'];
  return changed ? { ...brief, assets } : brief;
}

export function useMergedUploads(assets: Brief['assets'], relink: (merged: ReadonlyMap<string, string>) => void): void {
  const merged = useRef(new Map<string, string>());
  const apply = useCallback(() => merged.current.size > 0 && relink(merged.current), [relink]);
  useEffect(
    () =>
      subscribeLive({
        onMessage: (message) => {
          const item = message.type === 'upload' ? (message.item as UploadItem) : null;
          if (item?.status !== 'MERGED' || !item.assetId) return;
          merged.current.set(item.tempAssetId, item.assetId);
          apply();
        },
      }),
    [apply],
  );
  useEffect(() => void apply(), [assets, apply]);
}
