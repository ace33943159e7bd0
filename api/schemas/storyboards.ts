// What the storyboard routes take and answer (projections/storyboards/queries.ts), under
// /assets/concepts/{conceptId}/storyboards. The name's rules are the domain's (422 with its message); the type is
// any text, coerced to image when unknown (domain/storyboard/types.ts).
import { Type } from 'typebox';
import { ROLES } from '../../domain/roles';
import { STORYBOARD_FORMATS, STORYBOARD_TYPES } from '../../domain/storyboard';
import { Answer, Body, Id, Nullable, OneOf, Text, Timestamp } from '../http/schemas';
import { NameText } from './fields';

const SortIndex = Type.Integer({
  minimum: 0,
  maximum: 1_000_000,
  description: 'Client-assigned order within the type',
});
const StoryboardType = Text({
  maxLength: 64,
  description: `One of ${STORYBOARD_TYPES.join(', ')}; anything else is taken as image`,
});

export const NewStoryboard = Body({
  storyboard: Body({
    name: NameText(),
    type: Type.Optional(StoryboardType),
    sortIndex: Type.Optional(Nullable(SortIndex)),
  }),
});
/** PUT …/storyboards/{id} is JSON: a rename, a retype or a new sort index. A new version is a file: POST
 * …/{id}/versions. */
export const StoryboardChange = Body({
  storyboard: Body({
    name: Type.Optional(NameText()),
    type: Type.Optional(StoryboardType),
    sortIndex: Type.Optional(Nullable(SortIndex)),
  }),
});
export const StoryboardOrder = Body({
  storyboards: Type.Array(Body({ _id: Id, sortIndex: SortIndex }), { minItems: 1, maxItems: 1000 }),
});
export const ApproveBody = Body({ versionId: Type.Optional(Id) });

const Approval = Answer(
  { versionId: Id, userId: Type.String(), role: OneOf(ROLES), approvedAt: Timestamp },
  'A final approval',
);
const Version = Answer(
  {
    _id: Id,
    id: Id,
    number: Type.Integer({
      description: "Its upload's number within the storyboard, from 1; a deleted version's number is not reused",
    }),
    fileName: Type.String(),
    format: OneOf(STORYBOARD_FORMATS),
    contentType: Type.String(),
    size: Type.Integer(),
    uploadedBy: Type.String({ description: 'a user id' }),
    uploadedAt: Timestamp,
    file: Type.String({ description: "The file's path under /api/v1" }),
    approvals: Type.Array(Approval),
  },
  'A version: one upload of a file',
);

export const Storyboard = Answer(
  {
    _id: Id,
    id: Id,
    conceptId: Id,
    name: Type.String(),
    type: OneOf(STORYBOARD_TYPES),
    typeTitle: Type.String({ description: "'Video', 'Display & Social', 'Fix & Flex Guide' or 'Image'" }),
    number: Type.Integer({ description: 'Its number within its type, in list order' }),
    label: Type.String({ description: "The type's title and the number: 'Video 2'" }),
    sortIndex: Nullable(Type.Integer()),
    versions: Type.Array(Version, { description: 'Oldest first' }),
    latestVersion: Nullable(Version),
    approvals: Type.Array(Approval),
    createdBy: Type.String({ description: 'a user id' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'A storyboard',
);
export const Storyboards = Type.Array(Storyboard, {
  description: 'Grouped by type (in title order), by sort index then name within a type',
});
export const LatestVersion = Answer(
  { latestVersion: Nullable(Version) },
  'The storyboard after the deletion: its latest version, if any',
);
export const StoryboardUser = Answer(
  {
    id: Type.String(),
    name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    role: Nullable(OneOf(ROLES)),
    uploaded: Type.Boolean({ description: 'Uploaded a version' }),
    approved: Type.Boolean({ description: 'Approved a version' }),
  },
  'A user tied to the storyboard',
);
export const StoryboardCount = Answer({ count: Type.Integer() });

/** The multipart body of an upload (a version, or an import): one file. */
export const StoryboardFileBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: `A storyboard file: ${STORYBOARD_FORMATS.join(', ')}`,
      'x-accept': ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'video/mp4'],
    }),
  },
  { additionalProperties: false },
);
