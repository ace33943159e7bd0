// template_version: one row per live template version, as domain/template/state.ts folds them; template_generation
// holds whether each generation is archived.
import type { TemplateEvent, TemplateVersionFacts } from '../../domain/template';
import type { RecordedEvent } from '../../domain/shared/events';
import { perEvent, sql, type Statement, texts } from '../projection';
import type { Projection } from '../projection';

const json = (value: unknown) => JSON.stringify(value);

function versionMade(e: RecordedEvent<string, TemplateVersionFacts>): Statement {
  const d = e.data;
  return sql(
    `INSERT INTO template_generation (concept_id, generation) VALUES ($1, $2) ON CONFLICT DO NOTHING;
     INSERT INTO template_version (id, concept_id, partner_id, generation, version, name, title, size, size_group, format, kind, formats,
       suitable_channels, dynamic_fields, archived, storage, entry, files, created_by, created_at, updated_at)
     VALUES ($3, $1, $4, $2, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, ${texts('$13::jsonb')}, $14::jsonb,
       (SELECT archived FROM template_generation WHERE concept_id = $1 AND generation = $2), $15, $16, ${texts('$17::jsonb')}, $18, $19, $20)`,
    [
      d.conceptId,
      d.generation,
      d.templateId,
      d.partnerId,
      d.version,
      d.name,
      d.title,
      d.size,
      d.sizeGroup,
      d.format,
      d.kind,
      json(d.formats),
      json(d.suitableChannels),
      json(d.dynamicFields),
      d.storage,
      d.entry,
      json(d.files),
      d.createdBy,
      d.createdAt,
      e.metadata.occurredAt,
    ],
  );
}

/** Only the fields the event carries change (an absent one is null: the row keeps its value). */
const detailsChanged = (
  e: RecordedEvent<string, Extract<TemplateEvent, { type: 'TemplateDetailsChanged' }>['data']>,
) => {
  const d = e.data;
  return sql(
    `UPDATE template_version SET name = COALESCE($2, name), title = COALESCE($3, title), size = COALESCE($4, size), size_group = COALESCE($5, size_group),
       format = COALESCE($6, format), render_status = CASE WHEN $5::text IS NOT NULL AND $5 <> size_group THEN 'pending' ELSE render_status END,
       suitable_channels = CASE WHEN $7::jsonb IS NULL THEN suitable_channels ELSE ${texts('$7::jsonb')} END, formats = COALESCE($8::jsonb, formats), updated_at = $9
     WHERE id = $1`,
    [
      d.templateId,
      d.name ?? null,
      d.title ?? null,
      d.size ?? null,
      d.sizeGroup ?? null,
      d.format ?? null,
      d.suitableChannels ? json(d.suitableChannels) : null,
      d.formats ? json(d.formats) : null,
      e.metadata.occurredAt,
    ],
  );
};

const archive = (e: RecordedEvent<string, { conceptId: string; generation: number }>, archived: boolean) =>
  sql(
    `UPDATE template_generation SET archived = $3 WHERE concept_id = $1 AND generation = $2;
     UPDATE template_version SET archived = $3, updated_at = $4 WHERE concept_id = $1 AND generation = $2`,
    [e.data.conceptId, e.data.generation, archived, e.metadata.occurredAt],
  );

export const templatesProjection: Projection = {
  name: 'templates',
  tables: ['template_version', 'template_generation'],
  ...perEvent<TemplateEvent>({
    TemplateUploaded: versionMade,
    TemplateCodeEdited: versionMade,
    TemplateResized: versionMade,
    TemplateDetailsChanged: detailsChanged,
    TemplateApproved: (e) =>
      sql(`UPDATE template_version SET approvals = approvals || $2::jsonb, updated_at = $3 WHERE id = $1`, [
        e.data.templateId,
        json([{ approvedBy: e.data.approvedBy, role: e.data.role, approvedAt: e.data.approvedAt }]),
        e.metadata.occurredAt,
      ]),
    TemplateApprovalRemoved: (e) =>
      sql(
        `UPDATE template_version SET approvals = COALESCE((SELECT jsonb_agg(a) FROM jsonb_array_elements(approvals) a WHERE a->>'approvedBy' <> $2), '[]'),
           updated_at = $3 WHERE id = $1`,
        [e.data.templateId, e.data.approvedBy, e.metadata.occurredAt],
      ),
    TemplateGenerationArchived: (e) => archive(e, true),
    TemplateGenerationUnarchived: (e) => archive(e, false),
    TemplateBusinessNodesChanged: (e) =>
      sql(
        `UPDATE template_generation SET business_node_ids = ${texts('$3::jsonb')} WHERE concept_id = $1 AND generation = $2`,
        [e.data.conceptId, e.data.generation, json(e.data.businessNodes)],
      ),
    TemplateDeleted: (e) => sql('DELETE FROM template_version WHERE id = $1', [e.data.templateId]),
    TemplateRendered: (e) =>
      sql(`UPDATE template_version SET render_status = 'done', thumb_location = $2, updated_at = $3 WHERE id = $1`, [
        e.data.templateId,
        e.data.thumbLocation,
        e.metadata.occurredAt,
      ]),
    TemplateRenderFailed: (e) =>
      sql(`UPDATE template_version SET render_status = 'failed', updated_at = $2 WHERE id = $1`, [
        e.data.templateId,
        e.metadata.occurredAt,
      ]),
  }),
};
