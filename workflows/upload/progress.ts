// Stage 2 progress (to storage): a heartbeat for Temporal and, at most every 250 ms, a live message to
// the uploader's screen. Progress is ephemeral, so it is never an event.
import { Context } from '@temporalio/activity';
import type { AssetUpload } from '../../domain/asset';
import type { UploadItem } from '../../domain/asset/answers';
import type { LivePublisher } from '../../commands/live-events';

const EVERY_MS = 250;

export function progressReporter(live: LivePublisher, asset: AssetUpload, total: number | null) {
  let last = 0;
  return (loaded: number) => {
    Context.current().heartbeat(loaded);
    const now = Date.now();
    if (now - last < EVERY_MS) return;
    last = now;
    // The same item the upload screen gets from the read model, at the moment it is being stored.
    const item: UploadItem = {
      tempAssetId: asset.id,
      uid: asset.uploadId,
      status: 'UPLOADING',
      loaded,
      total,
      data: { name: asset.name, errors: [] },
      isLink: asset.source.kind === 'link',
      assetId: null,
      message: null,
    };
    live.publish(asset.uploadedBy, { type: 'upload', item }).catch(() => undefined);
  };
}
