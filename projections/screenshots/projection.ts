// The screenshots read model (016_screenshots.sql): one statement per event of domain/screenshot/events.ts. A queue
// entry belongs to the latest request that queued its format, so an older request's late outcome leaves it alone;
// a picture is kept by its fingerprint, the first record of it standing (a fingerprint's picture is always the same).
import { QUEUE_CHUNK, type ScreenshotEvent } from '../../domain/screenshot/events';
import type { RecordedEvent } from '../../domain/shared/events';
import { perEvent, sql, type Projection, type Statement } from '../projection';

const json = (value: unknown) => JSON.stringify(value);

/** Every event of a partner's renders moves its version ($p: the partner, $v: the event's position), which kept
 * personalise and creatives pages are keyed by. */
const bump = (p: number, v: number) =>
  `INSERT INTO screenshot_version (partner_id, version) SELECT $${p}::text, $${v}::bigint WHERE $${p}::text IS NOT NULL
   ON CONFLICT (partner_id) DO UPDATE SET version = EXCLUDED.version`;

/** The statement, then the partner's version moved to the event's position. */
function bumping(e: RecordedEvent, statement: Statement): Statement {
  const n = statement.values.length;
  return sql(`${statement.text};\n${bump(n + 1, n + 2)}`, [...statement.values, e.metadata.partnerId, e.position]);
}

type Handler<T extends ScreenshotEvent['type']> = (
  e: RecordedEvent<T, Extract<ScreenshotEvent, { type: T }>['data']>,
) => Statement;

const handlers: { [T in ScreenshotEvent['type']]: Handler<T> } = {
  ScreenshotsRequested: (e) => {
    const d = e.data;
    return sql(
      `INSERT INTO render_request (id, campaign_id, partner_id, scope, requested_by, requested_at, queued, already_rendered, position)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)`,
      [
        d.requestId,
        d.campaignId,
        d.partnerId,
        json(d.scope),
        d.requestedBy,
        d.at,
        d.queued,
        d.alreadyRendered,
        e.position,
      ],
    );
  },
  ScreenshotFormatsQueued: (e) =>
    sql(
      `INSERT INTO render_queue_entry (format_id, campaign_id, tree_id, variant_id, request_id, fingerprint, status, updated_at, request_position, ord)
       SELECT f ->> 'formatId', $2, f ->> 'treeId', f ->> 'variantId', $1, f ->> 'fingerprint', 'waiting', $4,
         (SELECT position FROM render_request WHERE id = $1), $5 + i::integer - 1
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS q(f, i)
       ON CONFLICT (format_id) DO UPDATE SET campaign_id = EXCLUDED.campaign_id, tree_id = EXCLUDED.tree_id,
         variant_id = EXCLUDED.variant_id, request_id = EXCLUDED.request_id, fingerprint = EXCLUDED.fingerprint,
         status = 'waiting', reason = NULL, updated_at = EXCLUDED.updated_at, request_position = EXCLUDED.request_position,
         ord = EXCLUDED.ord`,
      [e.data.requestId, e.data.campaignId, json(e.data.formats), e.metadata.occurredAt, e.data.chunk * QUEUE_CHUNK],
    ),
  ScreenshotsRendering: (e) =>
    sql(
      `UPDATE render_queue_entry SET status = 'rendering', updated_at = $3
       WHERE request_id = $1 AND status = 'waiting' AND format_id = ANY (ARRAY(SELECT jsonb_array_elements_text($2::jsonb)))`,
      [e.data.requestId, json(e.data.formatIds), e.metadata.occurredAt],
    ),
  ScreenshotsRendered: (e) =>
    sql(
      `INSERT INTO screenshot (fingerprint, partner_id, blob_key, findings, render_ms, weight_bytes, request_id, rendered_at)
       SELECT DISTINCT ON (s ->> 'fingerprint') s ->> 'fingerprint', $2, s ->> 'blobKey', s -> 'findings', (s ->> 'renderMs')::integer,
         (s ->> 'weightBytes')::bigint, $1, $4
       FROM jsonb_array_elements($3::jsonb) s
       ON CONFLICT (fingerprint) DO NOTHING;
       UPDATE render_queue_entry q SET status = 'done', fingerprint = s ->> 'fingerprint', shot_fingerprint = s ->> 'fingerprint',
         reason = NULL, updated_at = $4
       FROM jsonb_array_elements($3::jsonb) s WHERE q.format_id = s ->> 'formatId' AND q.request_id = $1`,
      [e.data.requestId, e.data.partnerId, json(e.data.screenshots), e.metadata.occurredAt],
    ),
  ScreenshotsFailed: (e) =>
    sql(
      `UPDATE render_queue_entry q SET status = 'failed', fingerprint = f ->> 'fingerprint', reason = f ->> 'reason', updated_at = $3
       FROM jsonb_array_elements($2::jsonb) f WHERE q.format_id = f ->> 'formatId' AND q.request_id = $1`,
      [e.data.requestId, json(e.data.failures), e.metadata.occurredAt],
    ),
  ScreenshotRenderCancelled: (e) =>
    sql(
      `UPDATE render_queue_entry SET status = 'cancelled', updated_at = $3
       WHERE request_id = $1 AND status IN ('waiting', 'rendering')
         AND ($2::jsonb IS NULL OR format_id = ANY (ARRAY(SELECT jsonb_array_elements_text($2::jsonb))))`,
      [e.data.requestId, e.data.formatIds === null ? null : json(e.data.formatIds), e.data.at],
    ),
  ScreenshotRenderFinished: (e) => {
    const d = e.data;
    return sql(
      `UPDATE render_request SET status = 'finished', rendered = $2, reused = $3, failed = $4, cancelled = $5, finished_at = $6
       WHERE id = $1`,
      [d.requestId, d.rendered, d.reused, d.failed, d.cancelled, d.at],
    );
  },
};

const bumped = Object.fromEntries(
  Object.entries(handlers).map(([type, handle]) => [
    type,
    (e: RecordedEvent) => bumping(e, (handle as (event: RecordedEvent) => Statement)(e)),
  ]),
);

export const screenshotsProjection: Projection = {
  name: 'screenshots',
  tables: ['screenshot', 'render_request', 'render_queue_entry', 'screenshot_version'],
  ...perEvent<ScreenshotEvent>(bumped),
};
