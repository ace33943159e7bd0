// The SAML AuthnRequests this product sent and not yet seen answered (issue 22 §1: a replayed answer is refused). A
// response is taken only as the answer (InResponseTo) to a request of ours, for the same config, within its time, and
// only once: the row is deleted by the validation that uses it, so of two posts of one response only one signs in,
// whichever API process each reaches. Like sessions, these are not domain facts: a table of their own, no events.
import type pg from 'pg';
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';

/** How long the identity provider may take to answer: long enough to type a password and a second factor. */
export const SAML_REQUEST_MAX_AGE_MS = 10 * 60 * 1000;

/** node-saml's request-id cache for one config and one validation, noting whether it used up the request. */
export interface SamlRequestCache extends CacheProvider {
  /** Deletes the request now (if still there); true when this validation is the one that used it. */
  consume(id: string): Promise<boolean>;
}

export class SamlRequestStore {
  constructor(private readonly pool: pg.Pool) {}

  async setup(): Promise<void> {
    await this.pool.query(`CREATE TABLE IF NOT EXISTS saml_request (
      id text PRIMARY KEY, config_id text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  }

  /** node-saml saves the id of each AuthnRequest it builds, reads it back at the answer and removes it once used. */
  cacheFor(configId: string): SamlRequestCache {
    const pool = this.pool;
    const consumed = new Set<string>();
    const remove = async (id: string) => {
      if (consumed.has(id)) return true;
      const { rowCount } = await pool.query('DELETE FROM saml_request WHERE id = $1 AND config_id = $2', [
        id,
        configId,
      ]);
      if (rowCount) consumed.add(id);
      return consumed.has(id);
    };
    return {
      async saveAsync(id: string, value: string): Promise<CacheItem | null> {
        // Requests never answered are swept now and then, at a new one, rather than by a timer.
        await pool.query(`DELETE FROM saml_request WHERE created_at < now() - $1 * interval '1 millisecond'`, [
          SAML_REQUEST_MAX_AGE_MS,
        ]);
        await pool.query('INSERT INTO saml_request (id, config_id) VALUES ($1, $2)', [id, configId]);
        return { value, createdAt: Date.now() };
      },
      async getAsync(id: string): Promise<string | null> {
        const { rows } = await pool.query<{ createdAt: Date }>(
          `SELECT created_at AS "createdAt" FROM saml_request
           WHERE id = $1 AND config_id = $2 AND created_at > now() - $3 * interval '1 millisecond'`,
          [id, configId, SAML_REQUEST_MAX_AGE_MS],
        );
        return rows[0] ? rows[0].createdAt.toISOString() : null;
      },
      async removeAsync(id: string | null): Promise<string | null> {
        return id && (await remove(id)) ? id : null;
      },
      consume: remove,
    };
  }
}
