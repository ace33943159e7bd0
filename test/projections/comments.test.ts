import { describe, it } from 'vitest';
import type { CommentEvent } from '../../domain/comment';
import { commentsProjection } from '../../projections/comments/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(commentsProjection);
const ROWS = `SELECT id, campaign_id, concept_id, partner_id, thread_id, text, private, mentions, hotspot, time_code, entity_id, entity_type, entity_name,
  user_id, resolved, is_deleted, attachments, created_at, updated_at, seq FROM comment ORDER BY seq`;

const posted = () => {
  const event = stream<CommentEvent>('Comments-campaign-c1');
  const on = {
    campaignId: 'c1',
    partnerId: 'p1',
    private: false,
    timeCode: null,
    commentedEntityId: 'c1',
    commentedEntityType: 'campaign' as const,
  };
  const given = [
    event(
      'CommentPosted',
      {
        ...on,
        commentId: 'k1',
        threadId: null,
        text: 'Hi @u2',
        mentions: ['u2'],
        hotspot: { x: 0.5, y: 0.25 },
        commentedEntityName: 'Spring',
        by: 'u1',
        at: at(1),
      },
      1,
    ),
    event(
      'CommentPosted',
      {
        ...on,
        commentId: 'k2',
        threadId: 'k1',
        text: 'Hello',
        mentions: [],
        hotspot: null,
        commentedEntityName: null,
        by: 'u2',
        at: at(2),
      },
      2,
    ),
  ];
  return { event, given };
};

describe('comments projection', () => {
  it('holds posted comments in posting order, a reply on its thread', async () => {
    const { given } = posted();
    const common = {
      campaign_id: 'c1',
      concept_id: null,
      partner_id: 'p1',
      private: false,
      time_code: null,
      entity_id: 'c1',
      entity_type: 'campaign',
    };
    const fresh = { resolved: false, is_deleted: false, attachments: [] };
    await spec.given(given).then(ROWS, [
      {
        id: 'k1',
        ...common,
        thread_id: null,
        text: 'Hi @u2',
        mentions: ['u2'],
        hotspot: { x: 0.5, y: 0.25 },
        entity_name: 'Spring',
        user_id: 'u1',
        ...fresh,
        created_at: date(1),
        updated_at: date(1),
        seq: '0',
      },
      {
        id: 'k2',
        ...common,
        thread_id: 'k1',
        text: 'Hello',
        mentions: [],
        hotspot: null,
        entity_name: null,
        user_id: 'u2',
        ...fresh,
        created_at: date(2),
        updated_at: date(2),
        seq: '1',
      },
    ]);
  });

  it('takes the edited text and mentions', async () => {
    const { event, given } = posted();
    await spec
      .given(given)
      .when([
        event(
          'CommentEdited',
          { campaignId: 'c1', commentId: 'k2', text: 'Hello @u1', mentions: ['u1'], by: 'u2', at: at(3) },
          3,
        ),
      ])
      .then('SELECT id, text, mentions, updated_at FROM comment ORDER BY seq', [
        { id: 'k1', text: 'Hi @u2', mentions: ['u2'], updated_at: date(1) },
        { id: 'k2', text: 'Hello @u1', mentions: ['u1'], updated_at: date(3) },
      ]);
  });

  it('resolves, attaches a file and soft-deletes', async () => {
    const { event, given } = posted();
    const attachment = {
      attachmentId: 'a1',
      fileName: 'brief.pdf',
      format: 'pdf',
      size: 10,
      location: 'blobs/a1',
      uploadedBy: 'u1',
      uploadedAt: at(4),
    };
    await spec
      .given(given)
      .when([
        event('CommentResolved', { campaignId: 'c1', commentId: 'k1', resolved: true, by: 'u1', at: at(3) }, 3),
        event('CommentAttachmentAdded', { campaignId: 'c1', commentId: 'k1', attachment }, 4),
        event('CommentDeleted', { campaignId: 'c1', commentId: 'k2', by: 'u2', at: at(5) }, 5),
      ])
      .then('SELECT id, resolved, is_deleted, attachments, updated_at FROM comment ORDER BY seq', [
        { id: 'k1', resolved: true, is_deleted: false, attachments: [attachment], updated_at: date(4) },
        { id: 'k2', resolved: false, is_deleted: true, attachments: [], updated_at: date(5) },
      ]);
  });

  it("files a concept's comment under the concept", async () => {
    const event = stream<CommentEvent>('Comments-concept-x1');
    await spec
      .given([
        event('CommentPosted', {
          conceptId: 'x1',
          partnerId: 'p1',
          commentId: 'k9',
          threadId: null,
          text: 'On the concept',
          private: true,
          mentions: [],
          hotspot: null,
          timeCode: 1.5,
          commentedEntityId: 'x1',
          commentedEntityType: 'concept',
          commentedEntityName: 'Idea',
          by: 'u1',
          at: at(1),
        }),
      ])
      .then('SELECT id, campaign_id, concept_id, private, time_code FROM comment', [
        { id: 'k9', campaign_id: null, concept_id: 'x1', private: true, time_code: 1.5 },
      ]);
  });
});
