// Reads of the tearsheets read model: a campaign's tearsheets with their links (the answers of
// domain/tearsheet/answers.ts), one tearsheet, a link by its token's hash, and the tearsheets still being made.
import type pg from 'pg';
import type { Tearsheet, TearsheetLink } from '../../domain/tearsheet/answers';
import type { TearsheetFilter } from '../../domain/tearsheet/filter';

type LinkRecord = Omit<TearsheetLink, 'state'>;

const LINK_COLUMNS = `l.id, l.tearsheet_id AS "tearsheetId", l.expires_at AS "expiresAt", l.created_by AS "createdBy",
  l.created_at AS "createdAt", l.revoked_at AS "revokedAt", l.opened, l.last_opened_at AS "lastOpenedAt"`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function linkAnswer(l: LinkRecord, now: Date): TearsheetLink {
  const state =
    l.revokedAt !== null ? 'revoked' : l.expiresAt !== null && new Date(l.expiresAt) <= now ? 'expired' : 'active';
  return {
    ...l,
    state,
    expiresAt: iso(l.expiresAt),
    createdAt: iso(l.createdAt)!,
    revokedAt: iso(l.revokedAt),
    lastOpenedAt: iso(l.lastOpenedAt),
  };
}

export interface TearsheetRecord {
  id: string;
  campaignId: string;
  partnerId: string;
  filter: TearsheetFilter;
  status: Tearsheet['status'];
  entries: number;
  done: number;
  requestedBy: string;
  /** From the users read model: the name, else the email; null once the user is gone. */
  requestedByName: string | null;
  requestedAt: Date;
  finishedAt: Date | null;
  pages: number | null;
  bytes: number | null;
  reason: string | null;
  pdfKey: string | null;
  entriesKey: string | null;
}

const TEARSHEET_COLUMNS = `t.id, t.campaign_id AS "campaignId", t.partner_id AS "partnerId", t.filter, t.status, t.entries,
  t.done, t.requested_by AS "requestedBy", coalesce(u.name, u.email) AS "requestedByName",
  t.requested_at AS "requestedAt", t.finished_at AS "finishedAt", t.pages,
  t.bytes::integer AS bytes, t.reason, t.pdf_key AS "pdfKey", t.entries_key AS "entriesKey"`;
const FROM_TEARSHEET = 'FROM tearsheet t LEFT JOIN user_account u ON u.id = t.requested_by';

export function tearsheetAnswer(t: TearsheetRecord, links: LinkRecord[], now = new Date()): Tearsheet {
  const ready = t.status === 'ready';
  return {
    id: t.id,
    campaignId: t.campaignId,
    filter: t.filter,
    status: t.status,
    entries: t.entries,
    done: t.done,
    requestedBy: t.requestedBy,
    requestedByName: t.requestedByName,
    requestedAt: iso(t.requestedAt)!,
    finishedAt: iso(t.finishedAt),
    pages: t.pages,
    bytes: t.bytes,
    reason: t.reason,
    pdfUrl: ready ? `/api/v1/tearsheets/${t.id}/pdf` : null,
    xlsxUrl: ready ? `/api/v1/tearsheets/${t.id}/xlsx` : null,
    links: links.map((l) => linkAnswer(l, now)),
  };
}

/** The campaign's tearsheets, newest first, each with its links. */
export async function campaignTearsheets(pool: pg.Pool, campaignId: string): Promise<Tearsheet[]> {
  const { rows } = await pool.query<TearsheetRecord>(
    `SELECT ${TEARSHEET_COLUMNS} ${FROM_TEARSHEET} WHERE t.campaign_id = $1 ORDER BY t.position DESC`,
    [campaignId],
  );
  const links = await linksOf(
    pool,
    rows.map((r) => r.id),
  );
  return rows.map((t) => tearsheetAnswer(t, links.get(t.id) ?? []));
}

async function linksOf(pool: pg.Pool, tearsheetIds: string[]): Promise<Map<string, LinkRecord[]>> {
  const byTearsheet = new Map<string, LinkRecord[]>();
  if (tearsheetIds.length === 0) return byTearsheet;
  const { rows } = await pool.query<LinkRecord>(
    `SELECT ${LINK_COLUMNS} FROM tearsheet_link l WHERE l.tearsheet_id = ANY ($1::text[]) ORDER BY l.created_at, l.id`,
    [tearsheetIds],
  );
  for (const l of rows) byTearsheet.set(l.tearsheetId, [...(byTearsheet.get(l.tearsheetId) ?? []), l]);
  return byTearsheet;
}

export async function tearsheetRecord(pool: pg.Pool, id: string): Promise<TearsheetRecord | null> {
  const { rows } = await pool.query<TearsheetRecord>(`SELECT ${TEARSHEET_COLUMNS} ${FROM_TEARSHEET} WHERE t.id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** One tearsheet with its links. */
export async function tearsheetById(pool: pg.Pool, id: string): Promise<Tearsheet | null> {
  const record = await tearsheetRecord(pool, id);
  return record ? tearsheetAnswer(record, (await linksOf(pool, [id])).get(id) ?? []) : null;
}

/** One link as its answer. */
export async function tearsheetLink(pool: pg.Pool, linkId: string): Promise<TearsheetLink | null> {
  const { rows } = await pool.query<LinkRecord>(`SELECT ${LINK_COLUMNS} FROM tearsheet_link l WHERE l.id = $1`, [
    linkId,
  ]);
  return rows[0] ? linkAnswer(rows[0], new Date()) : null;
}

/** The link a token's hash names, with its tearsheet; null for none. */
export async function linkByTokenHash(
  pool: pg.Pool,
  tokenHash: string,
): Promise<{ linkId: string; tearsheetId: string } | null> {
  const { rows } = await pool.query<{ linkId: string; tearsheetId: string }>(
    'SELECT id AS "linkId", tearsheet_id AS "tearsheetId" FROM tearsheet_link WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Tearsheets still being made: the boot starts their workflows again. */
export async function unsettledTearsheets(pool: pg.Pool): Promise<{ tearsheetId: string }[]> {
  const { rows } = await pool.query<{ tearsheetId: string }>(
    `SELECT id AS "tearsheetId" FROM tearsheet WHERE status IN ('requested', 'building') ORDER BY position`,
  );
  return rows;
}
