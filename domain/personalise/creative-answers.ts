// What the creatives routes answer (issue 10; spec 2 §4 "Creative approval", §6, §7 "Creatives and comments"): a
// tree's variants with each format's approval, its content and what it was last approved with; the counts per approval
// state; the campaign's variations of a channel. The API declares these schemas; the read model
// (projections/personalise/creatives.ts) and the screens take their types from them (import type only).
import { Type, type Static, type TInteger } from 'typebox';
import { FormatPublication } from '../publishing/answers';
import { screenshotFields } from '../screenshot/answers';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { CREATIVE_STATUSES, FORMAT_APPROVALS, type CreativeStatus } from './approvals';

const ElementValue = Answer({
  value: Type.String(),
  assetId: Nullable(Type.String()),
  thumbLocation: Nullable(Type.String()),
});
const Values = Type.Record(Type.String(), ElementValue, { description: 'Dynamic element name → value' });
const State = OneOf(['nonApproved', 'interimApproved', 'clientApproved'] as const);

const ApprovedContent = Answer(
  {
    values: Values,
    fingerprint: Nullable(Type.String()),
    by: Answer({ id: Type.String(), name: Nullable(Type.String()) }),
    at: Timestamp,
    screenshotUrl: Nullable(Type.String({ description: 'The picture of the content approved, when rendered' })),
  },
  'What the last approval judged; kept after an edit lapsed it',
);

const CreativeFormat = Answer({
  id: Id,
  templateId: Id,
  name: Type.String(),
  size: Type.String(),
  version: Type.Integer(),
  approval: OneOf(FORMAT_APPROVALS),
  state: State,
  status: Type.String({ description: 'The format status label (spec 2 §4)' }),
  archived: Type.Boolean(),
  filled: Type.Boolean(),
  values: Values,
  decidedKind: Nullable(OneOf(['interim', 'final'] as const)),
  lastApproved: Nullable(ApprovedContent),
  changedSinceApproval: Type.Boolean(),
  ...screenshotFields,
  publications: Type.Array(FormatPublication, {
    description: 'Its latest publish to each platform account it went to, with the platform review (issue 20 §3)',
  }),
});
/** A format as the creatives view shows it: `changedSinceApproval` when its values differ from what was approved. */
export type CreativeFormat = Static<typeof CreativeFormat>;

export const CreativeRow = Answer({
  id: Id,
  name: Type.String(),
  enabled: Type.Boolean(),
  isFallback: Type.Boolean(),
  formats: Type.Array(CreativeFormat),
});
export type CreativeRow = Static<typeof CreativeRow>;

const statusCounts = Object.fromEntries(
  CREATIVE_STATUSES.map((s) => [
    s,
    Type.Integer({
      description: `Live formats ${s === 'changed' ? 'changed since their last approval' : `in ${s}`}`,
    }),
  ]),
) as Record<CreativeStatus, TInteger>;
export const CreativeCounts = Answer({
  variants: Type.Integer({ description: 'Variants the view shows' }),
  ...statusCounts,
});
export type CreativeCounts = Static<typeof CreativeCounts>;

const variationFields = {
  id: Id,
  treeId: Id,
  variantId: Id,
  variantName: Type.String(),
  templateId: Id,
  name: Type.String(),
  size: Type.String(),
  approvalState: State,
  status: Type.String(),
};
/** A format of the campaign as the variations API lists it. */
export const Variation = Answer(variationFields);
/** The full variation data adds the content and who approved it (admins only). */
export const FullVariation = Answer({
  ...variationFields,
  values: Values,
  approvedBy: Nullable(Type.String()),
  approvedAt: Nullable(Timestamp),
  changedSinceApproval: Type.Boolean(),
});
export type FullVariation = Static<typeof FullVariation>;
export const VariationApprover = Answer({ id: Type.String(), name: Nullable(Type.String()), email: Type.String() });
export type VariationApprover = Static<typeof VariationApprover>;
