// Stage 2 of an upload: the bytes reach their place in storage — copied from staging, fetched from a
// link, or cut from the parent image — and the asset moves to PROCESSING with their size and hash.
import { Readable } from 'node:stream';
import { ApplicationFailure } from '@temporalio/activity';
import type { AssetUpload } from '../../domain/asset';
import { fileFormat, isAcceptedFile, INVALID_FILE_FORMAT, MAX_ASSET_BYTES } from '../../domain/asset/rules';
import { workflowStep } from '../../commands/assets';
import type { BlobInfo } from '../../commands/blob-store/port';
import { cropImage } from '../media/crop';
import { progressReporter } from './progress';
import { fetchLink } from './public-fetch';
import type { UploadDeps } from './deps';

export const LINK_FAILED = 'The link could not be downloaded';
const LINK_TIMEOUT_MS = 60_000;

/** Not worth retrying: the workflow marks the upload failed at once. */
export const unprocessable = (message: string) => ApplicationFailure.nonRetryable(message, 'UnprocessableUpload');

export function storageKey(asset: AssetUpload): string {
  const safe = asset.name.replace(/[^\w.-]+/g, '_').slice(-120) || 'file';
  return `assets/${asset.partnerId}/${asset.id}/${safe}`;
}

async function downloadLink(deps: UploadDeps, asset: AssetUpload, url: string, location: string): Promise<BlobInfo & { format: string }> {
  const target = url.startsWith('www.') ? `http://${url}` : url;
  const response = await fetchLink(target, { allowPrivate: deps.allowPrivateLinks, timeoutMs: LINK_TIMEOUT_MS }).catch(() => null);
  if (!response?.ok || !response.body) throw unprocessable(LINK_FAILED);
  const format = fileFormat(asset.name, response.headers.get('content-type'));
  if (!isAcceptedFile(`${asset.name}.${format}`, response.headers.get('content-type'))) throw unprocessable(INVALID_FILE_FORMAT);
  const total = Number(response.headers.get('content-length')) || null;
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  const info = await deps.blobs.put(location, body, { maxBytes: MAX_ASSET_BYTES, onProgress: progressReporter(deps.live, asset, total) });
  return { ...info, format };
}

async function cropParent(deps: UploadDeps, asset: AssetUpload, location: string): Promise<BlobInfo> {
  if (asset.source.kind !== 'crop' || !asset.parentId) throw unprocessable('A crop needs its parent asset');
  const crop = asset.source.crop;
  const parentFile = await deps.assets.libraryFile(asset.parentId);
  if (!parentFile) throw unprocessable('The parent asset has no file');
  const bytes = await deps.blobs.withLocalFile(parentFile, (path) => cropImage(path, crop));
  return deps.blobs.put(location, Readable.from(bytes));
}

export async function storeUpload(deps: UploadDeps, asset: AssetUpload): Promise<void> {
  if (asset.status !== 'PENDING' && asset.status !== 'UPLOADING') return;
  const location = storageKey(asset);
  let info: BlobInfo;
  let format = asset.format;
  switch (asset.source.kind) {
    case 'file':
      info = await deps.blobs.copy(asset.source.stagingKey, location, { onProgress: progressReporter(deps.live, asset, asset.size) });
      break;
    case 'link':
      ({ format, ...info } = await downloadLink(deps, asset, asset.source.url, location));
      break;
    case 'crop':
      info = await cropParent(deps, asset, location);
      break;
  }
  await workflowStep(deps.commands, asset, { type: 'StartProcessing', location, size: info.size, hash: info.sha256, format });
}
