// storyboard, storyboard_version, storyboard_approval: a concept's storyboards as their stream folds
// (domain/storyboard/state.ts evolveStoryboards).
import type { StoryboardEvent } from '../../domain/storyboard';
import { perEvent, sql, type Projection } from '../projection';

const touch = (e: { metadata: { occurredAt: string; actor: { userId: string } } }) =>
  [e.metadata.occurredAt, e.metadata.actor.userId] as const;

export const storyboardsProjection: Projection = {
  name: 'storyboards',
  tables: ['storyboard', 'storyboard_version', 'storyboard_approval'],
  ...perEvent<StoryboardEvent>({
    StoryboardCreated: (e) =>
      sql(
        `INSERT INTO storyboard (id, concept_id, partner_id, name, type, sort_index, created_by, created_at, updated_at, updated_by)
         VALUES ($3, $4, $5, $6, $7, $8, $9, $1, $1, $2)`,
        [
          ...touch(e),
          e.data.storyboardId,
          e.data.conceptId,
          e.data.partnerId,
          e.data.name,
          e.data.storyboardType,
          e.data.sortIndex,
          e.data.createdBy,
        ],
      ),
    // Only the changed fields are present; a sortIndex of null clears it.
    StoryboardChanged: (e) =>
      sql(
        `UPDATE storyboard SET name = COALESCE($4, name), type = COALESCE($5, type), sort_index = CASE WHEN $6 THEN $7::integer ELSE sort_index END,
           updated_at = $1, updated_by = $2 WHERE id = $3`,
        [
          ...touch(e),
          e.data.storyboardId,
          e.data.name ?? null,
          e.data.storyboardType ?? null,
          e.data.sortIndex !== undefined,
          e.data.sortIndex ?? null,
        ],
      ),
    StoryboardsReordered: (e) =>
      sql(
        `UPDATE storyboard s SET sort_index = o."sortIndex", updated_at = $1, updated_by = $2
         FROM jsonb_to_recordset($3::jsonb) AS o("storyboardId" text, "sortIndex" integer) WHERE s.id = o."storyboardId"`,
        [...touch(e), JSON.stringify(e.data.order)],
      ),
    StoryboardDeleted: (e) =>
      sql(
        `WITH a AS (DELETE FROM storyboard_approval WHERE storyboard_id = $1), v AS (DELETE FROM storyboard_version WHERE storyboard_id = $1)
         DELETE FROM storyboard WHERE id = $1`,
        [e.data.storyboardId],
      ),
    StoryboardVersionAdded: (e) =>
      sql(
        `WITH v AS (INSERT INTO storyboard_version (id, storyboard_id, file_name, format, size, location, uploaded_by, uploaded_at, seq, number)
           VALUES ($4, $3, $5, $6, $7, $8, $9, $10, $11, $12))
         UPDATE storyboard SET updated_at = $1, updated_by = $2 WHERE id = $3`,
        [
          ...touch(e),
          e.data.storyboardId,
          e.data.versionId,
          e.data.fileName,
          e.data.format,
          e.data.size,
          e.data.location,
          e.data.uploadedBy,
          e.data.uploadedAt,
          e.revision,
          e.data.number,
        ],
      ),
    StoryboardVersionDeleted: (e) =>
      sql(
        `WITH a AS (DELETE FROM storyboard_approval WHERE version_id = $4), v AS (DELETE FROM storyboard_version WHERE id = $4)
         UPDATE storyboard SET updated_at = $1, updated_by = $2 WHERE id = $3`,
        [...touch(e), e.data.storyboardId, e.data.versionId],
      ),
    StoryboardApproved: (e) =>
      sql(
        `WITH a AS (INSERT INTO storyboard_approval (storyboard_id, version_id, approved_by, role, approved_at) VALUES ($3, $4, $5, $6, $7) ON CONFLICT DO NOTHING)
         UPDATE storyboard SET updated_at = $1, updated_by = $2 WHERE id = $3`,
        [...touch(e), e.data.storyboardId, e.data.versionId, e.data.approvedBy, e.data.role, e.data.approvedAt],
      ),
  }),
};
