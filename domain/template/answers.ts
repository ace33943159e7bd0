// What the template routes answer (the templates API contract; spec 3 §3 Template, 'Template upload result'): the API
// declares it (api/routes/templates/view.ts builds it from the read model), the screens take their types from it.
import { Type, type Static } from 'typebox';
import type { Role } from '../roles';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { DYNAMIC_FIELD_TYPES } from './code';
import type { TemplateChannel } from './events';

const DynamicField = Answer({
  name: Type.String(),
  type: OneOf(DYNAMIC_FIELD_TYPES),
  defaultValue: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
  possibleValues: Nullable(Type.Array(Type.String())),
  imageSize: Nullable(Answer({ width: Type.Integer(), height: Type.Integer() })),
  /** A campaign's variants must fill it (docs/templates.md). */
  required: Type.Boolean(),
});

const Approver = Answer({
  userId: Type.String(),
  name: Nullable(Type.String()),
  role: Type.Unsafe<Role>(Type.String()),
  approvedAt: Timestamp,
});
export type TemplateApprover = Static<typeof Approver>;

const Channels = Type.Array(Type.Unsafe<TemplateChannel>(Type.String()));

/** A template version. */
export const Template = Answer(
  {
    _id: Id,
    id: Id,
    conceptId: Id,
    partnerId: Id,
    name: Type.String({ examples: ['300x250-Summer sale'] }),
    title: Type.String({ examples: ['Summer sale'] }),
    size: Type.String({ examples: ['300x250', '640x360'] }),
    sizeGroup: Type.String({ description: "The size, or 'Other' when its dimensions cannot be read" }),
    format: OneOf(['fixed', 'responsive', 'vpaid']),
    kind: OneOf(['html', 'video']),
    formats: Answer({
      display: Type.Array(Type.String()),
      social: Type.Array(Type.String()),
      video: Type.Array(Type.String()),
    }),
    suitableChannels: Channels,
    generation: Type.Integer({ minimum: 1, description: '1-based per concept' }),
    version: Type.Integer({ minimum: 1, description: '1-based within the generation' }),
    dynamicFields: Type.Array(DynamicField),
    approvals: Answer({ users: Type.Array(Approver) }),
    approved: Type.Boolean(),
    inUse: Type.Boolean({ description: 'a campaign chose this version' }),
    archived: Type.Boolean({ description: 'Whether its generation is archived' }),
    businessNodes: Nullable(
      Type.Array(Id, {
        description:
          'The business nodes its generation is available to, each with the nodes below it; null: the concept’s',
      }),
    ),
    previewLocation: Nullable(
      Type.String({ description: 'The sandboxed preview of an HTML template; null for video' }),
    ),
    thumbLocation: Nullable(Type.String({ description: 'The rendered PNG; null until rendered' })),
    renderStatus: OneOf(['pending', 'rendering', 'done', 'failed']),
    createdAt: Timestamp,
    createdBy: Type.String({ description: 'a user id' }),
    updatedAt: Timestamp,
  },
  'A template version',
);
export type Template = Static<typeof Template>;

const UploadStatus = Answer({ isValid: Type.Boolean(), errorMessage: Nullable(Type.String()) });
export const TemplateUploadResult = Answer(
  { templates: Type.Array(Template), uploadStatus: UploadStatus },
  'Template upload result',
);
export type TemplateUploadResult = Static<typeof TemplateUploadResult>;
export const InUse = Answer({ inUse: Type.Boolean() });
export const Success = Answer({ success: Type.Literal(true) });
