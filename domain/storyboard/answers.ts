// What the storyboard routes answer, under /assets/concepts/{conceptId}/storyboards: the API declares it
// (api/routes/storyboards/view.ts builds it from the read model), the read model and the screens take their types
// from it.
import { Type, type Static } from 'typebox';
import { ROLES } from '../roles';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { STORYBOARD_FORMATS } from './files';
import { STORYBOARD_TYPES } from './types';

const Approval = Answer(
  { versionId: Id, userId: Type.String(), role: OneOf(ROLES), approvedAt: Timestamp },
  'A final approval',
);
export type StoryboardApproval = Static<typeof Approval>;

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
export type StoryboardVersion = Static<typeof Version>;

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
export type Storyboard = Static<typeof Storyboard>;
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
export type StoryboardUser = Static<typeof StoryboardUser>;
export const StoryboardCount = Answer({ count: Type.Integer() });
