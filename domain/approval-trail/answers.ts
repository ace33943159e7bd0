// What the approval trail routes answer (issue 10 §3; issue 19 §1 'Reviewers see the picture'): the API declares it,
// the read model (projections/approvals/queries.ts) and the screen (admin-ui/src/approval-trail/) take their types from
// it. A row of the trail carries the screenshot of the content its decision bound to beside the format's current one.
import { Type, type Static } from 'typebox';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { APPROVAL_DECISIONS, APPROVAL_KINDS } from './records';

const ElementValue = Answer({
  value: Type.String(),
  assetId: Nullable(Type.String()),
  thumbLocation: Nullable(Type.String()),
});

const FormatContent = Answer(
  {
    templateId: Type.String(),
    version: Type.Integer({ description: 'The template version' }),
    values: Type.Record(Type.String(), ElementValue, { description: 'Dynamic element name → value' }),
    cards: Nullable(Type.Integer({ description: 'Carousel cards; null for other formats' })),
  },
  'The content judged: template version and dynamic element values',
);

const recordFields = {
  id: Type.String({ description: '<event position>-<index>' }),
  eventId: Type.String(),
  position: Type.Integer(),
  campaignId: Id,
  treeId: Id,
  variantId: Id,
  variantName: Type.String({ description: 'The variant name when the record was made' }),
  formatId: Id,
  templateName: Type.String(),
  decision: OneOf(APPROVAL_DECISIONS),
  kind: Nullable(OneOf(APPROVAL_KINDS)),
  by: Answer({ userId: Type.String(), name: Nullable(Type.String()), email: Nullable(Type.String()) }),
  role: Type.String(),
  at: Timestamp,
  fingerprint: Type.String({ description: 'SHA-256 hex of the content judged' }),
  fingerprintRecorded: Type.Boolean({
    description: 'false: the event predates bound approvals; the fingerprint was computed from the replayed content',
  }),
  comment: Nullable(Type.String()),
  content: FormatContent,
};

export const ApprovalRecord = Answer(
  recordFields,
  'One format’s share of an approval decision, or its lapse by an edit',
);
export type ApprovalRecordRow = Static<typeof ApprovalRecord>;

const TrailPicture = Answer({
  fingerprint: Type.String({ description: 'The content pictured' }),
  url: Nullable(
    Type.String({ description: 'GET /campaigns/{id}/screenshots/{fingerprint} of this campaign; null: not rendered' }),
  ),
});
export type TrailPicture = Static<typeof TrailPicture>;

const TrailScreenshots = Answer(
  {
    approved: TrailPicture,
    current: Nullable(TrailPicture),
    changed: Type.Boolean({ description: 'The format’s content now is not the content the record bound to' }),
  },
  'The screenshot of the content the record bound to, and of the format’s content now (null: the format is gone)',
);
export type TrailScreenshots = Static<typeof TrailScreenshots>;

/** A row of GET /campaigns/{id}/approval-trail. */
export const TrailEntry = Answer(
  { ...recordFields, screenshots: TrailScreenshots },
  'A record of the trail with the screenshots of its content and of the format’s content now',
);
export type TrailEntry = Static<typeof TrailEntry>;

export const AsOfRow = Answer({
  formatId: Id,
  treeId: Id,
  variantId: Id,
  variantName: Type.String({ description: 'The variant name at the latest record at or before T, else its name now' }),
  templateId: Type.String(),
  templateName: Type.String(),
  state: OneOf(['unapproved', 'interimApproved', 'interimRejected', 'approved', 'rejected']),
  record: Nullable(ApprovalRecord),
});
export type AsOfRow = Static<typeof AsOfRow>;

const ElementDiff = Answer({
  name: Type.String(),
  change: OneOf(['added', 'removed', 'changed', 'unchanged']),
  before: Nullable(ElementValue),
  after: Nullable(ElementValue),
});
export const ContentDiff = Answer({
  from: ApprovalRecord,
  to: ApprovalRecord,
  elements: Type.Array(ElementDiff),
  version: Nullable(Answer({ before: Type.Integer(), after: Type.Integer() })),
  cards: Nullable(Answer({ before: Nullable(Type.Integer()), after: Nullable(Type.Integer()) })),
});
