// One format's content as the personalise read model holds it now, for its live preview (api/routes/personalise/
// preview.ts): its template, its values and whether its required fields are filled.
import type pg from 'pg';
import type { ElementValue } from '../../domain/personalise/events';

export interface FormatContentNow {
  templateId: string;
  values: Record<string, ElementValue>;
  filled: boolean;
}

/** The format of the tree's variant, or null when the tree has no such variant and format. */
export async function formatContentNow(
  pool: pg.Pool,
  ref: { treeId: string; variantId: string; formatId: string },
): Promise<FormatContentNow | null> {
  const { rows } = await pool.query<FormatContentNow>(
    `SELECT template_id AS "templateId", "values", filled FROM variant_format
     WHERE id = $1 AND variant_id = $2 AND tree_id = $3`,
    [ref.formatId, ref.variantId, ref.treeId],
  );
  return rows[0] ?? null;
}
