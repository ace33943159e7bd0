// What the storyboard routes take, under /assets/concepts/{conceptId}/storyboards (the answers:
// domain/storyboard/answers.ts). The name's rules are the domain's (422 with its message); the type is
// any text, coerced to image when unknown (domain/storyboard/types.ts).
import { Type } from 'typebox';
import { STORYBOARD_FORMATS, STORYBOARD_TYPES } from '../../domain/storyboard';
import { Body, Id, Nullable, Text } from '../http/schemas';
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
