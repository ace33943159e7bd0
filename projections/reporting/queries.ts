// What the reporting read model answers outside reports: the campaigns that have ads on a platform (their delivery is
// imported daily).
import type pg from 'pg';

export async function campaignsWithAds(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>('SELECT DISTINCT campaign_id AS id FROM report_ad ORDER BY id');
  return rows.map((r) => r.id);
}
