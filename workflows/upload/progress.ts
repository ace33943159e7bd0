// Stage 2 progress (to storage): a heartbeat for Temporal and, at most every 250 ms, a live message to
// the uploader's screen. Progress is ephemeral, so it is never an event.
import { Context } from '@temporalio/activity';
import type { AssetState } from '../../domain/asset';
import type { LivePublisher } from '../../commands/live-events';
import type { UploadItem } from '../../projections/assets/upload-item';

const EVERY_MS = 250;

export function progressReporter(live: LivePublisher, asset: Exclude<AssetState, { status: 'none' }>, total: number | null) {
  let last = 0;
  return (loaded: number) => {
    Context.current().heartbeat(loaded);
    const now = Date.now();
    if (now - last < EVERY_MS) return;
    last = now;
    // The same item shape the upload screen gets from the read model (projections/assets/upload-item.ts).
    const item: UploadItem = {
      tempAssetId: asset.id, uid: asset.uploadId, status: 'UPLOADING', loaded, total, data: { name: asset.name, errors: [] },
      isLink: asset.source.kind === 'link', assetId: null, message: null,
    };
    live.publish(asset.uploadedBy, { type: 'upload', item }).catch(() => undefined);
  };
}
