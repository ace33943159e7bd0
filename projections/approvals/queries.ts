// Reads of the approval trail (010_approval_trail.sql): a campaign's records filtered and paged, the same as a row
// stream for the CSV export, one record for the diff, and "as approved at T": each format's latest record at or
// before T. User names are joined from the users read model when read.
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { ApprovalDecision, ApprovalKind, FormatContent } from '../../domain/approval-trail/records';
import type { ApprovalRecordRow, AsOfRow } from '../../domain/approval-trail/answers';
import { toPage, type ListQuery, type Page } from '../list';

/** GET …/approval-trail: sorts (position breaks ties) and the filters it reads. */
export const APPROVAL_TRAIL_LIST = {
  sorts: { at: 'r.position', variantName: 'r.variant_name', decision: 'r.decision', role: 'r.role' },
  defaultSort: 'at',
  filters: {
    user: 'text',
    kind: 'text',
    decision: 'text',
    variantId: 'text',
    treeId: 'text',
    formatId: 'text',
    from: 'text',
    to: 'text',
  },
} as const;

export type TrailFilter = Partial<Record<keyof typeof APPROVAL_TRAIL_LIST.filters, string>>;

const COLUMNS = `r.id, r.event_id AS "eventId", r.position, r.campaign_id AS "campaignId", r.tree_id AS "treeId", r.variant_id AS "variantId",
  r.variant_name AS "variantName", r.format_id AS "formatId", r.template_id AS "templateId", r.template_name AS "templateName",
  r.template_version AS "templateVersion", r.decision, r.kind, r.by_user AS "userId", u.name AS "userName", u.email AS "userEmail", r.role,
  r.at, r.fingerprint, r.fingerprint_recorded AS "fingerprintRecorded", r.comment, r."values", r.cards`;
const FROM = 'FROM approval_record r LEFT JOIN user_account u ON u.id = r.by_user';

interface RawRecord {
  id: string;
  eventId: string;
  position: string;
  campaignId: string;
  treeId: string;
  variantId: string;
  variantName: string;
  formatId: string;
  templateId: string;
  templateName: string;
  templateVersion: number;
  decision: ApprovalDecision;
  kind: ApprovalKind | null;
  userId: string;
  userName: string | null;
  userEmail: string | null;
  role: string;
  at: Date;
  fingerprint: string;
  fingerprintRecorded: boolean;
  comment: string | null;
  values: FormatContent['values'];
  cards: number | null;
}

export function toRecord(r: RawRecord): ApprovalRecordRow {
  return {
    id: r.id,
    eventId: r.eventId,
    position: Number(r.position),
    campaignId: r.campaignId,
    treeId: r.treeId,
    variantId: r.variantId,
    variantName: r.variantName,
    formatId: r.formatId,
    templateName: r.templateName,
    decision: r.decision,
    kind: r.kind,
    by: { userId: r.userId, name: r.userName, email: r.userEmail },
    role: r.role,
    at: r.at.toISOString(),
    fingerprint: r.fingerprint,
    fingerprintRecorded: r.fingerprintRecorded,
    comment: r.comment,
    content: { templateId: r.templateId, version: r.templateVersion, values: r.values, cards: r.cards },
  };
}

/** The WHERE of a campaign's filtered trail, its values from $1. */
function where(campaignId: string, filter: TrailFilter): { text: string; values: string[] } {
  const values = [campaignId];
  const conditions = ['r.campaign_id = $1'];
  const add = (condition: (n: number) => string, value: string | undefined) => {
    if (value === undefined || value === '') return;
    values.push(value);
    conditions.push(condition(values.length));
  };
  add((n) => `r.by_user = $${n}`, filter.user);
  add((n) => `r.kind = $${n}`, filter.kind);
  add((n) => `r.decision = $${n}`, filter.decision);
  add((n) => `r.variant_id = $${n}`, filter.variantId);
  add((n) => `r.tree_id = $${n}`, filter.treeId);
  add((n) => `r.format_id = $${n}`, filter.formatId);
  add((n) => `r.at >= $${n}::timestamptz`, filter.from);
  add((n) => `r.at <= $${n}::timestamptz`, filter.to);
  return { text: conditions.join(' AND '), values };
}

export async function approvalTrail(
  pool: pg.Pool,
  campaignId: string,
  filter: TrailFilter,
  query: ListQuery,
): Promise<Page<ApprovalRecordRow>> {
  const w = where(campaignId, filter);
  const sort = APPROVAL_TRAIL_LIST.sorts[query.sort as keyof typeof APPROVAL_TRAIL_LIST.sorts] ?? 'r.position';
  const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
  const { rows } = await pool.query<RawRecord & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total ${FROM} WHERE ${w.text}
     ORDER BY ${sort} ${direction}, r.position ${direction}, r.seq ${direction} LIMIT ${query.limit} OFFSET ${query.offset}`,
    w.values,
  );
  const page = toPage(rows);
  return { total: page.total, rows: page.rows.map(toRecord) };
}

/** The whole filtered trail, oldest first, as a stream of rows read through a cursor (no row cap, little memory). */
export function approvalTrailStream(client: pg.PoolClient, campaignId: string, filter: TrailFilter): QueryStream {
  const w = where(campaignId, filter);
  return client.query(
    new QueryStream(`SELECT ${COLUMNS} ${FROM} WHERE ${w.text} ORDER BY r.position, r.seq`, w.values, {
      batchSize: 500,
    }),
  );
}

export async function approvalRecord(pool: pg.Pool, campaignId: string, id: string): Promise<ApprovalRecordRow | null> {
  const { rows } = await pool.query<RawRecord>(`SELECT ${COLUMNS} ${FROM} WHERE r.campaign_id = $1 AND r.id = $2`, [
    campaignId,
    id,
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** GET …/approval-trail/as-of: one order (variant name, then ids); it reads no filter (treeId and variantId are its own
 * parameters). */
export const AS_OF_LIST = { sorts: ['variantName'], defaultSort: 'variantName', filters: {} } as const;

/**
 * Every format that existed at T (of the tree, or of one variant), with its latest record at or before T. The route
 * adds
 * each row's state (domain/approval-trail/records.ts stateAfter).
 */
export async function approvalsAsOf(
  pool: pg.Pool,
  campaignId: string,
  at: string,
  scope: { treeId?: string; variantId?: string },
  offset: number,
  limit: number,
): Promise<Page<Omit<AsOfRow, 'state'>>> {
  const { rows } = await pool.query<
    Partial<RawRecord> & {
      fId: string;
      fTree: string;
      fVariant: string;
      fTemplate: string;
      fTemplateName: string;
      currentName: string;
      total: string;
    }
  >(
    `SELECT f.format_id AS "fId", f.tree_id AS "fTree", f.variant_id AS "fVariant", f.template_id AS "fTemplate",
       t.templates -> f.template_id ->> 'name' AS "fTemplateName", v.name AS "currentName", last.*, count(*) OVER () AS total
     FROM approval_format f JOIN approval_variant v ON v.variant_id = f.variant_id JOIN approval_tree t ON t.tree_id = f.tree_id
     LEFT JOIN LATERAL (SELECT ${COLUMNS} ${FROM} WHERE r.format_id = f.format_id AND r.at <= $2::timestamptz ORDER BY r.position DESC, r.seq DESC LIMIT 1) last ON true
     WHERE f.campaign_id = $1 AND f.created_at <= $2::timestamptz AND ($3::text IS NULL OR f.tree_id = $3) AND ($4::text IS NULL OR f.variant_id = $4)
     ORDER BY v.name, f.variant_id, f.format_id LIMIT ${limit} OFFSET ${offset}`,
    [campaignId, at, scope.treeId ?? null, scope.variantId ?? null],
  );
  const page = toPage(rows);
  return {
    total: page.total,
    rows: page.rows.map((r) => {
      const record = r.id ? toRecord(r as RawRecord) : null;
      return {
        formatId: r.fId,
        treeId: r.fTree,
        variantId: r.fVariant,
        variantName: record?.variantName ?? r.currentName,
        templateId: r.fTemplate,
        templateName: r.fTemplateName,
        record,
      };
    }),
  };
}
