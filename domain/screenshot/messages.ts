// The texts of screenshots: the spec's own (spec 2 §8) and the notifications the bell shows (the spec names the
// service notifications, started, finished and failed, but gives only the error's words).
import type { ScreenshotNotificationKind } from '../notification/events';
export const RENDER_REQUEST_NOT_FOUND = 'Render request not found';
export const RENDER_REQUEST_EXISTS = 'Render request already exists';
export const NOT_BEING_RENDERED = 'The variation is not being rendered';
export const NOTHING_BEING_RENDERED = 'Nothing is being rendered';
export const ALREADY_BEING_RENDERED = 'The variation is already being rendered';
export const CAMPAIGN_MISMATCH = 'The campaign of the body is not the campaign of the path';

/** Spec 2 §8: a screenshot or PDF request the server did not take (the screens' toast). */
export const REQUEST_NOT_SENT = 'Could not send the request to the server.';
/** Spec 2 §8 'Toast messages'. */
export const SCREENSHOTS_FAILED_TOAST = 'Failed to generate screenshots';
/** Spec 2 §8 'Service notifications': the screenshot error. */
export const SCREENSHOT_ERROR = 'Please try again later or contact your administrator';
/** Spec 2 §8 'Service notifications': a request that names no variation. */
export const NO_VARIATIONS_FOUND = 'No variations found';

/** Why a format failed when its renderer gave no reason of its own. */
export const RENDER_FAILED_REASON = 'The format could not be rendered';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export type ScreenshotNotice = 'started' | 'finished' | 'failed' | 'noVariations';

/** The notification kind of each notice. */
export const SCREENSHOT_NOTICE_KINDS: Record<ScreenshotNotice, ScreenshotNotificationKind> = {
  started: 'screenshotsStarted',
  finished: 'screenshotsFinished',
  failed: 'screenshotsFailed',
  noVariations: 'screenshotsNotFound',
};

interface NoticeFacts {
  campaignName: string;
  queued: number;
  rendered: number;
  failed: number;
  cancelled: number;
}

/** The bell's title and message of a request's service notification. */
export function screenshotNoticeText(notice: ScreenshotNotice, facts: NoticeFacts): { title: string; message: string } {
  const name = facts.campaignName;
  switch (notice) {
    case 'started':
      return {
        title: `Screenshots started: ${name}`,
        message: `${plural(facts.queued, 'screenshot')} of ${name} are being rendered.`,
      };
    case 'finished':
      return {
        title: `Screenshots finished: ${name}`,
        message:
          `${plural(facts.rendered, 'screenshot')} of ${name} ready` +
          (facts.cancelled > 0 ? `, ${facts.cancelled} cancelled.` : '.'),
      };
    case 'failed':
      return {
        title: `Screenshots failed: ${facts.failed} of ${facts.queued} of ${name}`,
        message: SCREENSHOT_ERROR,
      };
    case 'noVariations':
      return { title: `Screenshots: ${name}`, message: NO_VARIATIONS_FOUND };
  }
}
