import type { CommandDeps } from '../../commands/deps';
import type { SecretStore } from '../../commands/secrets/secret-store';
import type { MigrationKind } from '../../domain/business-tree/migration';

/** What a node migration's activities reach: the event store, the secret store (a node's tokens are sealed again
 * under the target's key) and the read side's ids on the source (api/workers.ts wires
 * projections/business-tree/migration.ts idsOnNode in; workflows never import projections). */
export interface MigrationDeps {
  commands: Pick<CommandDeps, 'store'>;
  secrets: Pick<SecretStore, 'open' | 'seal'>;
  idsOnNode(kind: MigrationKind, nodeId: string): Promise<string[]>;
}
