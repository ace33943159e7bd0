import type { PartnerEvent } from '../../domain/partner';
import { perEvent, sql, type Projection } from '../projection';

export const partnersProjection: Projection = {
  name: 'partners',
  tables: ['partner_list'],
  ...perEvent<PartnerEvent>({
    PartnerCreated: (e) =>
      sql(`INSERT INTO partner_list (id, name, type, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`, [
        e.data.partnerId,
        e.data.name,
        e.data.type,
        e.metadata.occurredAt,
      ]),
    PartnerUpdated: (e) =>
      sql(`UPDATE partner_list SET name = $2, type = $3, updated_at = $4 WHERE id = $1`, [
        e.data.partnerId,
        e.data.name,
        e.data.type,
        e.metadata.occurredAt,
      ]),
    PartnerArchived: (e) =>
      sql(`UPDATE partner_list SET archived = true, updated_at = $2 WHERE id = $1`, [
        e.data.partnerId,
        e.metadata.occurredAt,
      ]),
    PartnerTwoFactorRequirementChanged: (e) =>
      sql(`UPDATE partner_list SET two_factor_required = $2, updated_at = $3 WHERE id = $1`, [
        e.data.partnerId,
        e.data.required,
        e.metadata.occurredAt,
      ]),
    PartnerUnarchived: (e) =>
      sql(`UPDATE partner_list SET archived = false, updated_at = $2 WHERE id = $1`, [
        e.data.partnerId,
        e.metadata.occurredAt,
      ]),
  }),
};
