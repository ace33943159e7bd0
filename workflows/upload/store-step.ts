// Stage 2 of an upload: the bytes reach their place in storage — copied from staging, fetched from a
// link, or cut from the parent image — and the asset moves to PROCESSING with their size and hash.
import { Readable } from 'node:stream';
import { ApplicationFailure } from '@temporalio/activity';
import type { AssetUpload } from '../../domain/asset';
import {
  ASSET_TOO_LARGE,
  fileFormat,
  isAcceptedFile,
  INVALID_FILE_FORMAT,
  MAX_ASSET_BYTES,
} from '../../domain/asset/rules';
import { workflowStep } from '../../commands/assets';
import { BlobTooLargeError, type BlobInfo } from '../../commands/blob-store/port';
import { noBackgroundKey } from '../media/background-removal';
import { cropImage } from '../media/crop';
import { answerFailure, fetchFailure, linkFailed } from './link-failure';
import { progressReporter } from './progress';
import { fetchLink } from './public-fetch';
import type { UploadDeps } from './deps';

const LINK_TIMEOUT_MS = 60_000;

/** Not worth retrying: the workflow marks the upload failed at once. */
export const unprocessable = (message: string) => ApplicationFailure.nonRetryable(message, 'UnprocessableUpload');
/** A download that broke off mid-way: worth retrying, and if it keeps breaking, the upload fails saying so. */
const downloadBroken = (message: string) => ApplicationFailure.retryable(message, 'DownloadBroken');

function storageKey(asset: AssetUpload): string {
  const safe = asset.name.replace(/[^\w.-]+/g, '_').slice(-120) || 'file';
  return `assets/${asset.partnerId}/${asset.id}/${safe}`;
}

async function downloadLink(
  deps: UploadDeps,
  asset: AssetUpload,
  url: string,
  location: string,
): Promise<BlobInfo & { format: string }> {
  const target = url.startsWith('www.') ? `http://${url}` : url;
  const response = await fetchLink(target, { allowPrivate: deps.allowPrivateLinks, timeoutMs: LINK_TIMEOUT_MS }).catch(
    (error: unknown) => {
      throw unprocessable(linkFailed(fetchFailure(error, LINK_TIMEOUT_MS)));
    },
  );
  const refuse = async (message: string) => {
    await response.body?.cancel();
    throw unprocessable(message);
  };
  if (!response.ok) return refuse(linkFailed(answerFailure(response.status, response.statusText)));
  if (!response.body) return refuse(linkFailed('the server sent no file'));
  const format = fileFormat(asset.name, response.headers.get('content-type'));
  if (!isAcceptedFile(`${asset.name}.${format}`, response.headers.get('content-type')))
    return refuse(INVALID_FILE_FORMAT);
  const total = Number(response.headers.get('content-length')) || null;
  if (total !== null && total > MAX_ASSET_BYTES) return refuse(ASSET_TOO_LARGE);
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  const info = await deps.blobs
    .put(location, body, { maxBytes: MAX_ASSET_BYTES, onProgress: progressReporter(deps.live, asset, total) })
    .catch((error: unknown) => {
      if (error instanceof BlobTooLargeError) throw unprocessable(ASSET_TOO_LARGE);
      throw downloadBroken(linkFailed(`the download broke off (${fetchFailure(error, LINK_TIMEOUT_MS)})`));
    });
  return { ...info, format };
}

async function cropParent(deps: UploadDeps, asset: AssetUpload, location: string): Promise<BlobInfo> {
  if (asset.source.kind !== 'crop' || !asset.parentId) throw unprocessable('A crop needs its parent asset');
  const crop = asset.source.crop;
  const parentFile = crop.isBackgroundRemoved
    ? noBackgroundKey(asset.parentId)
    : await deps.assets.libraryFile(asset.parentId);
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
      info = await deps.blobs.copy(asset.source.stagingKey, location, {
        onProgress: progressReporter(deps.live, asset, asset.size),
      });
      break;
    case 'link':
      ({ format, ...info } = await downloadLink(deps, asset, asset.source.url, location));
      break;
    case 'crop':
      info = await cropParent(deps, asset, location);
      break;
  }
  await workflowStep(deps.commands, asset, {
    type: 'StartProcessing',
    location,
    size: info.size,
    hash: info.sha256,
    format,
  });
}
