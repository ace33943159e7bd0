// One stream per tearsheet, `Tearsheet-<tearsheetId>` (issue 19 §3): who asked for a PDF of which of a campaign's
// variant formats (the filter), how its build went (collected, progress, built or failed), and its public links: each
// made with only the SHA-256 of its token (the token in clear is shown once, in the answer that made it), revoked, and
// every opening, which the audit trail shows under the campaign. Events carry `campaignId` so the audit trail and the
// live channel file them under the campaign.
import type { TearsheetFilter } from './filter';

interface OnTearsheet {
  tearsheetId: string;
  campaignId: string;
}

export type TearsheetRequested = {
  type: 'TearsheetRequested';
  data: OnTearsheet & {
    partnerId: string;
    conceptId: string;
    campaignName: string;
    filter: TearsheetFilter;
    requestedBy: string;
    at: string;
  };
};
/** The entries are collected (stored beside the PDF to be): the build begins. */
export type TearsheetCollected = {
  type: 'TearsheetCollected';
  data: OnTearsheet & { entries: number; entriesKey: string; at: string };
};
/** How many entries are laid out so far. */
export type TearsheetProgressed = { type: 'TearsheetProgressed'; data: OnTearsheet & { done: number; total: number } };
export type TearsheetBuilt = {
  type: 'TearsheetBuilt';
  data: OnTearsheet & { pdfKey: string; entries: number; pages: number; bytes: number; buildMs: number; at: string };
};
export type TearsheetFailed = { type: 'TearsheetFailed'; data: OnTearsheet & { reason: string; at: string } };

export type TearsheetLinkCreated = {
  type: 'TearsheetLinkCreated';
  data: OnTearsheet & {
    linkId: string;
    /** SHA-256 (hex) of the link's token: the token itself is never stored. */
    tokenHash: string;
    expiresAt: string | null;
    by: string;
    at: string;
  };
};
export type TearsheetLinkRevoked = {
  type: 'TearsheetLinkRevoked';
  data: OnTearsheet & { linkId: string; by: string; at: string };
};
export const OPENED_AS = ['pdf', 'xlsx'] as const;
export type OpenedAs = (typeof OPENED_AS)[number];
/** Someone opened a public link (signed out): the audit trail's record of it. */
export type TearsheetLinkOpened = {
  type: 'TearsheetLinkOpened';
  data: OnTearsheet & { linkId: string; as: OpenedAs; address: string; userAgent: string | null; at: string };
};

export type TearsheetEvent =
  | TearsheetRequested
  | TearsheetCollected
  | TearsheetProgressed
  | TearsheetBuilt
  | TearsheetFailed
  | TearsheetLinkCreated
  | TearsheetLinkRevoked
  | TearsheetLinkOpened;
