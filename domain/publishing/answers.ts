// What the publishing routes answer (issue 20 §3; spec 2 §7 'Campaigns': publish, publishing, publishing-market-data,
// html-prerenderer, google-ads publish): the API declares these schemas, the read model
// (projections/publishing/queries.ts) and the screens take their types from them (import type only).
import { Type, type Static } from 'typebox';
import { PLATFORMS, type DeliveryType } from '../campaign/platforms';
import { Answer, Id, Literals, Nullable, Timestamp } from '../shared/schema';
import { FAILURE_KINDS, REVIEW_STATUSES } from './events';
import { PUBLISH_STATUSES } from './state';

const DELIVERY_TYPES = [
  'NON_TRAFFICKED',
  'TRAFFICKED',
  'PRE_RENDERED',
  'FACEBOOK_DIRECT',
  'FACEBOOK_DCM_TRACKING',
  'ASSEMBLY',
] as const satisfies readonly DeliveryType[];
const Platform = Literals(PLATFORMS);
const Review = Nullable(Literals(REVIEW_STATUSES));
const Fingerprint = Type.String({ description: 'SHA-256 hex of the approved content published' });

export const PublishStarted = Answer(
  { publishId: Id, queued: Type.Integer({ minimum: 1, description: 'Creatives queued: formats × nodes' }) },
  'A publish recorded; its workflow publishes the creatives and reports on /ws and in the bell',
);
export type PublishStarted = Static<typeof PublishStarted>;

/** Where a creative stands on one platform account: the publish's outcome (spec 2 §3 publish statuses) and the ad's
 * review there, with the platform's reasons. */
const publicationFields = {
  platform: Platform,
  nodeId: Id,
  delivery: Literals(DELIVERY_TYPES),
  status: Literals(PUBLISH_STATUSES),
  /** 'Published' for SUCCESS (spec 2 §3), 'In queue', 'Error'. */
  label: Type.String(),
  externalId: Nullable(Type.String({ description: "The ad's id on the platform" })),
  review: Review,
  reasons: Type.Array(Type.String(), { description: "The platform's reasons for DISAPPROVED or WITH_ISSUES" }),
  error: Nullable(
    Answer({ kind: Literals(FAILURE_KINDS), message: Type.String(), code: Type.String() }, "The platform's refusal"),
  ),
  updatedAt: Timestamp,
};

/** A format's latest creative on one platform account, as the creatives view shows it. */
export const FormatPublication = Answer(
  publicationFields,
  "The format's latest publish to one platform account and the platform's review of its ad",
);
export type FormatPublication = Static<typeof FormatPublication>;

/** One creative of a publish. */
export const PublishedCreativeAnswer = Answer(
  {
    creativeId: Type.String(),
    formatId: Id,
    variantId: Id,
    treeId: Id,
    name: Type.String(),
    fingerprint: Fingerprint,
    ...publicationFields,
  },
  'A creative of a publish',
);
export type PublishedCreativeAnswer = Static<typeof PublishedCreativeAnswer>;

export const PublishAnswer = Answer(
  {
    id: Id,
    platforms: Type.Array(Platform),
    prerendered: Type.Boolean(),
    retryOf: Nullable(Id),
    requestedBy: Id,
    requestedAt: Timestamp,
    status: Literals(['running', 'finished'] as const),
    queued: Type.Integer(),
    published: Type.Integer(),
    failed: Type.Integer(),
    finishedAt: Nullable(Timestamp),
    /** 'Published successfully' or 'Publish failed' once finished (spec 2 §8). */
    message: Nullable(Type.String()),
    /** Every failed creative with its reason: 'Try again' publishes these only. */
    failures: Type.Array(PublishedCreativeAnswer),
  },
  'One publish of the campaign',
);
export type PublishAnswer = Static<typeof PublishAnswer>;

/** A publish's progress as /ws sends it after each batch of its events (api/live/publishing-notifier.ts). */
export const PublishProgress = Answer(
  {
    type: Type.Literal('publishing'),
    campaignId: Id,
    publishId: Id,
    status: Literals(['running', 'finished'] as const),
    counts: Answer({
      queued: Type.Integer(),
      inQueue: Type.Integer(),
      published: Type.Integer(),
      failed: Type.Integer(),
    }),
  },
  "A publish's progress: a creatives view showing the campaign reads its statuses again",
);
export type PublishProgress = Static<typeof PublishProgress>;

export const PublishingAnswer = Answer(
  {
    campaignId: Id,
    personalizationType: Literals(['ASSEMBLY', 'DECISION_TREE'] as const),
    deliveryTypes: Type.Partial(Type.Record(Platform, Literals(DELIVERY_TYPES))),
    running: Type.Boolean(),
    /** The latest publishes, newest first. */
    publishes: Type.Array(PublishAnswer),
  },
  "A campaign's publishing: its delivery and its publishes",
);
export type PublishingAnswer = Static<typeof PublishingAnswer>;

const Counts = Answer({
  inQueue: Type.Integer(),
  published: Type.Integer(),
  failed: Type.Integer(),
  /** Of the published: the platform's review now. */
  active: Type.Integer(),
  pending: Type.Integer(),
  withIssues: Type.Integer(),
  disapproved: Type.Integer(),
});
export const PublishingMarketData = Answer(
  {
    campaignId: Id,
    markets: Type.Array(
      Answer({
        nodeId: Id,
        name: Type.String(),
        /** The campaign's platforms this node is connected to. */
        connected: Type.Array(Platform),
        /** Per platform, each format's latest creative on this node. */
        platforms: Type.Partial(Type.Record(Platform, Counts)),
      }),
    ),
  },
  "A campaign's publishing per market (business node)",
);
export type PublishingMarketData = Static<typeof PublishingMarketData>;

export const ServedAnswer = Answer(
  {
    campaignId: Id,
    at: Timestamp,
    ads: Type.Array(
      Answer({
        platform: Platform,
        nodeId: Id,
        externalId: Type.String(),
        formatId: Id,
        variantId: Id,
        treeId: Id,
        /** As it was published: variant, template and size. */
        name: Type.String(),
        fingerprint: Fingerprint,
        screenshot: Nullable(
          Type.String({
            description: 'GET /campaigns/{id}/screenshots/{fingerprint} of the content; null: not rendered',
          }),
        ),
        status: Literals(REVIEW_STATUSES),
        since: Timestamp,
      }),
    ),
  },
  'What was live on which platform at a moment: each ad whose status then was ACTIVE or WITH_ISSUES',
);
export type ServedAnswer = Static<typeof ServedAnswer>;
