// campaign and personalise_tree: one row per campaign as its stream folds (domain/campaign/state.ts evolveCampaign),
// and one per tree its creation names.
import type { CampaignEvent } from '../../domain/campaign';
import { perEvent, sql, type Projection, texts } from '../projection';

/** A JSON array of texts (values travel as scalars) as text[]. */
/** Each statement's first values: the campaign and when. */
const head = (e: { data: { campaignId: string }; metadata: { occurredAt: string } }) =>
  [e.data.campaignId, e.metadata.occurredAt] as const;
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
const flag = (column: 'locked' | 'archived' | 'deleted', on: boolean) => (e: Parameters<typeof head>[0]) =>
  sql(`UPDATE campaign SET ${column} = ${on ? 'true' : 'false'}, updated_at = $2 WHERE id = $1`, [...head(e)]);

export const campaignsProjection: Projection = {
  name: 'campaigns',
  tables: ['campaign', 'personalise_tree'],
  ...perEvent<CampaignEvent>({
    CampaignCreated: (e) => {
      const d = e.data;
      return sql(
        `WITH created AS (
           INSERT INTO campaign (id, partner_id, concept_id, name, name_lower, node_ids, platforms, template_ids, templates, flight_start, flight_end,
             personalization_type, delivery_types, created_by, created_at, updated_at)
           VALUES ($1, $3, $4, $5, lower($5), ${texts('$6::jsonb')}, ${texts('$7::jsonb')}, ARRAY(SELECT t->>'templateId' FROM jsonb_array_elements($8::jsonb) t),
             $8::jsonb, $9::date, $10::date, $11, $12::jsonb, $13, $2, $2))
         INSERT INTO personalise_tree (id, campaign_id, partner_id, platform, format, template_ids, sort)
         SELECT t->>'treeId', $1, $3, t->>'platform', t->>'format', ${texts("t->'templateIds'")}, n - 1 FROM jsonb_array_elements($14::jsonb) WITH ORDINALITY AS x(t, n)`,
        [
          ...head(e),
          d.partnerId,
          d.conceptId,
          d.name,
          json(d.businessNodes),
          json(d.platforms),
          json(d.templates),
          d.flightStart,
          d.flightEnd,
          d.personalizationType,
          json(d.deliveryTypes),
          d.createdBy,
          json(d.trees),
        ],
      );
    },
    // Only the changed fields are present; a flight date may change to null.
    CampaignSettingsChanged: (e) =>
      sql(
        `UPDATE campaign SET name = COALESCE($3, name), name_lower = lower(COALESCE($3, name)),
           node_ids = CASE WHEN $4::jsonb IS NULL THEN node_ids ELSE ${texts('$4::jsonb')} END,
           flight_start = CASE WHEN $5 THEN $6::date ELSE flight_start END, flight_end = CASE WHEN $7 THEN $8::date ELSE flight_end END, updated_at = $2
         WHERE id = $1`,
        [
          ...head(e),
          e.data.name ?? null,
          json(e.data.businessNodes),
          e.data.flightStart !== undefined,
          e.data.flightStart ?? null,
          e.data.flightEnd !== undefined,
          e.data.flightEnd ?? null,
        ],
      ),
    CampaignMovedToNode: (e) =>
      sql(`UPDATE campaign SET node_ids = ${texts('$3::jsonb')}, updated_at = $2 WHERE id = $1`, [
        ...head(e),
        json(e.data.businessNodes),
      ]),
    CampaignLocked: flag('locked', true),
    CampaignUnlocked: flag('locked', false),
    CampaignArchived: flag('archived', true),
    CampaignRestored: flag('archived', false),
    CampaignDeleted: flag('deleted', true),
    ApprovalRequested: (e) =>
      sql(`UPDATE campaign SET ${e.data.isFinal ? 'final' : 'interim'}_approval_requested_at = $2 WHERE id = $1`, [
        e.data.campaignId,
        e.data.at,
      ]),
  }),
};
