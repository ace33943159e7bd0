// Feeds (spec 1 §7): POST /assets/single-files/feeds/check and /assets/single-files/feeds as multipart forms through
// postMultipart, so the dialog shows the bytes sent. The fields go before the file.
import type { FeedCheckAnswer, FeedImportAnswer } from '../../../domain/personalise/answers';
import type { FeedMapping } from '../../../domain/personalise/feed-rows';
import { multipartForm, postMultipart, type OnProgress, type UploadHandle } from './multipartUpload';
import type { TreeRef } from './adapters/personalise';

export const checkFeed = (file: File, onProgress: OnProgress): UploadHandle<FeedCheckAnswer> =>
  postMultipart('/assets/single-files/feeds/check', multipartForm({}, file), onProgress);

export function importFeed(
  ref: TreeRef,
  mapping: FeedMapping,
  file: File,
  onProgress: OnProgress,
): UploadHandle<FeedImportAnswer> {
  const form = multipartForm(
    {
      campaignId: ref.campaignId,
      treeId: ref.treeId,
      idColumn: mapping.idColumn,
      nameColumn: mapping.nameColumn ?? undefined,
      signalsColumn: mapping.signalsColumn ?? undefined,
      elements: JSON.stringify(mapping.elements),
    },
    file,
  );
  return postMultipart('/assets/single-files/feeds', form, onProgress);
}
