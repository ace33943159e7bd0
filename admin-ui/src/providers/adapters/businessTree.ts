// The partner's tree of business nodes (admin group; spec 3 §7): read as a whole, changed node by node; a node's
// subscribers and the partner's users to choose them from; a node's migration (its conflicts, its start, its progress).
import type { NodeType } from '../../../../domain/business-tree/events';
import type { MigrationKind } from '../../../../domain/business-tree/migration';
import { del, enc, get, post, put } from '../requests';
import type {
  BusinessNode,
  Deleted,
  MigrationCheck,
  MigrationStarted,
  MigrationState,
  NodeSubscriber,
  TreeNode,
  User,
} from '../types';
import type { ResourceAdapter } from './adapter';

interface NewNode {
  partnerId: string;
  /** Null for a top node. */
  parentId: string | null;
  name: string;
  type: NodeType;
  marketId: string | null;
}

export const businessTree = {
  queries: {
    businessTree: (partnerId: string) => get<TreeNode[]>(`/business-nodes?partnerId=${enc(partnerId)}`),
    /** The node's own subscribers and those inherited from the nodes above it. */
    nodeSubscribers: (nodeId: string) => get<NodeSubscriber[]>(`/business-nodes/${enc(nodeId)}/subscribers?parents=1`),
    /** The partner's first 20 users whose name or e-mail holds `input`. */
    subscriberOptions: ({ partnerId, input }: { partnerId: string; input: string }) =>
      get<User[]>(
        `/users/by-partner?partnerId=${enc(partnerId)}&range=${enc('[0,19]')}&filter=${enc(JSON.stringify({ q: input }))}`,
      ),
    /** What would clash if the node's things moved to the target (a POST that writes nothing). */
    migrationConflicts: ({ sourceId, targetId }: { sourceId: string; targetId: string }) =>
      post<MigrationCheck>(`/business-nodes/${enc(sourceId)}/check-for-migration-conflicts/${enc(targetId)}`),
    /** The node's partner's last migration (404 when it has had none). */
    nodeMigration: (nodeId: string) => get<MigrationState>(`/business-nodes/${enc(nodeId)}/migration`),
  },
  commands: {
    createNode: ({ partnerId, parentId, name, type, marketId }: NewNode) =>
      post<BusinessNode>(`/business-nodes?partnerId=${enc(partnerId)}`, { parentId, name, type, marketId }),
    renameNode: ({ id, name }: { id: string; name: string }) =>
      put<BusinessNode>(`/business-nodes/${enc(id)}`, { name }),
    deleteNode: ({ id }: { id: string }) => del<Deleted>(`/business-nodes/${enc(id)}`),
    setNodeSubscribers: ({ id, subscribers }: { id: string; subscribers: string[] }) =>
      put<BusinessNode>(`/business-nodes/${enc(id)}`, { subscribers }),
    migrateNode: ({ sourceId, targetId, kind }: { sourceId: string; targetId: string; kind: MigrationKind }) =>
      post<MigrationStarted>(`/business-nodes/${enc(sourceId)}/migrate-${kind}-to/${enc(targetId)}`),
  },
} satisfies ResourceAdapter;
