// The texts of publishing: the spec's own (spec 2 §8 'Publishing and jobs': the toasts and the service notifications'
// reasons, written as sentences) and the bell's titles, which the spec does not give.
import type { PublishNotificationKind } from '../notification/events';

/** Spec 2 §8 service notifications: why a publish was refused. */
export const NO_APPROVED_VARIATIONS = 'No approved variations';
export const NOTHING_TO_PUBLISH = 'Nothing to publish';
export const VIDEOS_STILL_UPLOADING = 'Some videos still uploading';
export const META_PAGE_ID_NOT_DEFINED = 'Meta page id not defined';
export const DELIVERY_NOT_FOR_DECISION_TREE = 'Delivery type not supported for Decision Tree';
export const UNKNOWN_PUBLISHING_CHANNEL = 'Unknown publishing channel';
/** Spec 2 §8: the toasts of a publish. */
export const PUBLISHED_SUCCESSFULLY = 'Published successfully';
export const PUBLISH_FAILED = 'Publish failed';
export const UNABLE_TO_PUBLISH = 'Unable to publish the campaign';
export const publishingSorry = (channel: string) =>
  `Sorry, something went wrong publishing into ${channel}. Please contact your Customer Success team for more details.`;
/** Spec 2 §8 toast: the publishing data could not be read. */
export const PUBLISHING_DATA_FAILED = 'Error have happened while fetching publishing data';

/** Ours. */
export const PUBLISH_NOT_FOUND = 'Publish not found';
export const PUBLISH_EXISTS = 'Publish already exists';
export const NOTHING_TO_RETRY = 'No failed creatives to try again';
export const notConnected = (platform: string) => `No business node of the campaign is connected to ${platform}`;
/** Google Ads and Meta put an ad in an ad group or ad set, which the publish must name. */
export const CHOOSE_AD_GROUP = 'Choose the Google Ads ad group to publish into';
export const CHOOSE_AD_SET = 'Choose the Meta ad set for the variants without a Meta Ad Set segment';
/** A creative whose content or template is gone by its turn. */
export const CREATIVE_GONE = 'The creative changed or was removed before it could be published';

export type PublishNotice = 'started' | 'finished' | 'failed';
export const PUBLISH_NOTICE_KINDS: Record<PublishNotice, PublishNotificationKind> = {
  started: 'publishStarted',
  finished: 'publishFinished',
  failed: 'publishFailed',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The bell's title and message of a publish: 'Published successfully', or 'Publish failed' with the first reason. */
export function publishNoticeText(
  notice: PublishNotice,
  facts: { campaignName: string; queued: number; published: number; failed: number; reason: string | null },
): { title: string; message: string } {
  const name = facts.campaignName;
  switch (notice) {
    case 'started':
      return {
        title: `Publishing started: ${name}`,
        message: `${plural(facts.queued, 'creative')} of ${name} queued.`,
      };
    case 'finished':
      return {
        title: `${PUBLISHED_SUCCESSFULLY}: ${name}`,
        message: `${plural(facts.published, 'creative')} of ${name} published.`,
      };
    case 'failed':
      return {
        title: `${PUBLISH_FAILED}: ${facts.failed} of ${facts.queued} of ${name}`,
        message: facts.reason ?? PUBLISH_FAILED,
      };
  }
}
