// After the assets projection commits, the uploader hears of every status change of their uploads.
import type pg from 'pg';
import type { LivePublisher } from '../../commands/live-events';
import { getAsset } from '../../projections/assets/queries';
import { toUploadItem } from '../../projections/assets/upload-item';
import type { RecordedEvent } from '../../domain/shared/events';

const UPLOAD_EVENTS = new Set([
  'AssetUploadRequested',
  'AssetUploadStarted',
  'AssetProcessingStarted',
  'AssetUploaded',
  'AssetMerged',
  'ZipExpanded',
  'AssetUploadFailed',
]);

export function uploadNotifier(pool: pg.Pool, live: LivePublisher, log: (msg: string, extra?: object) => void) {
  return (projection: string, events: RecordedEvent[]) => {
    if (projection !== 'assets') return;
    const assetIds = new Set(
      events.filter((e) => UPLOAD_EVENTS.has(e.type)).map((e) => (e.data as { assetId: string }).assetId),
    );
    for (const assetId of assetIds) {
      getAsset(pool, assetId)
        .then((row) => row && live.publish(row.uploadedBy, { type: 'upload', item: toUploadItem(row) }))
        .catch((error: unknown) => log('upload notice failed', { assetId, error: String(error) }));
    }
  };
}
