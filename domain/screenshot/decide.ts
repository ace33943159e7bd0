// The render request's commands. Asking records the request and its formats in one append; the workflow then
// records what it takes up, renders and fails, each only for formats still pending (a picture also for one cancelled
// as it finished), so a retried activity or a restarted worker records nothing twice; a cancel settles what is
// pending; finishing counts the outcome once.
import { DomainError } from '../shared/errors';
import {
  QUEUE_CHUNK,
  type FailedScreenshot,
  type QueuedFormat,
  type RenderedScreenshot,
  type ScreenshotEvent,
  type ScreenshotsRequested,
} from './events';
import {
  NOT_BEING_RENDERED,
  NOTHING_BEING_RENDERED,
  RENDER_REQUEST_EXISTS,
  RENDER_REQUEST_NOT_FOUND,
} from './messages';
import { isPending, pendingFormatIds, type RenderRequestState } from './state';

export type RequestScreenshots = {
  type: 'RequestScreenshots';
  request: Omit<ScreenshotsRequested['data'], 'queued' | 'chunks'>;
  formats: QueuedFormat[];
};
export type MarkRendering = { type: 'MarkRendering'; formatIds: string[] };
export type RecordScreenshots = { type: 'RecordScreenshots'; screenshots: RenderedScreenshot[] };
export type RecordFailures = { type: 'RecordFailures'; failures: FailedScreenshot[] };
/** formatIds: those to stop; null: every pending one (the whole request). */
export type CancelRender = { type: 'CancelRender'; formatIds: string[] | null; by: string; at: string };
export type FinishRender = { type: 'FinishRender'; at: string };
export type ScreenshotCommand =
  RequestScreenshots | MarkRendering | RecordScreenshots | RecordFailures | CancelRender | FinishRender;

type Events = ScreenshotEvent[];

function requestScreenshots(command: RequestScreenshots, state: RenderRequestState): Events {
  if (state.request) throw DomainError.conflict(RENDER_REQUEST_EXISTS);
  const { requestId, campaignId } = command.request;
  const seen = new Set<string>();
  const formats = command.formats.filter((f) => !seen.has(f.formatId) && seen.add(f.formatId));
  const chunks: QueuedFormat[][] = [];
  for (let i = 0; i < formats.length; i += QUEUE_CHUNK) chunks.push(formats.slice(i, i + QUEUE_CHUNK));
  return [
    { type: 'ScreenshotsRequested', data: { ...command.request, queued: formats.length, chunks: chunks.length } },
    ...chunks.map((chunk, i): ScreenshotEvent => ({
      type: 'ScreenshotFormatsQueued',
      data: { requestId, campaignId, chunk: i, formats: chunk },
    })),
  ];
}

const requestOf = (state: RenderRequestState) => {
  if (!state.request) throw DomainError.notFound(RENDER_REQUEST_NOT_FOUND);
  return { requestId: state.request.requestId, campaignId: state.request.campaignId };
};

/** Whether the format is the request's and still waiting or rendering. */
const pending = (state: RenderRequestState, formatId: string) => {
  const format = state.formats.get(formatId);
  return format !== undefined && isPending(format.status);
};

function cancelRender(command: CancelRender, state: RenderRequestState): Events {
  const onRequest = requestOf(state);
  if (command.formatIds === null) {
    if (pendingFormatIds(state).length === 0) throw DomainError.conflict(NOTHING_BEING_RENDERED);
    return [
      { type: 'ScreenshotRenderCancelled', data: { ...onRequest, formatIds: null, by: command.by, at: command.at } },
    ];
  }
  if (command.formatIds.some((id) => !state.formats.has(id))) throw DomainError.notFound(RENDER_REQUEST_NOT_FOUND);
  const stopping = [...new Set(command.formatIds)].filter((id) => pending(state, id));
  if (stopping.length === 0) throw DomainError.conflict(NOT_BEING_RENDERED);
  return [
    { type: 'ScreenshotRenderCancelled', data: { ...onRequest, formatIds: stopping, by: command.by, at: command.at } },
  ];
}

function finishRender(command: FinishRender, state: RenderRequestState): Events {
  const onRequest = requestOf(state);
  if (state.finished) return [];
  // Whatever is still pending when the workflow ends was never settled: it ends cancelled, not waiting for ever.
  const leftOver = pendingFormatIds(state);
  const counts = { rendered: 0, reused: 0, failed: 0, cancelled: leftOver.length };
  for (const f of state.formats.values()) {
    if (f.status === 'done') counts[f.reused ? 'reused' : 'rendered'] += 1;
    else if (f.status === 'failed') counts.failed += 1;
    else if (f.status === 'cancelled') counts.cancelled += 1;
  }
  return [
    ...(leftOver.length > 0
      ? [
          {
            type: 'ScreenshotRenderCancelled' as const,
            data: { ...onRequest, formatIds: leftOver, by: 'render-workflow', at: command.at },
          },
        ]
      : []),
    { type: 'ScreenshotRenderFinished', data: { ...onRequest, ...counts, at: command.at } },
  ];
}

export function decideScreenshots(command: ScreenshotCommand, state: RenderRequestState): Events {
  switch (command.type) {
    case 'RequestScreenshots':
      return requestScreenshots(command, state);
    case 'MarkRendering': {
      const onRequest = requestOf(state);
      const formatIds = [...new Set(command.formatIds)].filter((id) => state.formats.get(id)?.status === 'waiting');
      return formatIds.length > 0 && !state.finished
        ? [{ type: 'ScreenshotsRendering', data: { ...onRequest, formatIds } }]
        : [];
    }
    case 'RecordScreenshots': {
      const onRequest = requestOf(state);
      // A picture finished as its cancel arrived is kept: the cancel stops renders, it does not waste them.
      const screenshots = command.screenshots.filter(
        (s) => pending(state, s.formatId) || state.formats.get(s.formatId)?.status === 'cancelled',
      );
      return screenshots.length > 0 && !state.finished
        ? [{ type: 'ScreenshotsRendered', data: { ...onRequest, partnerId: state.request!.partnerId, screenshots } }]
        : [];
    }
    case 'RecordFailures': {
      const onRequest = requestOf(state);
      const failures = command.failures.filter((f) => pending(state, f.formatId));
      return failures.length > 0 && !state.finished
        ? [{ type: 'ScreenshotsFailed', data: { ...onRequest, failures } }]
        : [];
    }
    case 'CancelRender':
      return cancelRender(command, state);
    case 'FinishRender':
      return finishRender(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown screenshot command ${JSON.stringify(unknown)}`);
    }
  }
}
