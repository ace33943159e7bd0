// A render request as its commands see it: its facts and where each queued format stands. A request holds up to a
// tree's 10,000 formats and hears a batch of outcomes at a time, so the formats are immutable's persistent map (as the
// personalise tree keeps its variants): evolve stays pure and an event changes only the entries it names.
import { List, Map as IMap } from 'immutable';
import type { QueuedFormat, RenderScope, ScreenshotEvent } from './events';

/** Where a queued format stands: waiting for its chunk, rendering, pictured, failed or cancelled. */
export const QUEUE_STATUSES = ['waiting', 'rendering', 'done', 'failed', 'cancelled'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
/** Still to be settled: a cancel stops these. */
export const isPending = (status: QueueStatus) => status === 'waiting' || status === 'rendering';

export interface QueuedFormatState extends QueuedFormat {
  status: QueueStatus;
  reused: boolean;
}

export interface RenderRequestFacts {
  requestId: string;
  campaignId: string;
  partnerId: string;
  conceptId: string;
  campaignName: string;
  scope: RenderScope;
  requestedBy: string;
  alreadyRendered: number;
}

export interface RenderRequestState {
  request: RenderRequestFacts | null;
  formats: IMap<string, QueuedFormatState>;
  /** Format ids in the order they were queued: the workflow's chunks are slices of it. */
  order: List<string>;
  finished: boolean;
}

export const initialRenderRequestState = (): RenderRequestState => ({
  request: null,
  formats: IMap(),
  order: List(),
  finished: false,
});

function withStatus(
  state: RenderRequestState,
  formatIds: readonly string[],
  status: QueueStatus,
  change: Partial<QueuedFormatState> = {},
): RenderRequestState {
  const formats = state.formats.withMutations((map) => {
    for (const id of formatIds) {
      const format = map.get(id);
      if (format) map.set(id, { ...format, ...change, status });
    }
  });
  return { ...state, formats };
}

/** The ids of the formats still waiting or rendering. */
export const pendingFormatIds = (state: RenderRequestState): string[] =>
  state.order.filter((id) => isPending(state.formats.get(id)!.status)).toArray();

export function evolveRenderRequest(state: RenderRequestState, event: ScreenshotEvent): RenderRequestState {
  switch (event.type) {
    case 'ScreenshotsRequested': {
      const { queued: _q, chunks: _c, at: _a, ...facts } = event.data;
      return { ...state, request: facts };
    }
    case 'ScreenshotFormatsQueued': {
      const formats = state.formats.withMutations((map) => {
        for (const f of event.data.formats) map.set(f.formatId, { ...f, status: 'waiting', reused: false });
      });
      return { ...state, formats, order: state.order.concat(event.data.formats.map((f) => f.formatId)) };
    }
    case 'ScreenshotsRendering':
      return withStatus(state, event.data.formatIds, 'rendering');
    case 'ScreenshotsRendered': {
      const formats = state.formats.withMutations((map) => {
        for (const s of event.data.screenshots) {
          const format = map.get(s.formatId);
          if (format) map.set(s.formatId, { ...format, fingerprint: s.fingerprint, status: 'done', reused: s.reused });
        }
      });
      return { ...state, formats };
    }
    case 'ScreenshotsFailed':
      return withStatus(
        state,
        event.data.failures.map((f) => f.formatId),
        'failed',
      );
    case 'ScreenshotRenderCancelled':
      return withStatus(state, event.data.formatIds ?? pendingFormatIds(state), 'cancelled');
    case 'ScreenshotRenderFinished':
      return { ...state, finished: true };
  }
}
