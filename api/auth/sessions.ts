// Server-side sessions behind an httpOnly cookie. Only a hash of the token is stored. Each authenticated
// request slides the expiry (spec 1 §9: max age 900000 ms, sliding on activity). Sessions are not domain
// facts, so they live in their own table rather than in the event log.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Credentials } from '../../projections/users/queries';

export const SESSION_COOKIE = 'varia_session';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session's id: the stored hash of its token (what a live channel is bound to, api/live/socket-lifetime.ts). */
export const sessionIdOf = hash;

export class SessionStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly maxAgeMs: number,
  ) {}

  async setup(): Promise<void> {
    await this.pool.query(`CREATE TABLE IF NOT EXISTS auth_session (
      id text PRIMARY KEY, user_id text NOT NULL, expires_at timestamptz NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.pool.query(
      `INSERT INTO auth_session (id, user_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
      [hash(token), userId, this.maxAgeMs],
    );
    // Expired sessions are swept now and then, on sign-in, rather than by a timer.
    await this.pool.query(`DELETE FROM auth_session WHERE expires_at < now() - interval '1 day'`);
    return token;
  }

  /**
   * The signed-in user of a live session, sliding its expiry; null when expired, unknown or deactivated. The expiry
   * is written only once a twentieth of the max age has passed since the last slide (45 s of 15 min): a write per
   * request would make every read wait for a commit, and a user's parallel requests queue on the session's row.
   */
  async touch(token: string): Promise<Credentials | null> {
    const { rows } = await this.pool.query<Credentials>(
      `WITH live AS (SELECT user_id FROM auth_session WHERE id = $1 AND expires_at > now()),
       slid AS (
         UPDATE auth_session SET expires_at = now() + $2 * interval '1 millisecond'
         WHERE id = $1 AND expires_at > now() AND expires_at < now() + ($2 - $2 / 20) * interval '1 millisecond')
       SELECT u.id, u.email, u.name, u.role, u.status, u.partner_id AS "partnerId", p.name AS "partnerName",
              u.is_concept_only AS "isConceptOnly", NULL AS "passwordHash"
       FROM live JOIN user_account u ON u.id = live.user_id LEFT JOIN partner_list p ON p.id = u.partner_id
       WHERE u.status = 'ACTIVE'`,
      [hash(token), this.maxAgeMs],
    );
    return rows[0] ?? null;
  }

  /** When the session ends unless used again, without sliding it; null once it has ended or its user is not active. */
  async expiry(sessionId: string): Promise<Date | null> {
    const { rows } = await this.pool.query<{ expires_at: Date }>(
      `SELECT s.expires_at FROM auth_session s JOIN user_account u ON u.id = s.user_id
       WHERE s.id = $1 AND s.expires_at > now() AND u.status = 'ACTIVE'`,
      [sessionId],
    );
    return rows[0]?.expires_at ?? null;
  }

  async destroy(token: string): Promise<void> {
    await this.pool.query('DELETE FROM auth_session WHERE id = $1', [hash(token)]);
  }

  async destroyForUser(userId: string): Promise<void> {
    await this.pool.query('DELETE FROM auth_session WHERE user_id = $1', [userId]);
  }
}
