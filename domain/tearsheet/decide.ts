// The tearsheet's commands. Asking records the request and its filter; the workflow then records the collected
// entries, its progress and the outcome, each only once (a retried activity or a rerun of the workflow records
// nothing twice). Links are made on a ready tearsheet, each with the hash of its token; a revoked or expired link
// opens nothing, and every opening is recorded.
import { DomainError } from '../shared/errors';
import type { OpenedAs, TearsheetEvent } from './events';
import {
  EXPIRY_IN_PAST,
  LINK_EXISTS,
  LINK_EXPIRED,
  LINK_NOT_FOUND,
  LINK_REVOKED,
  TEARSHEET_EXISTS,
  TEARSHEET_NOT_FOUND,
  TEARSHEET_NOT_READY,
} from './messages';
import { isSettled, type LinkState, type TearsheetFacts, type TearsheetState } from './state';

export type RequestTearsheet = { type: 'RequestTearsheet'; tearsheet: TearsheetFacts; at: string };
export type RecordCollected = { type: 'RecordCollected'; entries: number; entriesKey: string; at: string };
export type RecordProgress = { type: 'RecordProgress'; done: number };
export type RecordBuilt = {
  type: 'RecordBuilt';
  pdfKey: string;
  pages: number;
  bytes: number;
  buildMs: number;
  at: string;
};
export type RecordFailed = { type: 'RecordFailed'; reason: string; at: string };
export type CreateLink = {
  type: 'CreateLink';
  linkId: string;
  tokenHash: string;
  expiresAt: string | null;
  by: string;
  at: string;
};
export type RevokeLink = { type: 'RevokeLink'; linkId: string; by: string; at: string };
export type OpenLink = {
  type: 'OpenLink';
  linkId: string;
  as: OpenedAs;
  address: string;
  userAgent: string | null;
  at: string;
};
export type TearsheetCommand =
  RequestTearsheet | RecordCollected | RecordProgress | RecordBuilt | RecordFailed | CreateLink | RevokeLink | OpenLink;

type Events = TearsheetEvent[];

const onTearsheet = (state: TearsheetState) => {
  if (!state.tearsheet) throw DomainError.notFound(TEARSHEET_NOT_FOUND);
  return { tearsheetId: state.tearsheet.tearsheetId, campaignId: state.tearsheet.campaignId };
};

/** Why a link opens nothing at `at`, or null when it opens. */
export function linkRefusal(link: LinkState | undefined, at: string): string | null {
  if (!link) return LINK_NOT_FOUND;
  if (link.revoked) return LINK_REVOKED;
  if (link.expiresAt !== null && Date.parse(link.expiresAt) <= Date.parse(at)) return LINK_EXPIRED;
  return null;
}

function openLink(command: OpenLink, state: TearsheetState): Events {
  const on = onTearsheet(state);
  const refusal = linkRefusal(state.links[command.linkId], command.at);
  if (refusal === LINK_NOT_FOUND) throw DomainError.notFound(LINK_NOT_FOUND);
  if (refusal) throw DomainError.gone(refusal);
  if (state.status !== 'ready') throw DomainError.notFound(TEARSHEET_NOT_READY);
  const { type: _type, ...opened } = command;
  return [{ type: 'TearsheetLinkOpened', data: { ...on, ...opened } }];
}

export function decideTearsheet(command: TearsheetCommand, state: TearsheetState): Events {
  switch (command.type) {
    case 'RequestTearsheet':
      if (state.tearsheet) throw DomainError.conflict(TEARSHEET_EXISTS);
      return [{ type: 'TearsheetRequested', data: { ...command.tearsheet, at: command.at } }];
    case 'RecordCollected': {
      const on = onTearsheet(state);
      if (state.status !== 'requested') return [];
      return [
        {
          type: 'TearsheetCollected',
          data: { ...on, entries: command.entries, entriesKey: command.entriesKey, at: command.at },
        },
      ];
    }
    case 'RecordProgress': {
      const on = onTearsheet(state);
      if (state.status !== 'building' || command.done <= state.done) return [];
      return [
        {
          type: 'TearsheetProgressed',
          data: { ...on, done: Math.min(command.done, state.entries), total: state.entries },
        },
      ];
    }
    case 'RecordBuilt': {
      const on = onTearsheet(state);
      if (state.status !== 'building') return [];
      const { type: _type, ...built } = command;
      return [{ type: 'TearsheetBuilt', data: { ...on, ...built, entries: state.entries } }];
    }
    case 'RecordFailed': {
      const on = onTearsheet(state);
      if (isSettled(state.status)) return [];
      return [{ type: 'TearsheetFailed', data: { ...on, reason: command.reason, at: command.at } }];
    }
    case 'CreateLink': {
      const on = onTearsheet(state);
      if (state.status !== 'ready') throw DomainError.conflict(TEARSHEET_NOT_READY);
      if (state.links[command.linkId]) throw DomainError.conflict(LINK_EXISTS);
      if (command.expiresAt !== null && Date.parse(command.expiresAt) <= Date.parse(command.at))
        throw DomainError.unprocessable(EXPIRY_IN_PAST);
      const { type: _type, ...link } = command;
      return [{ type: 'TearsheetLinkCreated', data: { ...on, ...link } }];
    }
    case 'RevokeLink': {
      const on = onTearsheet(state);
      const link = state.links[command.linkId];
      if (!link) throw DomainError.notFound(LINK_NOT_FOUND);
      if (link.revoked) throw DomainError.conflict(LINK_REVOKED);
      return [{ type: 'TearsheetLinkRevoked', data: { ...on, linkId: link.linkId, by: command.by, at: command.at } }];
    }
    case 'OpenLink':
      return openLink(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown tearsheet command ${JSON.stringify(unknown)}`);
    }
  }
}
