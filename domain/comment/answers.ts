// What the comment routes answer (spec 2 §3 Comment, §7 "Creatives and comments"): the API declares it, the read
// model (projections/comments/queries.ts) and the panel take their types from it (CommentView, ./panel.ts). Not
// exported from ./index.ts: the screens import the rules there, and TypeBox stays out of their bundle.
import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { COMMENTED_ENTITY_TYPES } from './events';

const Attachment = Answer({
  _id: Id,
  fileName: Type.String(),
  format: Type.String(),
  size: Type.Integer(),
  url: Type.String({ description: 'Where to download it' }),
});
const commentAnswerFields = {
  _id: Id,
  text: Type.String({ description: 'Empty once deleted' }),
  resolved: Type.Boolean(),
  isDeleted: Type.Boolean(),
  private: Type.Boolean(),
  attachments: Type.Array(Attachment),
  mentions: Type.Array(Answer({ _id: Id, name: Nullable(Type.String()) })),
  threadId: Nullable(Id),
  hotspot: Nullable(Answer({ x: Type.Number(), y: Type.Number() })),
  timeCode: Nullable(Type.Number()),
  commentedEntityId: Type.String(),
  commentedEntityType: OneOf(COMMENTED_ENTITY_TYPES),
  commentedEntityName: Nullable(Type.String()),
  user: Answer({ _id: Type.String(), name: Nullable(Type.String()), email: Nullable(Type.String()) }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};
const Reply = Answer(
  {
    ...commentAnswerFields,
    threadedComments: Type.Unsafe<never[]>(
      Type.Array(Type.Unknown(), { maxItems: 0, description: 'Replies do not nest further' }),
    ),
  },
  'A reply',
);
/** A reply: a comment of a thread after its first. */
export type CommentReply = Static<typeof Reply>;
/** A thread: its first comment, with the replies nested under it. */
export const CommentThread = Answer(
  { ...commentAnswerFields, threadedComments: Type.Array(Reply, { description: 'Replies, oldest first' }) },
  'A comment with its replies',
);
export const CommentThreads = Type.Array(CommentThread, { description: 'Threads the caller may see, newest first' });
const CommentCount = Answer({
  entityId: Type.String(),
  unresolved: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type CommentCount = Static<typeof CommentCount>;
export const CommentCounts = Type.Array(CommentCount, {
  description: 'Per commented entity with comments: threads not deleted, and of those the unresolved',
});
export const CommentSummary = Answer(
  { unresolved: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) },
  "The campaign's threads the caller may see",
);
export type CommentSummary = Static<typeof CommentSummary>;
const MentionCandidate = Answer({ _id: Id, name: Nullable(Type.String()), email: Type.String(), role: OneOf(ROLES) });
/** Who may be mentioned. */
export type MentionCandidate = Static<typeof MentionCandidate>;
export const MentionCandidates = Type.Array(MentionCandidate, {
  description: 'Active users who may see the campaign or concept, at most 20',
});
