// What the lift of personalisation reads (issue 21 §4): a campaign's delivery per tree, variant, day, placement and
// audience segment, each ad known by what it carried (report_ad, as served); and its personalised trees with their
// variants' names, fallback and schedule (the personalise read model).
import type pg from 'pg';
import type { ScheduleDays, SegmentedLiftCell } from '../../domain/report';
import { deliveryOf, summedMeasures } from './measures-sql';

export interface TreeVariants {
  treeId: string;
  platform: string;
  variants: { id: string; name: string; isFallback: boolean; scheduled: boolean }[];
  /** The tree's schedule signals, by name. */
  schedules: ScheduleDays[];
}

/** The campaign's trees in their order, each with its variants (archived ones too: they may have delivered). */
export async function campaignTreeVariants(pool: pg.Pool, campaignId: string): Promise<TreeVariants[]> {
  const { rows } = await pool.query<TreeVariants>(
    `SELECT t.id AS "treeId", t.platform,
       coalesce(jsonb_agg(jsonb_build_object('id', v.id, 'name', v.name, 'isFallback', v.is_fallback,
         'scheduled', v.has_schedule) ORDER BY v.seq) FILTER (WHERE v.id IS NOT NULL), '[]') AS variants,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('name', s.name, 'startsAt', s.schedule->>'startsAt',
           'endsAt', s.schedule->>'endsAt', 'weekdays', coalesce(s.schedule->'weekdays', '[]')) ORDER BY s.name_lower),
         '[]')
        FROM signal s WHERE s.tree_id = t.id AND s.type = 'schedule' AND s.schedule IS NOT NULL) AS schedules
     FROM personalise_tree t LEFT JOIN variant v ON v.tree_id = t.id
     WHERE t.campaign_id = $1 GROUP BY t.id, t.platform, t.sort ORDER BY t.sort`,
    [campaignId],
  );
  return rows;
}

/** The campaign's delivery as lift cells per tree. */
export async function liftCells(pool: pg.Pool, campaignId: string): Promise<Map<string, SegmentedLiftCell[]>> {
  const { rows } = await pool.query<Record<string, unknown> & { treeId: string } & Omit<SegmentedLiftCell, 'delivery'>>(
    `SELECT a.tree_id AS "treeId", a.variant_id AS "variantId", f.day::text AS day, f.placement, f.segment,
       ${summedMeasures('f')}
     FROM report_fact f JOIN report_ad a ON a.platform = f.platform AND a.external_id = f.ad_id
     WHERE f.campaign_id = $1
     GROUP BY a.tree_id, a.variant_id, f.day, f.placement, f.segment`,
    [campaignId],
  );
  const byTree = new Map<string, SegmentedLiftCell[]>();
  for (const r of rows) {
    const cell = {
      variantId: r.variantId,
      day: r.day,
      placement: r.placement,
      segment: r.segment,
      delivery: deliveryOf(r),
    };
    const cells = byTree.get(r.treeId);
    if (cells) cells.push(cell);
    else byTree.set(r.treeId, [cell]);
  }
  return byTree;
}
