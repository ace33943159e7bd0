// Saved analyze reports (migration 021), folded from the AnalyzeView-<id> streams alone.
import type { AnalyzeViewEvent } from '../../domain/analyze-view';
import { perEvent, sql, type Projection } from '../projection';

export const analyzeViewsProjection: Projection = {
  name: 'analyze-views',
  tables: ['analyze_view'],
  ...perEvent<AnalyzeViewEvent>({
    AnalyzeViewCreated: (e) =>
      sql(
        `INSERT INTO analyze_view (id, partner_id, name, is_default, settings, copied_from, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8)`,
        [
          e.data.viewId,
          e.data.partnerId,
          e.data.settings.name,
          e.data.settings.default,
          JSON.stringify(e.data.settings),
          e.data.copiedFrom,
          e.metadata.actor.userId,
          e.metadata.occurredAt,
        ],
      ),
    AnalyzeViewUpdated: (e) =>
      sql(`UPDATE analyze_view SET name = $2, is_default = $3, settings = $4::jsonb, updated_at = $5 WHERE id = $1`, [
        e.data.viewId,
        e.data.settings.name,
        e.data.settings.default,
        JSON.stringify(e.data.settings),
        e.metadata.occurredAt,
      ]),
    AnalyzeViewDeleted: (e) => sql(`DELETE FROM analyze_view WHERE id = $1`, [e.data.viewId]),
  }),
};
