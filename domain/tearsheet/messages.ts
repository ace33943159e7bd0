// The texts of tearsheets: the spec's own (spec 2 §8: 'Could not send the request to the server.' for a PDF request
// the server did not take; the service notifications started, finished and failed, whose words the spec leaves to us
// but for the error's) and the refusals.
import type { TearsheetNotificationKind } from '../notification/events';
import { SCREENSHOT_ERROR } from '../screenshot/messages';

export { REQUEST_NOT_SENT } from '../screenshot/messages';
export const TEARSHEET_NOT_FOUND = 'Tearsheet not found';
export const TEARSHEET_EXISTS = 'Tearsheet already exists';
export const TEARSHEET_NOT_READY = 'The tearsheet is not ready';
export const LINK_NOT_FOUND = 'Link not found';
export const LINK_EXISTS = 'Link already exists';
export const LINK_REVOKED = 'The link was revoked';
export const LINK_EXPIRED = 'The link has expired';
export const EXPIRY_IN_PAST = 'The expiry must be in the future';
/** Spec 2 §8 'Service notifications': the PDF error, as the screenshot's. */
export const TEARSHEET_ERROR = SCREENSHOT_ERROR;
/** Why a build failed when the builder gave no reason of its own. */
export const BUILD_FAILED_REASON = 'The tearsheet could not be built';

export type TearsheetNotice = 'started' | 'finished' | 'failed';

export const TEARSHEET_NOTICE_KINDS: Record<TearsheetNotice, TearsheetNotificationKind> = {
  started: 'tearsheetStarted',
  finished: 'tearsheetFinished',
  failed: 'tearsheetFailed',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The bell's title and message of a tearsheet's service notification. */
export function tearsheetNoticeText(
  notice: TearsheetNotice,
  facts: { campaignName: string; entries: number | null },
): { title: string; message: string } {
  const name = facts.campaignName;
  switch (notice) {
    case 'started':
      return { title: `PDF started: ${name}`, message: `The tearsheet of ${name} is being made.` };
    case 'finished':
      return {
        title: `PDF finished: ${name}`,
        message: `The tearsheet of ${name} is ready: ${plural(facts.entries ?? 0, 'creative')}.`,
      };
    case 'failed':
      return { title: `PDF failed: ${name}`, message: TEARSHEET_ERROR };
  }
}
