// The screenshot workflow's activities (issue 19 §1). Each chunk of a request's formats is one activity: it takes up
// the formats still pending, renders each through the ScreenshotRenderer port (the Chromium pool) with the variant's
// values as the format holds them at its turn, stores the PNG beside a record of its QA findings under the content's
// fingerprint, and records the outcomes through commands in batches. Everything is looked up before it is done, so a
// retried activity or a restarted worker renders nothing twice: a format the request's stream shows settled is skipped,
// and content whose picture is in the blob store already (rendered by any request, or by a worker killed before it
// could record it) is reused. The request's stream is read every CANCEL_POLL_MS while a chunk runs: a cancelled
// variation or request aborts its render at once.
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApplicationFailure, CancelledFailure, Context } from '@temporalio/activity';
import type { BlobStore } from '../../commands/blob-store/port';
import { BlobNotFoundError } from '../../commands/blob-store/port';
import { loadAsset } from '../../commands/assets';
import {
  loadRenderRequest,
  loadRenderTree,
  recordRenderStep,
  sendScreenshotNotice,
  type ScreenshotWorkflowDeps,
} from '../../commands/screenshots';
import { loadConceptTemplates } from '../../commands/templates';
import type { FormatState } from '../../domain/personalise/state';
import {
  fingerprintOf,
  isPending,
  RENDER_FAILED_REASON,
  RENDER_REQUEST_NOT_FOUND,
  weightLimitOf,
  type FailedScreenshot,
  type QaFinding,
  type QueuedFormatState,
  type RenderedScreenshot,
  type RenderRequestFacts,
  type RenderRequestState,
} from '../../domain/screenshot';
import { OTHER_SIZE } from '../../domain/template/name';
import type { TemplateVersion } from '../../domain/template';
import type { FormatToRender, ScreenshotRenderer } from './screenshot-port';

/** What the screenshot activities reach the world through. */
export interface ScreenshotDeps {
  commands: ScreenshotWorkflowDeps;
  blobs: BlobStore;
  renderer: ScreenshotRenderer;
  /** How many chunks render at once: as many as the renderer has browsers. */
  concurrency: number;
  /**
   * How soon the chunks of a worker lost mid-render (killed, its machine gone) are retried on another, in ms: the
   * heartbeat timeout of the chunks of each request this worker begins (30 s by default: screenshots.workflow.ts).
   */
  heartbeatTimeoutMs?: number;
}

export interface ScreenshotTarget {
  requestId: string;
}
export interface ChunkTarget extends ScreenshotTarget {
  chunk: number;
}

export const screenshotWorkflowId = (target: ScreenshotTarget) => `render-screenshots-${target.requestId}`;

/** Formats per chunk activity: a retry redoes at most this many, and progress is recorded at least this often. */
export const CHUNK_SIZE = 10;
/** How often a running chunk reads its request's stream for cancels. */
const CANCEL_POLL_MS = 250;
/** Outcomes are recorded once this many are known, or this long after the first of a batch. */
const BATCH_SIZE = 5;
const BATCH_MS = 1000;
/** Tries per format before it is recorded failed with its reason; the pause grows between them. */
const TRIES = 3;
const RETRY_PAUSE_MS = 250;
/** The size a template of no readable size is rendered at: the concept preview's (spec 3 §9). */
const FALLBACK_SIZE = { width: 300, height: 250 };

/** Where a fingerprint's picture is, and the record of its render beside it (written last: the picture is whole). */
export const screenshotKey = (partnerId: string, fingerprint: string) => `screenshots/${partnerId}/${fingerprint}.png`;
const recordKey = (pngKey: string) => pngKey.replace(/\.png$/, '.json');

interface StoredRender {
  findings: QaFinding[];
  renderMs: number;
  weightBytes: number;
}

/** The blob's bytes, or null when it is not there. */
export async function bytesOf(blobs: BlobStore, key: string): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await blobs.open(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof BlobNotFoundError) return null;
    throw error;
  }
}

/** The render already stored for this picture, if any. */
async function storedRender(blobs: BlobStore, pngKey: string): Promise<StoredRender | null> {
  const record = await bytesOf(blobs, recordKey(pngKey));
  if (!record || !(await blobs.stat(pngKey))) return null;
  return JSON.parse(record.toString('utf8')) as StoredRender;
}

function sizeOf(template: Pick<TemplateVersion, 'sizeGroup'>): { width: number; height: number } {
  if (template.sizeGroup === OTHER_SIZE) return FALLBACK_SIZE;
  const [width, height] = template.sizeGroup.split('x').map(Number) as [number, number];
  return width > 0 && height > 0 ? { width, height } : FALLBACK_SIZE;
}

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message.trim() !== '' ? error.message.slice(0, 500) : RENDER_FAILED_REASON;

type Outcome =
  | { kind: 'rendered'; screenshot: RenderedScreenshot }
  | { kind: 'failed'; failure: FailedScreenshot }
  | { kind: 'stopped' };

export function createScreenshotActivities(deps: ScreenshotDeps) {
  const load = (target: ScreenshotTarget) =>
    loadRenderRequest(deps.commands, target.requestId, screenshotWorkflowId(target));

  const requestOf = (state: RenderRequestState): RenderRequestFacts => {
    if (!state.request) throw ApplicationFailure.nonRetryable(RENDER_REQUEST_NOT_FOUND, 'RenderRequestNotFound');
    return state.request;
  };

  /** One format's picture at its content now: reused when the store has it, else rendered (tried TRIES times). */
  async function renderFormat(
    request: RenderRequestFacts,
    queued: QueuedFormatState,
    templates: (conceptId: string) => Promise<Record<string, TemplateVersion>>,
    signal: AbortSignal,
  ): Promise<Outcome> {
    const workflowId = screenshotWorkflowId(request);
    const tree = await loadRenderTree(deps.commands, queued.treeId, workflowId);
    const format: FormatState | undefined = tree.variants
      .get(queued.variantId)
      ?.formats.find((f) => f.formatId === queued.formatId);
    const failed = (reason: string, fingerprint = queued.fingerprint): Outcome => ({
      kind: 'failed',
      failure: { formatId: queued.formatId, treeId: queued.treeId, fingerprint, reason },
    });
    if (!format || !tree.tree) return failed(RENDER_FAILED_REASON);
    const fingerprint = fingerprintOf(tree.tree.templates, format);
    const blobKey = screenshotKey(request.partnerId, fingerprint);
    const shot = (render: StoredRender, reused: boolean): Outcome => ({
      kind: 'rendered',
      screenshot: { formatId: queued.formatId, treeId: queued.treeId, fingerprint, blobKey, ...render, reused },
    });
    const known = await storedRender(deps.blobs, blobKey);
    if (known) return shot(known, true);
    const template = (await templates(request.conceptId))[format.templateId];
    if (!template) return failed('The template version of the format is gone', fingerprint);
    const toRender: FormatToRender = {
      fingerprint,
      kind: template.kind,
      ...sizeOf(template),
      entry: template.entry,
      file: (path) =>
        template.files.includes(path) ? bytesOf(deps.blobs, `${template.storage}/${path}`) : Promise.resolve(null),
      values: format.values,
      asset: async (assetId) => {
        const asset = await loadAsset(deps.commands, assetId);
        return asset.status !== 'none' && asset.partnerId === request.partnerId && asset.location
          ? bytesOf(deps.blobs, asset.location)
          : null;
      },
      weightLimitBytes: weightLimitOf(tree.tree.platform, template.kind),
    };
    let lastError: unknown = null;
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      if (signal.aborted) return { kind: 'stopped' };
      try {
        const { png, findings, renderMs, weightBytes } = await deps.renderer.render(toRender, signal);
        await deps.blobs.put(blobKey, Readable.from(png), { contentType: 'image/png' });
        const render: StoredRender = { findings, renderMs: Math.round(renderMs), weightBytes };
        await deps.blobs.put(recordKey(blobKey), Readable.from(Buffer.from(JSON.stringify(render))), {
          contentType: 'application/json',
        });
        return shot(render, false);
      } catch (error) {
        if (signal.aborted) return { kind: 'stopped' };
        lastError = error;
        if (attempt < TRIES) await sleep(RETRY_PAUSE_MS * attempt, undefined, { signal }).catch(() => undefined);
      }
    }
    return failed(reasonOf(lastError), fingerprint);
  }

  return {
    /** How many chunks the request has, how many may run at once and their heartbeat timeout; tells the user it
     * started (once). */
    async beginScreenshots(
      target: ScreenshotTarget & { fromChunk?: number },
    ): Promise<{ chunks: number; concurrency: number; heartbeatTimeoutMs?: number }> {
      const state = await load(target);
      const request = requestOf(state);
      const queued = state.order.size;
      if (!state.finished && queued > 0 && !target.fromChunk)
        await sendScreenshotNotice(deps.commands, request, screenshotWorkflowId(target), 'started', {
          queued,
          rendered: 0,
          failed: 0,
          cancelled: 0,
        });
      return {
        chunks: Math.ceil(queued / CHUNK_SIZE),
        concurrency: Math.max(1, deps.concurrency),
        heartbeatTimeoutMs: deps.heartbeatTimeoutMs,
      };
    },

    /** Renders the chunk's pending formats; answers how many it rendered, reused and failed. */
    async renderScreenshotChunk(target: ChunkTarget): Promise<{ rendered: number; reused: number; failed: number }> {
      const context = Context.current();
      const workflowId = screenshotWorkflowId(target);
      let state = await load(target);
      const request = requestOf(state);
      const pendingIn = (s: RenderRequestState, id: string) => {
        const f = s.formats.get(id);
        return f !== undefined && isPending(f.status);
      };
      const ids = state.order
        .slice(target.chunk * CHUNK_SIZE, (target.chunk + 1) * CHUNK_SIZE)
        .filter((id) => pendingIn(state, id))
        .toArray();
      const counts = { rendered: 0, reused: 0, failed: 0 };
      if (ids.length === 0 || state.finished) return counts;
      await recordRenderStep(deps.commands, request, workflowId, { type: 'MarkRendering', formatIds: ids });

      // A render in flight stops when its variation or its request is cancelled, or Temporal cancels the activity.
      let current: { formatId: string; abort: AbortController } | null = null;
      const watching = setInterval(() => {
        context.heartbeat();
        void load(target)
          .then((latest) => {
            state = latest;
            if (current && !pendingIn(latest, current.formatId)) current.abort.abort(new Error('Render cancelled'));
          })
          .catch(() => undefined);
      }, CANCEL_POLL_MS);
      const versions = new Map<string, Promise<Record<string, TemplateVersion>>>();
      const templates = (conceptId: string) => {
        let known = versions.get(conceptId);
        if (!known) {
          known = loadConceptTemplates(deps.commands, conceptId).then((s) => s.templates);
          versions.set(conceptId, known);
        }
        return known;
      };
      const shots: RenderedScreenshot[] = [];
      const failures: FailedScreenshot[] = [];
      let firstUnrecorded = 0;
      const flush = async () => {
        if (shots.length > 0)
          await recordRenderStep(deps.commands, request, workflowId, {
            type: 'RecordScreenshots',
            screenshots: shots.splice(0),
          });
        if (failures.length > 0)
          await recordRenderStep(deps.commands, request, workflowId, {
            type: 'RecordFailures',
            failures: failures.splice(0),
          });
        firstUnrecorded = 0;
      };
      try {
        for (const formatId of ids) {
          context.heartbeat({ formatId });
          if (context.cancellationSignal.aborted) throw new CancelledFailure('Render activity cancelled');
          state = await load(target);
          const queued = state.formats.get(formatId);
          if (!queued || !isPending(queued.status)) continue;
          const abort = new AbortController();
          const stop = () => abort.abort(context.cancellationSignal.reason);
          context.cancellationSignal.addEventListener('abort', stop);
          current = { formatId, abort };
          try {
            const outcome = await renderFormat(request, queued, templates, abort.signal);
            if (outcome.kind === 'rendered') {
              shots.push(outcome.screenshot);
              counts[outcome.screenshot.reused ? 'reused' : 'rendered'] += 1;
            } else if (outcome.kind === 'failed') {
              failures.push(outcome.failure);
              counts.failed += 1;
            }
          } finally {
            current = null;
            context.cancellationSignal.removeEventListener('abort', stop);
          }
          if (context.cancellationSignal.aborted) throw new CancelledFailure('Render activity cancelled');
          firstUnrecorded ||= Date.now();
          if (shots.length + failures.length >= BATCH_SIZE || Date.now() - firstUnrecorded >= BATCH_MS) await flush();
        }
        await flush();
      } finally {
        clearInterval(watching);
      }
      return counts;
    },

    /** A chunk that failed every attempt: its pending formats are recorded failed, so none waits for ever. */
    async failScreenshotChunk(target: ChunkTarget, reason: string): Promise<void> {
      const state = await load(target);
      const request = requestOf(state);
      const failures = state.order
        .slice(target.chunk * CHUNK_SIZE, (target.chunk + 1) * CHUNK_SIZE)
        .map((id) => state.formats.get(id)!)
        .filter((f) => isPending(f.status))
        .map((f) => ({ formatId: f.formatId, treeId: f.treeId, fingerprint: f.fingerprint, reason }))
        .toArray();
      if (failures.length > 0)
        await recordRenderStep(deps.commands, request, screenshotWorkflowId(target), {
          type: 'RecordFailures',
          failures,
        });
    },

    /** Records the end and tells the user: finished, or failed when some format could not be rendered. */
    async finishScreenshots(target: ScreenshotTarget): Promise<'finished' | 'failed' | 'cancelled'> {
      const workflowId = screenshotWorkflowId(target);
      const before = await load(target);
      const request = requestOf(before);
      await recordRenderStep(deps.commands, request, workflowId, {
        type: 'FinishRender',
        at: new Date().toISOString(),
      });
      const state = await load(target);
      const counts = { queued: state.order.size, rendered: 0, failed: 0, cancelled: 0 };
      for (const f of state.formats.values()) {
        if (f.status === 'done') counts.rendered += 1;
        else if (f.status === 'failed') counts.failed += 1;
        else if (f.status === 'cancelled') counts.cancelled += 1;
      }
      if (counts.queued === 0) return 'finished';
      const outcome = counts.failed > 0 ? 'failed' : counts.cancelled === counts.queued ? 'cancelled' : 'finished';
      if (outcome !== 'cancelled')
        await sendScreenshotNotice(
          deps.commands,
          request,
          workflowId,
          outcome === 'failed' ? 'failed' : 'finished',
          counts,
        );
      return outcome;
    },
  };
}

export type ScreenshotActivities = ReturnType<typeof createScreenshotActivities>;
