// What the comment routes take (spec 2 §3 Comment, §7 "Creatives and comments"; the answers:
// domain/comment/answers.ts).
// The text's rules are the domain's (422 with its message; over COMMENT_TEXT_MAX the schema refuses it first, 400 with
// the same message); a request names exactly one of campaignId or conceptId.
import { Type } from 'typebox';
import { COMMENT_MESSAGES, COMMENT_TEXT_MAX, COMMENTED_ENTITY_TYPES, MAX_MENTIONS } from '../../domain/comment';
import { ROLES } from '../../domain/roles';
import { ACCEPTED_FORMATS, MAX_ASSET_BYTES } from '../../domain/asset/rules';
import { ACCEPTED_FILE_TYPES } from '../routes/assets/upload-form';
import { always, Body, Id, Literals, Nullable, OneOf, Text, withRule } from '../http/schemas';

const Fraction = Type.Number({ minimum: 0, maximum: 1 });
const Hotspot = Body({ x: Fraction, y: Fraction });
const UserIds = Type.Array(Id, {
  maxItems: MAX_MENTIONS,
  description: 'Users mentioned; each must see the campaign or concept',
});
const CommentText = withRule(
  Text({ maxLength: COMMENT_TEXT_MAX, description: 'Visible text' }),
  always(COMMENT_MESSAGES.textTooLong),
);

const commentFields = {
  text: CommentText,
  threadId: Type.Optional(Nullable(Id)),
  private: Type.Optional(
    Type.Boolean({ description: "Seen only by the author and the users mentioned; a reply takes its thread's" }),
  ),
  mentions: Type.Optional(UserIds),
  hotspot: Type.Optional(Nullable(Hotspot)),
  timeCode: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: 86_400, description: 'Seconds into the video' })),
  ),
  commentedEntityId: Type.Optional(Id),
  commentedEntityType: Type.Optional(Literals(COMMENTED_ENTITY_TYPES)),
  commentedEntityName: Type.Optional(Nullable(Text({ maxLength: 256 }))),
};
/** POST …/new-comments/new and POST /concepts/{id}/comments: the topic is in the path. */
export const NewCommentBody = Body(commentFields);

const topicFields = {
  campaignId: Type.Optional(Id),
  conceptId: Type.Optional(Id),
};
/** The older-style calls name the topic in the body or query: exactly one of campaignId or conceptId ('Missing
 * params'). */
export const LegacyCommentBody = Body({ ...commentFields, ...topicFields });
export const LegacyEditBody = Body({ text: CommentText, mentions: Type.Optional(UserIds), ...topicFields });
export const LegacyResolveBody = Body({
  resolved: Type.Optional(Type.Boolean({ description: 'Default true' })),
  ...topicFields,
});
export const TopicQuery = Body(topicFields);

export const EntityIdsBody = Body({
  entityIds: Type.Array(Id, {
    maxItems: 10_000,
    description: 'Commented entities (variants, the campaign, storyboards, templates); empty: all',
  }),
});
export const ResolveBody = Body({ resolved: Type.Boolean() });

export const MentionsQuery = Body({
  entity: Type.Optional(Literals(COMMENTED_ENTITY_TYPES)),
  entityId: Type.Optional(Id),
  input: Type.Optional(Text({ maxLength: 128 })),
  ...topicFields,
  isPrivate: Type.Optional(OneOf(['0', '1'])),
  excludeRoles: Type.Optional(
    Text({ pattern: `^(?:(?:${ROLES.join('|')})(?:,(?:${ROLES.join('|')}))*)?$`, description: 'Comma list of roles' }),
  ),
});
export const AttachmentFormBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: `One file of an accepted format (${ACCEPTED_FORMATS.join(', ')}) or media type, at most ${MAX_ASSET_BYTES} bytes`,
      'x-accept': ACCEPTED_FILE_TYPES,
    }),
  },
  { additionalProperties: false },
);
