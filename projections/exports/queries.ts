// Reads of the exports read model (033_cloud_exports.sql): an export, and the latest of a campaign, of a node or of a
// requester, each answered with its destinations' states, its files' uploads and its progress (domain/export/state.ts
// derives them as the workflow does); and the node of each connection an export names (the node connections' model).
import type pg from 'pg';
import type { ExportAnswer } from '../../domain/export/answers';
import type { ExportDestination, ExportEntity, ExportFile, ExportJobState, UploadState } from '../../domain/export';
import { destinationState } from '../../domain/export/state';
import type { ExportableEntityType } from '../../domain/node-storage/events';
import { toPage, type ListQuery, type Page } from '../list';

interface ExportRecord {
  id: string;
  partnerId: string;
  entityType: ExportableEntityType;
  campaignId: string | null;
  entities: ExportEntity[];
  files: Omit<ExportFile, 'source'>[];
  destinations: (ExportDestination & { keys: Record<string, string> })[];
  nodeIds: string[];
  status: ExportJobState;
  requestedBy: string;
  requestedByName: string | null;
  requestedAt: Date;
  finishedAt: Date | null;
  uploads: { connectionId: string; fileId: string; state: UploadState; reason: string | null }[];
}

const COLUMNS = `x.id, x.partner_id AS "partnerId", x.entity_type AS "entityType", x.campaign_id AS "campaignId",
    x.entities, x.files, x.destinations, x.node_ids AS "nodeIds", x.status, x.requested_by AS "requestedBy",
    u.name AS "requestedByName", x.requested_at AS "requestedAt", x.finished_at AS "finishedAt",
    coalesce((SELECT json_agg(json_build_object('connectionId', p.connection_id, 'fileId', p.file_id, 'state', p.state,
      'reason', p.reason)) FROM cloud_export_upload p WHERE p.export_id = x.id), '[]') AS uploads`;
const FROM = 'FROM cloud_export x LEFT JOIN user_account u ON u.id = x.requested_by';
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

export type ExportRow = ExportAnswer & { nodeIds: string[] };

function answerOf(r: ExportRecord): ExportRow {
  const uploads = new Map(r.uploads.map((u) => [`${u.connectionId}/${u.fileId}`, u]));
  const total = r.files.length * r.destinations.length;
  const settled = r.uploads.filter((u) => u.state !== 'UPLOADING').length;
  return {
    id: r.id,
    partnerId: r.partnerId,
    entityType: r.entityType,
    campaignId: r.campaignId,
    entities: r.entities,
    status: r.status,
    progress: total === 0 ? 100 : Math.floor((settled * 100) / total),
    destinations: r.destinations.map((d) => {
      const uploadOf = (fileId: string) => uploads.get(`${d.connectionId}/${fileId}`);
      return {
        connectionId: d.connectionId,
        nodeId: d.nodeId,
        storageName: d.storageName,
        path: d.path,
        state: destinationState(
          r.files.map((f) => f.fileId),
          uploadOf,
        ),
        files: r.files.map((f) => ({
          fileId: f.fileId,
          entityId: f.entityId,
          name: f.name,
          key: d.keys[f.fileId] ?? '',
          bytes: f.bytes,
          state: uploadOf(f.fileId)?.state ?? null,
          reason: uploadOf(f.fileId)?.reason ?? null,
        })),
      };
    }),
    requestedBy: r.requestedBy,
    requestedByName: r.requestedByName,
    requestedAt: r.requestedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    nodeIds: r.nodeIds,
  };
}

export async function exportById(pool: pg.Pool, exportId: string): Promise<ExportRow | null> {
  const { rows } = await pool.query<ExportRecord>(`${SELECT} WHERE x.id = $1`, [exportId]);
  return rows[0] ? answerOf(rows[0]) : null;
}

/** GET /exports: in the order they were asked for (newest first unless sorted ASC), filtered by job state. The
 * campaign's and the requester's indexes (033) serve the order. */
export const EXPORTS_LIST = {
  sorts: { requestedAt: 'x.position' },
  defaultSort: 'requestedAt',
  defaultOrder: 'DESC',
  filters: { status: 'text' },
} as const;

/** A page of the exports of a campaign, of a node (one of their destinations), or that a user asked for. */
export async function listExports(
  pool: pg.Pool,
  by: { campaignId: string } | { nodeId: string } | { requestedBy: string; partnerId: string },
  entityType: ExportableEntityType | null,
  query: ListQuery,
): Promise<Page<ExportRow>> {
  const [where, value] =
    'campaignId' in by
      ? ['x.campaign_id = $1', by.campaignId]
      : 'nodeId' in by
        ? ['$1 = ANY (x.node_ids)', by.nodeId]
        : ['x.requested_by = $1 AND x.partner_id = $6', by.requestedBy];
  const status = typeof query.filter.status === 'string' ? query.filter.status : null;
  const params = [value, entityType, status, query.limit, query.offset, ...('partnerId' in by ? [by.partnerId] : [])];
  const { rows } = await pool.query<ExportRecord & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total ${FROM}
     WHERE ${where} AND ($2::text IS NULL OR x.entity_type = $2) AND ($3::text IS NULL OR x.status = $3)
     ORDER BY x.position ${query.order === 'ASC' ? 'ASC' : 'DESC'} LIMIT $4 OFFSET $5`,
    params,
  );
  const page = toPage(rows);
  return { rows: page.rows.map(answerOf), total: page.total };
}

/** The exports not yet settled: the boot reconciler starts their workflows again. */
export async function unsettledExports(pool: pg.Pool): Promise<{ exportId: string }[]> {
  const { rows } = await pool.query<{ exportId: string }>(
    `SELECT id AS "exportId" FROM cloud_export WHERE status = 'IN_PROGRESS' ORDER BY position`,
  );
  return rows;
}

/** The node of each of these connections (node connections' read model, 027). */
export async function connectionNodes(pool: pg.Pool, connectionIds: string[]): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ connectionId: string; nodeId: string }>(
    `SELECT connection_id AS "connectionId", node_id AS "nodeId" FROM node_cloud_storage
     WHERE connection_id = ANY ($1::text[])`,
    [connectionIds],
  );
  return new Map(rows.map((r) => [r.connectionId, r.nodeId]));
}
