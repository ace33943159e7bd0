import type pg from 'pg';
import type { CloudStorageSettings } from '../../domain/cloud-storage';
import type { CloudStorage } from '../../domain/cloud-storage/answers';
import type { SealedSecret } from '../../domain/integration/events';

/** A connector as a probe or an export needs it: its secret still sealed. */
export interface CloudStorageRow {
  id: string;
  partnerId: string | null;
  version: number;
  settings: CloudStorageSettings;
  secret: SealedSecret;
  isConnected: boolean;
  error: string | null;
  /** Dates read as the answer's ISO text (domain/shared/schema.ts Timestamp). */
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = `id, partner_id AS "partnerId", version, settings, secret, is_connected AS "isConnected", error,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The answer of a row: the secret's presence only. */
function answer(row: CloudStorageRow): CloudStorage {
  return {
    id: row.id,
    _id: row.id,
    __v: row.version,
    partnerId: row.partnerId,
    name: row.settings.name,
    storageType: row.settings.storageType,
    connectionConfig: { ...row.settings.connectionConfig, secretSet: true },
    isConnected: row.isConnected,
    error: row.error,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every connector, or those a partner may use (its own and the shared ones), by name. */
export async function listCloudStorage(pool: pg.Pool, partnerId: string | null) {
  const { rows } = await pool.query<CloudStorageRow>(
    `SELECT ${COLUMNS} FROM cloud_storage WHERE $1::text IS NULL OR partner_id = $1 OR partner_id IS NULL
      ORDER BY lower(name), id`,
    [partnerId],
  );
  return rows.map(answer);
}

export async function cloudStorageRow(pool: pg.Pool, id: string): Promise<CloudStorageRow | null> {
  const { rows } = await pool.query<CloudStorageRow>(`SELECT ${COLUMNS} FROM cloud_storage WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function getCloudStorage(pool: pg.Pool, id: string) {
  const row = await cloudStorageRow(pool, id);
  return row && answer(row);
}
