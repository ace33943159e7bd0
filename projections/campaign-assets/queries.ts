import type pg from 'pg';
import { assetsByIds, type AssetRow } from '../assets/queries';

/** The campaign's assets that are library assets by now (uploads in flight or failed are followed elsewhere). */
export async function campaignAssets(pool: pg.Pool, campaignId: string): Promise<AssetRow[]> {
  const { rows } = await pool.query<{ id: string }>(
    'SELECT asset_id AS id FROM campaign_asset WHERE campaign_id = $1',
    [campaignId],
  );
  return (
    await assetsByIds(
      pool,
      rows.map((r) => r.id),
    )
  ).filter((row) => !row.archived);
}

/** Whether a variant of the campaign shows the asset in one of its formats' elements. */
export async function campaignAssetInUse(pool: pg.Pool, campaignId: string, assetId: string): Promise<boolean> {
  const { rows } = await pool.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM variant v JOIN variant_format f ON f.variant_id = v.id
       WHERE v.campaign_id = $1 AND jsonb_path_exists(f."values", '$.* ? (@.assetId == $id)',
                                                      jsonb_build_object('id', $2::text))) AS found`,
    [campaignId, assetId],
  );
  return rows[0]!.found;
}
