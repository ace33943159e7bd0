import type pg from 'pg';
import type { SealedSecret } from '../../domain/integration/events';
import type { IdProperty, TokenProperty } from '../../domain/integration/properties';

export interface StoredToken {
  sealed: SealedSecret;
  connectedAt: string;
}

export interface NodeIntegrationRow {
  ids: Partial<Record<IdProperty, string>>;
  tokens: Partial<Record<TokenProperty, StoredToken>>;
}

/** A node's integrations; none set yet is an empty row. */
export async function nodeIntegration(pool: pg.Pool, nodeId: string): Promise<NodeIntegrationRow> {
  const { rows } = await pool.query<NodeIntegrationRow>(`SELECT ids, tokens FROM node_integration WHERE node_id = $1`, [
    nodeId,
  ]);
  return rows[0] ?? { ids: {}, tokens: {} };
}
