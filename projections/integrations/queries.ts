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

export interface NodeIntegrationOf extends NodeIntegrationRow {
  nodeId: string;
  partnerId: string;
}

/** The nodes whose Meta integration names this ad account (with or without its act_ prefix), oldest node first. */
export async function nodesWithFacebookAdAccount(pool: pg.Pool, adAccountId: string): Promise<NodeIntegrationOf[]> {
  const { rows } = await pool.query<NodeIntegrationOf>(
    `SELECT node_id AS "nodeId", partner_id AS "partnerId", ids, tokens FROM node_integration
      WHERE regexp_replace(ids->>'facebookAdAccountId', '^act_', '') = regexp_replace($1, '^act_', '')
      ORDER BY node_id`,
    [adAccountId],
  );
  return rows;
}

/** The distinct CM360 advertisers (network and advertiser ids) the partner's nodes name, for its floodlight look-up. */
export async function partnerCm360Advertisers(
  pool: pg.Pool,
  partnerId: string,
): Promise<{ dcmNetworkId: string; dcmAdvertiserId: string }[]> {
  const { rows } = await pool.query<{ dcmNetworkId: string; dcmAdvertiserId: string }>(
    `SELECT DISTINCT ids->>'dcmNetworkId' AS "dcmNetworkId", ids->>'dcmAdvertiserId' AS "dcmAdvertiserId"
       FROM node_integration
      WHERE partner_id = $1 AND ids->>'dcmNetworkId' <> '' AND ids->>'dcmAdvertiserId' <> ''
      ORDER BY 1, 2`,
    [partnerId],
  );
  return rows;
}
