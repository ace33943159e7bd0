// What the review requests' read model answers: a campaign's requests (newest first), the open ones (the boot
// reconciler and the approval notifier), the users a request may name (GET /users/watchers), and the directory the
// review workflow mails through.
import type pg from 'pg';
import type { ApprovalRequestRow, WatcherRow } from '../../domain/campaign/review-answers';
import { likePattern } from '../list';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

const COLUMNS = `id, campaign_id AS "campaignId", n, is_final AS "isFinal", user_ids AS "userIds", watcher_ids AS "watcherIds", due_at AS "dueAt",
  requested_by AS "requestedBy", requested_at AS "requestedAt", status, reminded_at AS "remindedAt", escalated_at AS "escalatedAt", ended_at AS "endedAt"`;

type Raw = Omit<ApprovalRequestRow, 'dueAt' | 'requestedAt' | 'remindedAt' | 'escalatedAt' | 'endedAt'> &
  Record<'dueAt' | 'requestedAt', Date> &
  Record<'remindedAt' | 'escalatedAt' | 'endedAt', Date | null>;

const toRow = (r: Raw): ApprovalRequestRow => ({
  ...r,
  dueAt: r.dueAt.toISOString(),
  requestedAt: r.requestedAt.toISOString(),
  remindedAt: iso(r.remindedAt),
  escalatedAt: iso(r.escalatedAt),
  endedAt: iso(r.endedAt),
});

export async function campaignApprovalRequests(pool: pg.Pool, campaignId: string): Promise<ApprovalRequestRow[]> {
  const { rows } = await pool.query<Raw>(
    `SELECT ${COLUMNS} FROM approval_request WHERE campaign_id = $1 ORDER BY n DESC`,
    [campaignId],
  );
  return rows.map(toRow);
}

/** Open requests, of one campaign or of all. */
export async function openApprovalRequests(
  pool: pg.Pool,
  campaignIds?: string[],
): Promise<{ campaignId: string; requestId: string; n: number }[]> {
  const { rows } = await pool.query<{ campaignId: string; requestId: string; n: number }>(
    `SELECT campaign_id AS "campaignId", id AS "requestId", n FROM approval_request WHERE status = 'open' AND ($1::text[] IS NULL OR campaign_id = ANY ($1))`,
    [campaignIds ?? null],
  );
  return rows;
}

/** Who can see one campaign (commands/reviews.ts namedUser holds the same rule for the request itself). */
interface CampaignAudience {
  nodeIds: string[];
  /** Roles that read campaigns. */
  readers: readonly string[];
  /** Roles that reach every node of their partner. */
  wholePartner: readonly string[];
}

/**
 * Active users of a partner who may read campaigns, matching `input` in name or email, of the allowed roles, and —
 * with a market — assigned to a node of that market or to the node itself, or to none of the partner's nodes.
 * With a campaign's audience: only those who can see that campaign (not concept-only; a whole-partner role, or
 * assigned to one of its nodes or a node above one).
 */
export async function watchers(
  pool: pg.Pool,
  partnerId: string,
  filter: { input?: string; marketId?: string; allowedRoles?: string[]; audience?: CampaignAudience },
  limit = 50,
): Promise<WatcherRow[]> {
  const audience = filter.audience ?? null;
  const { rows } = await pool.query<WatcherRow>(
    `WITH RECURSIVE above AS (
       SELECT id, parent_id FROM business_node WHERE id = ANY ($6::text[])
       UNION SELECT n.id, n.parent_id FROM business_node n JOIN above a ON n.id = a.parent_id)
     SELECT u.id, u.name, u.email, u.role FROM user_account u
      WHERE u.partner_id = $1 AND u.status = 'ACTIVE' AND u.role <> 'ANALYST'
        AND ($2::text IS NULL OR u.name ILIKE $2 OR u.email ILIKE $2)
        AND ($3::text[] IS NULL OR u.role = ANY ($3))
        AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM business_node b WHERE b.id = ANY (u.business_node_ids) AND (b.id = $4 OR b.market_id = $4)))
        AND (NOT $7 OR (u.role = ANY ($8::text[]) AND NOT u.is_concept_only
          AND (u.role = ANY ($9::text[]) OR u.business_node_ids && ARRAY (SELECT id FROM above))))
      ORDER BY lower(coalesce(u.name, u.email)), u.id LIMIT $5`,
    [
      partnerId,
      likePattern(filter.input),
      filter.allowedRoles ?? null,
      filter.marketId ?? null,
      limit,
      audience?.nodeIds ?? [],
      audience !== null,
      audience?.readers ?? [],
      audience?.wholePartner ?? [],
    ],
  );
  return rows;
}

interface DirectoryUser {
  id: string;
  email: string;
  name: string | null;
}

/** Active users by id, for mail. */
export async function directoryUsers(pool: pg.Pool, ids: string[]): Promise<DirectoryUser[]> {
  const { rows } = await pool.query<DirectoryUser>(
    `SELECT id, email, name FROM user_account WHERE id = ANY ($1) AND status = 'ACTIVE'`,
    [ids],
  );
  return rows;
}

/** Who an overdue request escalates to: the campaign partner's active self-service admins. */
export async function campaignAdmins(pool: pg.Pool, campaignId: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT u.id FROM user_account u JOIN campaign c ON c.partner_id = u.partner_id
      WHERE c.id = $1 AND u.status = 'ACTIVE' AND u.role = 'SELF_SERVICE_ADMIN' ORDER BY u.id`,
    [campaignId],
  );
  return rows.map((r) => r.id);
}
