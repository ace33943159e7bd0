// Audiences (migration 031), folded from the CampaignAudiences-<campaignId> streams alone; rebuilt by replaying them.
// An import's audiences are one INSERT from the event's JSON.
import { ruleCount, type AudienceEntry, type AudienceEvent } from '../../domain/audience';
import { perEvent, sql, type Projection } from '../projection';

/** The entries as JSON rows for jsonb_to_recordset: what each row of the table takes from an entry. */
const rowsOf = (entries: readonly AudienceEntry[]) =>
  JSON.stringify(
    entries.map(({ audienceId, fields }) => ({
      id: audienceId,
      name: fields.name,
      node_id: fields.nodeId,
      rules: fields.rules,
      segments: fields.segments,
      rule_count: ruleCount(fields),
    })),
  );

const insert = (campaignId: string, partnerId: string, entries: readonly AudienceEntry[], by: string, at: string) =>
  sql(
    `INSERT INTO audience (id, campaign_id, partner_id, name, node_id, rules, segments, rule_count, created_by,
                           created_at, updated_at)
     SELECT r.id, $1, $2, r.name, r.node_id, r.rules, r.segments, r.rule_count, $4, $5, $5
       FROM jsonb_to_recordset($3::jsonb)
         AS r(id text, name text, node_id text, rules jsonb, segments jsonb, rule_count integer)
     ON CONFLICT (id) DO NOTHING`,
    [campaignId, partnerId, rowsOf(entries), by, at],
  );

export const audiencesProjection: Projection = {
  name: 'audiences',
  tables: ['audience'],
  ...perEvent<AudienceEvent>({
    AudienceCreated: (e) =>
      insert(e.data.campaignId, e.data.partnerId, [e.data], e.metadata.actor.userId, e.metadata.occurredAt),
    AudiencesImported: (e) =>
      insert(e.data.campaignId, e.data.partnerId, e.data.audiences, e.metadata.actor.userId, e.metadata.occurredAt),
    AudienceUpdated: (e) =>
      sql(
        `UPDATE audience SET name = $2, node_id = $3, rules = $4::jsonb, segments = $5::jsonb, rule_count = $6,
                updated_at = $7 WHERE id = $1`,
        [
          e.data.audienceId,
          e.data.fields.name,
          e.data.fields.nodeId,
          JSON.stringify(e.data.fields.rules),
          JSON.stringify(e.data.fields.segments),
          ruleCount(e.data.fields),
          e.metadata.occurredAt,
        ],
      ),
    AudienceDeleted: (e) => sql(`DELETE FROM audience WHERE id = $1`, [e.data.audienceId]),
    AllAudiencesDeleted: (e) => sql(`DELETE FROM audience WHERE campaign_id = $1`, [e.data.campaignId]),
  }),
};
