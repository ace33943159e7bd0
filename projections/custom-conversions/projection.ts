// Custom conversions (migration 025), folded from the CustomConversion-<id> streams alone.
import type { CustomConversionEvent } from '../../domain/custom-conversion';
import { perEvent, sql, type Projection } from '../projection';

export const customConversionsProjection: Projection = {
  name: 'custom-conversions',
  tables: ['custom_conversion'],
  ...perEvent<CustomConversionEvent>({
    CustomConversionCreated: (e) =>
      sql(
        `INSERT INTO custom_conversion (id, partner_id, name, floodlight_activity_id, floodlight_activity_name,
                                        advertiser_id, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [
          e.data.conversionId,
          e.data.partnerId,
          e.data.settings.name,
          e.data.settings.floodlightActivityId,
          e.data.settings.floodlightActivityName,
          e.data.settings.advertiserId,
          e.metadata.actor.userId,
          e.metadata.occurredAt,
        ],
      ),
    CustomConversionUpdated: (e) =>
      sql(
        `UPDATE custom_conversion SET name = $2, floodlight_activity_id = $3, floodlight_activity_name = $4,
                advertiser_id = $5, updated_at = $6 WHERE id = $1`,
        [
          e.data.conversionId,
          e.data.settings.name,
          e.data.settings.floodlightActivityId,
          e.data.settings.floodlightActivityName,
          e.data.settings.advertiserId,
          e.metadata.occurredAt,
        ],
      ),
    CustomConversionDeleted: (e) => sql(`DELETE FROM custom_conversion WHERE id = $1`, [e.data.conversionId]),
  }),
};
