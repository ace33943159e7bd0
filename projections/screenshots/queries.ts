// Reads of the screenshots read model (016_screenshots.sql): which fingerprints are pictured, one picture for the
// route that serves it, a variation's latest queue entry, a campaign's running requests, and its render queue.
import type pg from 'pg';
import { QUEUE_STATUSES, type QueueStatus } from '../../domain/screenshot/state';
import type { StoredPicture } from '../../domain/screenshot/view';
import {
  UNSETTLED_SHOWN,
  type QueueCounts,
  type QueueEntry,
  type RenderQueueState,
  type RenderRequestView,
} from '../../domain/screenshot/answers';
import { likePattern, toPage, type ListQuery, type Page } from '../list';

/** Which of these fingerprints are pictured. */
export async function picturedFingerprints(pool: pg.Pool, fingerprints: readonly string[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const { rows } = await pool.query<{ fingerprint: string }>(
    'SELECT fingerprint FROM screenshot WHERE fingerprint = ANY ($1::text[])',
    [fingerprints],
  );
  return new Set(rows.map((r) => r.fingerprint));
}

/** The pictures of these fingerprints (those pictured). */
export async function picturesOf(pool: pg.Pool, fingerprints: readonly string[]): Promise<Map<string, StoredPicture>> {
  if (fingerprints.length === 0) return new Map();
  const { rows } = await pool.query<StoredPicture>(
    `SELECT fingerprint, findings, render_ms AS "renderMs", weight_bytes::integer AS "weightBytes"
     FROM screenshot WHERE fingerprint = ANY ($1::text[])`,
    [[...new Set(fingerprints)]],
  );
  return new Map(rows.map((r) => [r.fingerprint, r]));
}

/** Where one picture is and whose it is. */
export async function screenshotFile(
  pool: pg.Pool,
  fingerprint: string,
): Promise<{ partnerId: string; blobKey: string } | null> {
  const { rows } = await pool.query<{ partnerId: string; blobKey: string }>(
    'SELECT partner_id AS "partnerId", blob_key AS "blobKey" FROM screenshot WHERE fingerprint = $1',
    [fingerprint],
  );
  return rows[0] ?? null;
}

/** A variation's latest queue entry: its request and where it stands. */
export async function variationRender(
  pool: pg.Pool,
  formatId: string,
): Promise<{ requestId: string; status: QueueStatus } | null> {
  const { rows } = await pool.query<{ requestId: string; status: QueueStatus }>(
    'SELECT request_id AS "requestId", status FROM render_queue_entry WHERE format_id = $1',
    [formatId],
  );
  return rows[0] ?? null;
}

/** The campaign's requests still running (the boot reconciler starts their workflows again). */
export async function runningRenderRequests(pool: pg.Pool, campaignId?: string): Promise<{ requestId: string }[]> {
  const { rows } = await pool.query<{ requestId: string }>(
    `SELECT id AS "requestId" FROM render_request WHERE status = 'running' AND ($1::text IS NULL OR campaign_id = $1)
     ORDER BY position`,
    [campaignId ?? null],
  );
  return rows;
}

/** How many requests of the campaign the queue shows: the running ones and the latest finished. */
const SHOWN_REQUESTS = 10;

interface RequestRow extends Omit<RenderRequestView, 'outcome' | 'requestedAt'> {
  requestedAt: Date;
  rendered: number | null;
  reused: number | null;
  failed: number | null;
  cancelled: number | null;
  finishedAt: Date | null;
}

const requestView = ({ rendered, reused, failed, cancelled, finishedAt, ...r }: RequestRow): RenderRequestView => ({
  ...r,
  requestedAt: r.requestedAt.toISOString(),
  outcome: finishedAt
    ? {
        rendered: rendered!,
        reused: reused!,
        failed: failed!,
        cancelled: cancelled!,
        finishedAt: finishedAt.toISOString(),
      }
    : null,
});

/** How many of the campaign's variations are in each state, and whether a request of it is running. */
export async function queueSummary(
  pool: pg.Pool,
  campaignId: string,
): Promise<{ running: boolean; counts: QueueCounts }> {
  const { rows } = await pool.query<{ byStatus: Partial<Record<QueueStatus, number>>; running: boolean }>(
    `SELECT (SELECT coalesce(json_object_agg(status, n), '{}') FROM
              (SELECT status, count(*)::integer AS n FROM render_queue_entry WHERE campaign_id = $1 GROUP BY status) c) AS "byStatus",
       EXISTS (SELECT 1 FROM render_request WHERE campaign_id = $1 AND status = 'running') AS running`,
    [campaignId],
  );
  const { byStatus, running } = rows[0]!;
  const counts = { total: 0 } as QueueCounts;
  for (const status of QUEUE_STATUSES) {
    counts[status] = byStatus[status] ?? 0;
    counts.total += counts[status];
  }
  return { running, counts };
}

const ENTRY_COLUMNS = `q.format_id AS "variationId", q.variant_id AS "variantId", v.name AS "variantName",
  q.tree_id AS "treeId", q.request_id AS "requestId", q.status, q.reason, q.fingerprint, q.updated_at AS "updatedAt"`;
type EntryRow = Omit<QueueEntry, 'updatedAt'> & { updatedAt: Date };
const entryOf = (e: EntryRow): QueueEntry => ({ ...e, updatedAt: e.updatedAt.toISOString() });

/**
 * The campaign's render queue: counts per state, its requests (running first, then the latest) and its variations not
 * pictured: rendering, then waiting, failed and cancelled ones, each in queue order (UNSETTLED_SHOWN at most).
 */
export async function renderQueueState(pool: pg.Pool, campaignId: string): Promise<RenderQueueState> {
  const [{ running, counts }, requests, entries] = await Promise.all([
    queueSummary(pool, campaignId),
    pool.query<RequestRow>(
      `SELECT id, scope, requested_by AS "requestedBy", requested_at AS "requestedAt", queued, already_rendered AS "alreadyRendered",
         status, rendered, reused, failed, cancelled, finished_at AS "finishedAt"
       FROM render_request WHERE campaign_id = $1 ORDER BY status = 'running' DESC, position DESC LIMIT ${SHOWN_REQUESTS}`,
      [campaignId],
    ),
    pool.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM render_queue_entry q LEFT JOIN variant v ON v.id = q.variant_id
       WHERE q.campaign_id = $1 AND q.status <> 'done'
       ORDER BY array_position(ARRAY['rendering', 'waiting', 'failed', 'cancelled'], q.status), q.request_position, q.ord
       LIMIT ${UNSETTLED_SHOWN}`,
      [campaignId],
    ),
  ]);
  return { campaignId, running, counts, requests: requests.rows.map(requestView), entries: entries.rows.map(entryOf) };
}

/** GET /campaigns/{id}/render-queue/entries: sorts, each a whole order, and filters. */
export const RENDER_QUEUE_LIST = {
  sorts: {
    queue: ['q.request_position', 'q.ord'],
    updatedAt: ['q.updated_at', 'q.format_id'],
    status: ['q.status', 'q.request_position', 'q.ord'],
    variantName: ['lower(v.name)', 'q.format_id'],
  },
  defaultSort: 'queue',
  filters: { status: 'text', q: 'text' },
} as const;

/** A page of the campaign's queue entries: those in `filter.status`, of variants named like `filter.q`. */
export async function renderQueueEntries(
  pool: pg.Pool,
  campaignId: string,
  query: ListQuery,
): Promise<Page<QueueEntry>> {
  const sort =
    RENDER_QUEUE_LIST.sorts[query.sort as keyof typeof RENDER_QUEUE_LIST.sorts] ?? RENDER_QUEUE_LIST.sorts.queue;
  const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
  const { rows } = await pool.query<EntryRow & { total: string }>(
    `SELECT ${ENTRY_COLUMNS}, count(*) OVER () AS total FROM render_queue_entry q LEFT JOIN variant v ON v.id = q.variant_id
     WHERE q.campaign_id = $1 AND ($2::text IS NULL OR q.status = $2) AND ($3::text IS NULL OR v.name_lower LIKE lower($3))
     ORDER BY ${sort.map((c) => `${c} ${direction}`).join(', ')} LIMIT $4 OFFSET $5`,
    [
      campaignId,
      typeof query.filter.status === 'string' ? query.filter.status : null,
      likePattern(query.filter.q),
      query.limit,
      query.offset,
    ],
  );
  const page = toPage(rows);
  return { rows: page.rows.map(entryOf), total: page.total };
}
