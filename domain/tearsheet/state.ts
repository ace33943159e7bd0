// A tearsheet as its commands see it: its facts, where its build stands, and its links.
import type { TearsheetEvent, TearsheetRequested } from './events';

export const TEARSHEET_STATUSES = ['requested', 'building', 'ready', 'failed'] as const;
export type TearsheetStatus = (typeof TEARSHEET_STATUSES)[number];

export type TearsheetFacts = Omit<TearsheetRequested['data'], 'at'>;

export interface LinkState {
  linkId: string;
  tokenHash: string;
  expiresAt: string | null;
  revoked: boolean;
}

export interface TearsheetState {
  tearsheet: TearsheetFacts | null;
  status: TearsheetStatus;
  entries: number;
  done: number;
  entriesKey: string | null;
  pdfKey: string | null;
  links: Record<string, LinkState>;
}

export const initialTearsheetState = (): TearsheetState => ({
  tearsheet: null,
  status: 'requested',
  entries: 0,
  done: 0,
  entriesKey: null,
  pdfKey: null,
  links: {},
});

/** Over: built or failed. */
export const isSettled = (status: TearsheetStatus) => status === 'ready' || status === 'failed';

export function evolveTearsheet(state: TearsheetState, event: TearsheetEvent): TearsheetState {
  switch (event.type) {
    case 'TearsheetRequested': {
      const { at: _at, ...facts } = event.data;
      return { ...state, tearsheet: facts, status: 'requested' };
    }
    case 'TearsheetCollected':
      return {
        ...state,
        status: 'building',
        entries: event.data.entries,
        entriesKey: event.data.entriesKey,
        done: 0,
      };
    case 'TearsheetProgressed':
      return { ...state, done: event.data.done };
    case 'TearsheetBuilt':
      return { ...state, status: 'ready', done: event.data.entries, pdfKey: event.data.pdfKey };
    case 'TearsheetFailed':
      return { ...state, status: 'failed' };
    case 'TearsheetLinkCreated': {
      const { linkId, tokenHash, expiresAt } = event.data;
      return { ...state, links: { ...state.links, [linkId]: { linkId, tokenHash, expiresAt, revoked: false } } };
    }
    case 'TearsheetLinkRevoked': {
      const link = state.links[event.data.linkId];
      return link ? { ...state, links: { ...state.links, [link.linkId]: { ...link, revoked: true } } } : state;
    }
    case 'TearsheetLinkOpened':
      return state;
  }
}
