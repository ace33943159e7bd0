// What the publishing routes read (domain/publishing/answers.ts): a campaign's publishes with their failed creatives,
// its publishing per market, and which ads were live at a moment.
import type pg from 'pg';
import type {
  FormatPublication,
  PublishAnswer,
  PublishProgress,
  PublishedCreativeAnswer,
  PublishingMarketData,
  ServedAnswer,
} from '../../domain/publishing/answers';
import { PUBLISH_FAILED, PUBLISHED_SUCCESSFULLY } from '../../domain/publishing/messages';
import { PUBLISH_STATUS_LABELS, type PublishStatus } from '../../domain/publishing/state';
import type { Platform } from '../../domain/campaign/platforms';
import { screenshotUrl } from '../../domain/screenshot/view';
import { picturesOf } from '../screenshots/queries';

/** Publishes a campaign's publishing answer lists. */
const LATEST_PUBLISHES = 20;

const CREATIVE_COLUMNS = `c.creative_id AS "creativeId", c.format_id AS "formatId", c.variant_id AS "variantId",
  c.tree_id AS "treeId", c.name, c.platform, c.node_id AS "nodeId", c.delivery, c.fingerprint, c.status,
  c.external_id AS "externalId", c.review, c.reasons, c.error_kind, c.error_message, c.error_code,
  c.updated_at AS "updatedAt"`;

type CreativeRow = Omit<PublishedCreativeAnswer, 'label' | 'error' | 'updatedAt'> & {
  error_kind: string | null;
  error_message: string | null;
  error_code: string | null;
  updatedAt: Date;
};

const creativeOf = ({
  error_kind,
  error_message,
  error_code,
  updatedAt,
  ...row
}: CreativeRow): PublishedCreativeAnswer => ({
  ...row,
  label: PUBLISH_STATUS_LABELS[row.status as PublishStatus],
  error: error_kind
    ? {
        kind: error_kind as NonNullable<PublishedCreativeAnswer['error']>['kind'],
        message: error_message ?? '',
        code: error_code ?? '',
      }
    : null,
  updatedAt: updatedAt.toISOString(),
});

/** The campaign's latest publishes, newest first, each with its failed creatives. */
export async function campaignPublishes(pool: pg.Pool, campaignId: string): Promise<PublishAnswer[]> {
  const { rows } = await pool.query<
    Omit<PublishAnswer, 'message' | 'failures' | 'requestedAt' | 'finishedAt'> & {
      requestedAt: Date;
      finishedAt: Date | null;
    }
  >(
    `SELECT id, platforms, prerendered, retry_of AS "retryOf", requested_by AS "requestedBy", requested_at AS "requestedAt",
       status, queued, published, failed, finished_at AS "finishedAt"
     FROM publish_request WHERE campaign_id = $1 ORDER BY position DESC LIMIT $2`,
    [campaignId, LATEST_PUBLISHES],
  );
  const failures = await pool.query<CreativeRow & { publishId: string }>(
    `SELECT c.publish_id AS "publishId", ${CREATIVE_COLUMNS} FROM publish_creative c
     WHERE c.publish_id = ANY ($1) AND c.status = 'ERROR' ORDER BY c.ord`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    ...r,
    requestedAt: r.requestedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    message: r.status !== 'finished' ? null : r.failed > 0 ? PUBLISH_FAILED : PUBLISHED_SUCCESSFULLY,
    failures: failures.rows.filter((f) => f.publishId === r.id).map(({ publishId: _p, ...f }) => creativeOf(f)),
  }));
}

const LATEST_PER_ACCOUNT = `SELECT DISTINCT ON (c.format_id, c.platform, c.node_id, c.delivery) ${CREATIVE_COLUMNS}
  FROM publish_creative c`;
const LATEST_ORDER = 'ORDER BY c.format_id, c.platform, c.node_id, c.delivery, c.publish_position DESC';

/** Each format's latest creative per platform and node: what the market data counts. */
export async function latestCreatives(pool: pg.Pool, campaignId: string): Promise<PublishedCreativeAnswer[]> {
  const { rows } = await pool.query<CreativeRow>(`${LATEST_PER_ACCOUNT} WHERE c.campaign_id = $1 ${LATEST_ORDER}`, [
    campaignId,
  ]);
  return rows.map(creativeOf);
}

/** Where each of these formats stands on each platform account it was published to: what the creatives view shows. */
export async function formatPublications(
  pool: pg.Pool,
  formatIds: readonly string[],
): Promise<Map<string, FormatPublication[]>> {
  const byFormat = new Map<string, FormatPublication[]>();
  if (formatIds.length === 0) return byFormat;
  const { rows } = await pool.query<CreativeRow>(`${LATEST_PER_ACCOUNT} WHERE c.format_id = ANY ($1) ${LATEST_ORDER}`, [
    formatIds,
  ]);
  for (const {
    creativeId: _c,
    formatId,
    variantId: _v,
    treeId: _t,
    name: _n,
    fingerprint: _f,
    ...publication
  } of rows.map(creativeOf))
    byFormat.set(formatId, [...(byFormat.get(formatId) ?? []), publication]);
  return byFormat;
}

/** Where a publish stands, for its progress on /ws. */
export async function publishProgress(
  pool: pg.Pool,
  publishIds: readonly string[],
): Promise<Omit<PublishProgress, 'type'>[]> {
  const { rows } = await pool.query<
    Pick<PublishProgress, 'publishId' | 'campaignId' | 'status'> & Omit<PublishProgress['counts'], 'inQueue'>
  >(
    `SELECT id AS "publishId", campaign_id AS "campaignId", status, queued, published, failed
     FROM publish_request WHERE id = ANY ($1)`,
    [publishIds],
  );
  return rows.map(({ publishId, campaignId, status, queued, published, failed }) => ({
    publishId,
    campaignId,
    status,
    counts: { queued, inQueue: queued - published - failed, published, failed },
  }));
}

export async function publishRunning(pool: pg.Pool, campaignId: string): Promise<boolean> {
  const { rows } = await pool.query(
    `SELECT 1 FROM publish_request WHERE campaign_id = $1 AND status = 'running' LIMIT 1`,
    [campaignId],
  );
  return rows.length > 0;
}

/** The publishes the boot reconciler resumes. */
export async function runningPublishes(pool: pg.Pool): Promise<{ publishId: string }[]> {
  const { rows } = await pool.query<{ publishId: string }>(
    `SELECT id AS "publishId" FROM publish_request WHERE status = 'running' ORDER BY position`,
  );
  return rows;
}

/** Per market (node): counts of each format's latest creative per platform. */
export function marketCounts(
  creatives: readonly PublishedCreativeAnswer[],
  nodeId: string,
): PublishingMarketData['markets'][number]['platforms'] {
  const platforms: PublishingMarketData['markets'][number]['platforms'] = {};
  for (const c of creatives.filter((x) => x.nodeId === nodeId)) {
    const counts = (platforms[c.platform as Platform] ??= {
      inQueue: 0,
      published: 0,
      failed: 0,
      active: 0,
      pending: 0,
      withIssues: 0,
      disapproved: 0,
    });
    if (c.status === 'IN_QUEUE') counts.inQueue += 1;
    else if (c.status === 'ERROR') counts.failed += 1;
    else {
      counts.published += 1;
      if (c.review === 'ACTIVE') counts.active += 1;
      else if (c.review === 'WITH_ISSUES') counts.withIssues += 1;
      else if (c.review === 'DISAPPROVED') counts.disapproved += 1;
      else counts.pending += 1;
    }
  }
  return platforms;
}

/** Every ad of the campaign whose status at `at` (its last one then) was serving: ACTIVE or WITH_ISSUES. */
/** Each ad live at `at`, named as it was published (variant, template and size), with the picture of its content. */
export async function servedAt(pool: pg.Pool, campaignId: string, at: Date): Promise<ServedAnswer['ads']> {
  type Row = Omit<ServedAnswer['ads'][number], 'since' | 'screenshot'> & { since: Date };
  const { rows } = await pool.query<Row>(
    `SELECT latest.*, named.name FROM (
       SELECT DISTINCT ON (platform, node_id, external_id) platform, node_id AS "nodeId", external_id AS "externalId",
         format_id AS "formatId", variant_id AS "variantId", tree_id AS "treeId", fingerprint, review AS status, at AS since
       FROM published_ad_status WHERE campaign_id = $1 AND at <= $2
       ORDER BY platform, node_id, external_id, at DESC, position DESC) latest
     CROSS JOIN LATERAL (
       SELECT c.name FROM publish_creative c
       WHERE c.campaign_id = $1 AND c.format_id = latest."formatId" AND c.external_id = latest."externalId" LIMIT 1) named
     WHERE status IN ('ACTIVE', 'WITH_ISSUES') ORDER BY platform, "nodeId", name`,
    [campaignId, at],
  );
  const pictured = await picturesOf(
    pool,
    rows.map((r) => r.fingerprint),
  );
  return rows.map((r) => ({
    ...r,
    since: r.since.toISOString(),
    screenshot: pictured.has(r.fingerprint) ? screenshotUrl(campaignId, r.fingerprint) : null,
  }));
}

/** The campaign's nodes with their names and the platforms their integrations connect. */
export async function campaignMarkets(
  pool: pg.Pool,
  nodeIds: readonly string[],
): Promise<{ nodeId: string; name: string; ids: Record<string, string>; tokens: Record<string, unknown> }[]> {
  const { rows } = await pool.query<{
    nodeId: string;
    name: string;
    ids: Record<string, string>;
    tokens: Record<string, unknown>;
  }>(
    `SELECT n.id AS "nodeId", n.name, coalesce(i.ids, '{}') AS ids, coalesce(i.tokens, '{}') AS tokens
     FROM business_node n LEFT JOIN node_integration i ON i.node_id = n.id WHERE n.id = ANY ($1) ORDER BY n.name`,
    [nodeIds],
  );
  return rows;
}
