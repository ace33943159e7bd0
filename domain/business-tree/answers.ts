// What the partner tree and market routes answer: the API declares it, the read model
// (projections/business-tree/queries.ts) and the screens take their types from it.
import { Type, type Static } from 'typebox';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { NODE_TYPES } from './events';
import { MIGRATION_KINDS } from './migration';

const nodeFields = {
  id: Id,
  partnerId: Id,
  parentId: Nullable(Id),
  name: Type.String(),
  type: OneOf(NODE_TYPES),
  marketId: Nullable(Id),
  marketName: Nullable(Type.String()),
  usersCount: Type.Integer(),
  createdAt: Timestamp,
};

/** One node as the node commands answer it. */
export const BusinessNode = Answer({ ...nodeFields, _id: Id }, 'A business node');
export type BusinessNode = Static<typeof BusinessNode>;
/** One node as the read model holds it. */
export type NodeRow = Omit<BusinessNode, '_id'>;
const TreeNode = Type.Cyclic(
  { BusinessTreeNode: Answer({ ...nodeFields, children: Type.Array(Type.Ref('BusinessTreeNode')) }) },
  'BusinessTreeNode',
);
/** A node of GET /business-nodes?partnerId with its children, sorted by name. */
export type TreeNode = Static<typeof TreeNode>;
/** The partner's nodes as a forest of top nodes. */
export const BusinessTree = Type.Array(TreeNode, { description: "The partner's tree" });

const marketFields = {
  id: Id,
  partnerId: Id,
  name: Type.String(),
  nodesCount: Type.Integer(),
  blockedToDelete: Type.Boolean({ description: 'true while a node uses the market' }),
  createdAt: Timestamp,
};

/** A row of GET /markets/{partnerId}. */
export const MarketRow = Answer(marketFields, 'A market');
export type MarketRow = Static<typeof MarketRow>;
export const Market = Answer({ ...marketFields, _id: Id }, 'A market');
export type Market = Static<typeof Market>;

/** A row of GET /business-nodes/{id}/subscribers: a user and the node whose subscriber they are. */
export const NodeSubscriber = Answer(
  {
    id: Id,
    _id: Id,
    name: Nullable(Type.String()),
    email: Type.String(),
    role: Type.String(),
    status: Type.String(),
    nodeId: Id,
    nodeName: Type.String(),
    inherited: Type.Boolean({
      description: 'true: a subscriber of a node above this one (?parents=1), named by nodeId',
    }),
  },
  'A subscriber of a business node',
);
export type NodeSubscriber = Static<typeof NodeSubscriber>;

/** A row of the allowed-node look-ups (GET /business-nodes/allowed-nodes and the like). */
export const AllowedNode = Answer(
  {
    ...nodeFields,
    _id: Id,
    reachable: Type.Boolean({
      description:
        "true: in the caller's reach (a node they are assigned to or one below it; the whole partner for its admin group); false: a node above the reach, shown for its place (read-allowed-nodes only)",
    }),
  },
  'A business node the caller may use',
);
export type AllowedNode = Static<typeof AllowedNode>;

/** A row of GET /business-nodes/allowed-campaigns. */
export const AllowedCampaign = Answer(
  {
    id: Id,
    _id: Id,
    name: Type.String(),
    conceptId: Id,
    businessNodes: Type.Array(Id),
    archived: Type.Boolean(),
  },
  'A campaign on a business node the caller reaches',
);
export type AllowedCampaign = Static<typeof AllowedCampaign>;

const MigrationKind = OneOf(MIGRATION_KINDS);

/** POST /business-nodes/{id}/check-for-migration-conflicts/{target}: what would clash, before anything moves. */
export const MigrationCheck = Answer(
  {
    sourceId: Id,
    targetId: Id,
    conflicts: Type.Array(
      Answer({
        kind: OneOf([...MIGRATION_KINDS, 'node'] as const),
        blocking: Type.Boolean({ description: 'true: the kind (for node: every kind) cannot migrate while it holds' }),
        entityId: Nullable(Id),
        message: Type.String(),
      }),
    ),
    counts: Answer(
      {
        campaigns: Type.Integer(),
        users: Type.Integer(),
        assets: Type.Integer(),
        integrations: Type.Integer({ description: 'Publishing ids and tokens' }),
        'bn-subscribers': Type.Integer(),
      },
      'How many of each kind are on the source now',
    ),
  },
  "A business node's migration conflicts",
);
export type MigrationCheck = Static<typeof MigrationCheck>;

const migrationFields = { kind: MigrationKind, sourceId: Id, targetId: Id, total: Type.Integer() };

/** A migration started (202): the workflow runs it; GET /business-nodes/{id}/migration follows it. */
export const MigrationStarted = Answer({ migrationId: Type.String(), ...migrationFields }, 'A migration started');
export type MigrationStarted = Static<typeof MigrationStarted>;

/** The partner's last migration: RUNNING, COMPLETED or FAILED, with how many have moved. */
export const MigrationState = Answer(
  {
    status: OneOf(['RUNNING', 'COMPLETED', 'FAILED'] as const),
    ...migrationFields,
    done: Type.Integer({ description: 'Entities gone through (moved, or already moved before)' }),
    moved: Type.Integer({ description: 'Entities this migration moved' }),
  },
  "The partner's last business node migration",
);
export type MigrationState = Static<typeof MigrationState>;
