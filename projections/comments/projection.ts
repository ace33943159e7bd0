// comment: every comment of a campaign or a concept as its topic's stream folds (domain/comment/state.ts).
import type { CommentEvent } from '../../domain/comment';
import { perEvent, sql, type Projection } from '../projection';

export const COMMENTS_PROJECTION = 'comments';

export const commentsProjection: Projection = {
  name: COMMENTS_PROJECTION,
  tables: ['comment'],
  ...perEvent<CommentEvent>({
    CommentPosted: (e) => {
      const d = e.data;
      return sql(
        `INSERT INTO comment (id, campaign_id, concept_id, partner_id, thread_id, text, private, mentions, hotspot, time_code, entity_id, entity_type,
           entity_name, user_id, created_at, updated_at, seq)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::jsonb, $10, $11, $12, $13, $14, $15, $15, $16)`,
        [
          d.commentId,
          d.campaignId ?? null,
          d.conceptId ?? null,
          d.partnerId,
          d.threadId,
          d.text,
          d.private,
          `{${d.mentions.join(',')}}`,
          d.hotspot ? JSON.stringify(d.hotspot) : null,
          d.timeCode,
          d.commentedEntityId,
          d.commentedEntityType,
          d.commentedEntityName,
          d.by,
          d.at,
          e.revision,
        ],
      );
    },
    CommentEdited: (e) =>
      sql(`UPDATE comment SET text = $2, mentions = $3::text[], updated_at = $4 WHERE id = $1`, [
        e.data.commentId,
        e.data.text,
        `{${e.data.mentions.join(',')}}`,
        e.data.at,
      ]),
    CommentResolved: (e) =>
      sql(`UPDATE comment SET resolved = $2, updated_at = $3 WHERE id = $1`, [
        e.data.commentId,
        e.data.resolved,
        e.data.at,
      ]),
    CommentDeleted: (e) =>
      sql(`UPDATE comment SET is_deleted = TRUE, updated_at = $2 WHERE id = $1`, [e.data.commentId, e.data.at]),
    CommentAttachmentAdded: (e) =>
      sql(
        `UPDATE comment SET attachments = attachments || jsonb_build_array($2::jsonb), updated_at = $3 WHERE id = $1`,
        [e.data.commentId, JSON.stringify(e.data.attachment), e.data.attachment.uploadedAt],
      ),
  }),
};
