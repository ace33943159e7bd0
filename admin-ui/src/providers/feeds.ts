// Feeds (spec 1 §7): POST /assets/single-files/feeds/check and /assets/single-files/feeds as multipart forms through
// postMultipart, so the dialog shows the bytes sent. The fields go before the file.
import type { FeedCheckAnswer, FeedImportAnswer } from '../../../domain/personalise/answers';
import type { FeedMapping } from '../../../domain/personalise/feed-rows';
import { multipartForm, postMultipart, type OnProgress, type UploadHandle } from './multipartUpload';
import type { TreeRef } from './adapters/personalise';
import { del, enc, get, put } from './requests';
import type { FeedScheduleAnswer } from '../../../domain/feed-schedule/answers';

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

/** P/feed-schedule (issue 23 §3): the tree's scheduled feed and its last run; set with a link and an interval. */
const schedulePath = ({ campaignId, treeId }: TreeRef) =>
  `/campaigns/${enc(campaignId)}/personalize/${enc(treeId)}/feed-schedule`;
export const feedSchedule = (ref: TreeRef) => get<FeedScheduleAnswer>(schedulePath(ref));
export const scheduleFeed = (ref: TreeRef, mapping: FeedMapping, url: string, everyHours: number) =>
  put<FeedScheduleAnswer>(schedulePath(ref), { url, everyHours, ...mapping });
export const clearFeedSchedule = (ref: TreeRef) => del<FeedScheduleAnswer>(schedulePath(ref));
