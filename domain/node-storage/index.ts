// A business node's cloud storage connections (stream `NodeCloudStorage-<nodeId>`): state, rules and decisions.
import { DomainError } from '../shared/errors';
import { SHORT_TEXT_MAX_LENGTH } from '../shared/text-limits';
import {
  EXPORTABLE_ENTITY_TYPES,
  type ExportableEntityType,
  type NodeStorageConnection,
  type NodeStorageEvent,
} from './events';

export * from './events';

export const NODE_STORAGE_MESSAGES = {
  connectionNotFound: 'Cloud storage connection not found',
  entityTypesRequired: `Choose at least one of ${EXPORTABLE_ENTITY_TYPES.join(', ')}`,
  pathInvalid: `The path must be at most ${SHORT_TEXT_MAX_LENGTH} characters, without '..'`,
  storageTaken: 'This node is already connected to that cloud storage',
} as const;

export interface NodeStorageState {
  connections: NodeStorageConnection[];
}

export const initialNodeStorageState = (): NodeStorageState => ({ connections: [] });

export function evolveNodeStorage(state: NodeStorageState, event: NodeStorageEvent): NodeStorageState {
  const others = state.connections.filter((c) => c.connectionId !== event.data.connectionId);
  switch (event.type) {
    case 'NodeStorageConnected':
    case 'NodeStorageConnectionChanged': {
      const { connectionId, storageId, entityTypes, path } = event.data;
      return { connections: [...others, { connectionId, storageId, entityTypes, path }] };
    }
    case 'NodeStorageDisconnected':
      return { connections: others };
  }
}

export interface NodeStorageInput {
  storageId: string;
  entityTypes: string[];
  path?: string | null;
}

function checked(input: NodeStorageInput): Omit<NodeStorageConnection, 'connectionId'> {
  const entityTypes = [...new Set(input.entityTypes)];
  if (entityTypes.length === 0 || entityTypes.some((t) => !(EXPORTABLE_ENTITY_TYPES as readonly string[]).includes(t)))
    throw DomainError.badRequest(NODE_STORAGE_MESSAGES.entityTypesRequired, { field: 'entityTypes' });
  const path = (input.path ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (path.length > SHORT_TEXT_MAX_LENGTH || path.split('/').includes('..'))
    throw DomainError.badRequest(NODE_STORAGE_MESSAGES.pathInvalid, { field: 'path' });
  return { storageId: input.storageId, entityTypes: entityTypes as ExportableEntityType[], path };
}

export type NodeStorageCommand =
  | { type: 'Connect'; nodeId: string; partnerId: string; connectionId: string; input: NodeStorageInput }
  | { type: 'ChangeConnection'; nodeId: string; connectionId: string; input: NodeStorageInput }
  | { type: 'Disconnect'; nodeId: string; connectionId: string };

/** The storage (whose existence and partner the command checked) connects once per node. */
export function decideNodeStorage(command: NodeStorageCommand, state: NodeStorageState): NodeStorageEvent[] {
  const { nodeId, connectionId } = command;
  const existing = state.connections.find((c) => c.connectionId === connectionId);
  if (command.type !== 'Connect' && !existing) throw DomainError.notFound(NODE_STORAGE_MESSAGES.connectionNotFound);
  if (command.type === 'Disconnect') return [{ type: 'NodeStorageDisconnected', data: { nodeId, connectionId } }];
  const connection = checked(command.input);
  if (state.connections.some((c) => c.storageId === connection.storageId && c.connectionId !== connectionId))
    throw DomainError.conflict(NODE_STORAGE_MESSAGES.storageTaken);
  if (command.type === 'Connect') {
    if (existing) throw DomainError.conflict('Already exist');
    return [
      { type: 'NodeStorageConnected', data: { nodeId, partnerId: command.partnerId, connectionId, ...connection } },
    ];
  }
  return [{ type: 'NodeStorageConnectionChanged', data: { nodeId, connectionId, ...connection } }];
}

/** Stream `NodeCloudStorage-<nodeId>`: one business node's cloud storage connections. */
export const NodeStorageAggregate = {
  streamPrefix: 'NodeCloudStorage',
  initialState: initialNodeStorageState,
  evolve: evolveNodeStorage,
};
