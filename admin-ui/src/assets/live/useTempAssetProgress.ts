// Follow one temporary asset (a crop, processed like an upload) over the live channel. Messages are kept
// from the moment the hook is used, so none is lost while the call that names the asset is still answering.
import { useEffect, useRef, useState } from 'react';
import type { UploadItem } from '../../providers/assetTypes';
import { subscribeLive } from './socket';

export function useTempAssetProgress(active: boolean, tempAssetId: string | null): UploadItem | null {
  const seen = useRef(new Map<string, UploadItem>());
  const [item, setItem] = useState<UploadItem | null>(null);
  const watched = useRef(tempAssetId);
  watched.current = tempAssetId;

  useEffect(() => {
    if (!active) return;
    return subscribeLive({
      onMessage: (message) => {
        if (message.type !== 'upload' || !message.item) return;
        const next = message.item as UploadItem;
        seen.current.set(next.tempAssetId, next);
        if (next.tempAssetId === watched.current) setItem(next);
      },
    });
  }, [active]);

  useEffect(() => {
    setItem(tempAssetId ? (seen.current.get(tempAssetId) ?? null) : null);
  }, [tempAssetId]);

  return item;
}
