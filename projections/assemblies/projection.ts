// Assemblies and their generations (migration 039), folded from the CampaignAssemblies-<campaignId> streams alone;
// rebuilt by replaying them.
import type { AssemblyEvent } from '../../domain/assembly';
import { perEvent, sql, texts, type Projection } from '../projection';

const generation = (generationId: string, set: string, values: (string | number)[]) =>
  sql(`UPDATE assembly_generation SET ${set} WHERE generation_id = $1`, [generationId, ...values]);

export const assembliesProjection: Projection = {
  name: 'assemblies',
  tables: ['assembly', 'assembly_generation'],
  ...perEvent<AssemblyEvent>({
    AssemblyImported: (e) =>
      sql(
        `INSERT INTO assembly (id, campaign_id, partner_id, file_name, columns, permutations, created_by, created_at,
                               updated_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8) ON CONFLICT (id) DO NOTHING`,
        [
          e.data.assemblyId,
          e.data.campaignId,
          e.data.partnerId,
          e.data.fileName,
          JSON.stringify(e.data.columns),
          e.data.permutations,
          e.metadata.actor.userId,
          e.metadata.occurredAt,
        ],
      ),
    AssemblyUpdated: (e) =>
      sql(`UPDATE assembly SET file_name = $2, columns = $3::jsonb, permutations = $4, updated_at = $5 WHERE id = $1`, [
        e.data.assemblyId,
        e.data.fileName,
        JSON.stringify(e.data.columns),
        e.data.permutations,
        e.metadata.occurredAt,
      ]),
    AssemblyDeleted: (e) => sql(`DELETE FROM assembly WHERE id = $1`, [e.data.assemblyId]),
    AllAssembliesDeleted: (e) =>
      sql(`DELETE FROM assembly WHERE id = ANY(${texts('$1::jsonb')})`, [JSON.stringify(e.data.assemblyIds)]),
    LiveDatasourceSet: (e) =>
      sql(`UPDATE assembly SET live = (id = $2) WHERE campaign_id = $1`, [e.data.campaignId, e.data.assemblyId]),
    VariationsGenerationStarted: (e) =>
      sql(
        `INSERT INTO assembly_generation (campaign_id, partner_id, generation_id, status, done, total, started_by,
                                          started_at)
         VALUES ($1, $2, $3, 'running', 0, $4, $5, $6)
         ON CONFLICT (campaign_id) DO UPDATE SET generation_id = $3, status = 'running', done = 0, total = $4,
           counts = NULL, reason = NULL, started_by = $5, started_at = $6, finished_at = NULL`,
        [
          e.data.campaignId,
          e.data.partnerId,
          e.data.generationId,
          e.data.total,
          e.metadata.actor.userId,
          e.metadata.occurredAt,
        ],
      ),
    VariationsGenerationProgressed: (e) =>
      generation(e.data.generationId, 'done = $2, total = $3', [e.data.done, e.data.total]),
    VariationsGenerationFinished: (e) =>
      // Every row of every tree is done, whether its progress was recorded or not (a small generation records none).
      generation(
        e.data.generationId,
        `status = 'finished', done = $4, total = $4, counts = $2::jsonb, finished_at = $3`,
        [
          JSON.stringify(e.data.counts),
          e.metadata.occurredAt,
          e.data.counts.new + e.data.counts.updated + e.data.counts.unchanged,
        ],
      ),
    VariationsGenerationFailed: (e) =>
      generation(e.data.generationId, `status = 'failed', reason = $2, finished_at = $3`, [
        e.data.reason,
        e.metadata.occurredAt,
      ]),
  }),
};
