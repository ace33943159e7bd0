import type pg from 'pg';
import type { Invitation, UserRow } from '../../domain/user/answers';
import { LOGIN_PROVIDER_OF_SSO, PASSWORD_LOGIN } from '../../domain/user/login-provider';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

/** The user's login provider: the SSO config's holding the e-mail's domain (as sign-in picks it), else Local. */
const LOGIN_PROVIDER = `CASE (SELECT c.provider FROM sso_config c
    WHERE c.email_domains @> ARRAY[lower(regexp_replace(u.email, '^.*@', ''))])
  ${Object.entries(LOGIN_PROVIDER_OF_SSO)
    .map(([provider, label]) => `WHEN '${provider}' THEN '${label}'`)
    .join(' ')}
  ELSE '${PASSWORD_LOGIN}' END`;

const SELECT = `SELECT u.id, u.email, u.name, u.role, u.status, u.partner_id AS "partnerId", u.is_concept_only AS "isConceptOnly",
  u.invitation_id AS "invitationId", CASE WHEN u.invitation_id IS NULL THEN NULL ELSE '/join/' || u.invitation_id END AS "joinLink",
  u.created_at AS "createdAt", ${LOGIN_PROVIDER} AS "loginProvider",
  COALESCE((SELECT json_agg(json_build_object('id', n.id, 'name', n.name) ORDER BY n.name)
            FROM business_node n WHERE n.id = ANY(u.business_node_ids)), '[]') AS "businessNodes",
  count(*) OVER () AS total
  FROM user_account u`;

/** The user lists: the fields they sort by (the allow-list: nothing else reaches ORDER BY) and the filters they read.
 * */
export const USER_LIST = {
  sorts: {
    id: 'u.id',
    email: 'lower(u.email)',
    name: 'lower(u.name)',
    role: 'u.role',
    status: 'u.status',
    isConceptOnly: 'u.is_concept_only',
    createdAt: 'u.created_at',
  },
  defaultSort: 'email',
  filters: { q: 'text', status: 'text', role: 'text' },
} as const;

/** Users matching a scope condition ($1) plus the list's search and filters. */
async function listWhere(
  pool: pg.Pool,
  scope: string,
  scopeValue: string | null,
  query: ListQuery,
): Promise<Page<UserRow>> {
  const { rows } = await pool.query<UserRow & { total: string }>(
    `${SELECT} WHERE ${scope}
       AND ($2::text IS NULL OR u.email ILIKE $2 OR u.name ILIKE $2)
       AND ($3::text IS NULL OR u.status = $3) AND ($4::text IS NULL OR u.role = $4)
     ORDER BY ${orderBy(query, USER_LIST.sorts, USER_LIST.defaultSort)} LIMIT $5 OFFSET $6`,
    [
      scopeValue,
      likePattern(query.filter.q),
      query.filter.status ?? null,
      query.filter.role ?? null,
      query.limit,
      query.offset,
    ],
  );
  return toPage(rows);
}

export const listInternalUsers = (pool: pg.Pool, query: ListQuery) =>
  listWhere(pool, 'u.partner_id IS NULL AND $1::text IS NULL', null, query);
export const listPartnerUsers = (pool: pg.Pool, partnerId: string, query: ListQuery) =>
  listWhere(pool, 'u.partner_id = $1', partnerId, query);
export const listNodeUsers = (pool: pg.Pool, nodeId: string, query: ListQuery) =>
  listWhere(pool, '$1 = ANY(u.business_node_ids)', nodeId, query);

export async function getUser(pool: pg.Pool, id: string): Promise<UserRow | null> {
  const { rows } = await pool.query<UserRow & { total: string }>(`${SELECT} WHERE u.id = $1`, [id]);
  return rows[0] ? toPage(rows).rows[0]! : null;
}

/** What sign-in and sessions need about a user. */
export interface Credentials {
  id: string;
  email: string;
  name: string | null;
  role: string;
  status: string;
  partnerId: string | null;
  partnerName: string | null;
  isConceptOnly: boolean;
  passwordHash: string | null;
  /** Whether sign-in asks a TOTP code after the password. */
  totpEnabled: boolean;
  /** How many unused TOTP recovery codes the user has. */
  totpRecoveryCodesLeft: number;
  /** Whether the user's partner requires two-factor sign-in of its local users. */
  twoFactorRequired: boolean;
}

const CREDENTIALS = `SELECT u.id, u.email, u.name, u.role, u.status, u.partner_id AS "partnerId", p.name AS "partnerName",
  u.is_concept_only AS "isConceptOnly", u.password_hash AS "passwordHash", u.totp_enabled AS "totpEnabled",
  u.totp_recovery_codes_left AS "totpRecoveryCodesLeft",
  COALESCE(p.two_factor_required, false) AS "twoFactorRequired"
  FROM user_account u LEFT JOIN partner_list p ON p.id = u.partner_id`;

export async function credentialsByEmail(pool: pg.Pool, email: string): Promise<Credentials | null> {
  const { rows } = await pool.query<Credentials>(`${CREDENTIALS} WHERE lower(u.email) = lower($1)`, [email]);
  return rows[0] ?? null;
}

export async function credentialsById(pool: pg.Pool, id: string): Promise<Credentials | null> {
  const { rows } = await pool.query<Credentials>(`${CREDENTIALS} WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function invitation(pool: pg.Pool, invitationId: string) {
  const { rows } = await pool.query<Invitation & { userId: string }>(
    `SELECT u.id AS "userId", u.email, u.role, p.name AS "partnerName"
     FROM user_account u LEFT JOIN partner_list p ON p.id = u.partner_id
     WHERE u.invitation_id = $1 AND u.status = 'PENDING'`,
    [invitationId],
  );
  return rows[0] ?? null;
}

export async function hasSuperUser(pool: pg.Pool): Promise<boolean> {
  const { rowCount } = await pool.query(`SELECT 1 FROM user_account WHERE role = 'SUPER' LIMIT 1`);
  return (rowCount ?? 0) > 0;
}
