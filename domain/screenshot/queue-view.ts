// The render queue of a campaign as the API sends it (GET /campaigns/{id}/render-queue/state,
// api/schemas/screenshots.ts) and the screens read it: counts per state, its requests (the running ones first), and
// one entry per variation (variant format) with where its latest render stands.
import type { RenderScope } from './events';
import type { QueueStatus } from './state';

export type QueueCounts = Record<QueueStatus, number> & { total: number };

export interface RenderRequestView {
  id: string;
  scope: RenderScope;
  requestedBy: string;
  requestedAt: string;
  queued: number;
  alreadyRendered: number;
  status: 'running' | 'finished';
  /** Null while running. */
  outcome: { rendered: number; reused: number; failed: number; cancelled: number; finishedAt: string } | null;
}

export interface QueueEntry {
  /** The variation: a variant format. */
  variationId: string;
  variantId: string;
  variantName: string | null;
  treeId: string;
  requestId: string;
  status: QueueStatus;
  /** Why it failed. */
  reason: string | null;
  fingerprint: string;
  updatedAt: string;
}

export interface RenderQueueState {
  campaignId: string;
  /** A request of the campaign is still running: the refresh button spins. */
  running: boolean;
  counts: QueueCounts;
  requests: RenderRequestView[];
  entries: QueueEntry[];
}

/** What a render call answers: the request it recorded (null when nothing was left to render) and what it did with
 * the formats it named. */
export interface RenderRequestAnswer {
  requestId: string | null;
  queued: number;
  alreadyRendered: number;
  unfilled: number;
}
