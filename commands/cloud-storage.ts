// Cloud storage connectors (spec 3 §2, §7): super users create, update, test and delete them. The secret is sealed
// (commands/secrets) before it reaches an event, under a data key of the connector's own, which a delete shreds; a
// test connection opens it only to hand it to the platform's SDK.
import {
  checkedCloudStorage,
  checkedConnection,
  CLOUD_STORAGE_MESSAGES,
  CloudStorageAggregate,
  decideCloudStorage,
  requireSecret,
  secretOf,
  type CloudStorageCommand,
  type CloudStorageInput,
  type CloudStorageSettings,
} from '../domain/cloud-storage';
import { DomainError, MESSAGES } from '../domain/shared/errors';
import { assertGroup } from './authorization';
import { eventContext, type CommandContext, type SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute, latestState } from './execute';
import { newId } from './ids';
import type { SecretStore } from './secrets/secret-store';

/** The secret store keys data per owner: a connector's owner name, beside the business nodes' ids. */
export const cloudStorageSecretOwner = (storageId: string) => `cloud-storage-${storageId}`;
export const CLOUD_STORAGE_SECRET = 'secret';

/** The platform's probe (platforms/cloud-storage/probe.ts): null when it can list, write and delete, else why not. */
export type ConnectionProbe = (settings: CloudStorageSettings, secret: string) => Promise<string | null>;

const sealed = (secrets: SecretStore, storageId: string, secret: string) =>
  secrets.seal(cloudStorageSecretOwner(storageId), CLOUD_STORAGE_SECRET, secret);

export async function createCloudStorage(
  deps: CommandDeps,
  secrets: SecretStore,
  context: CommandContext,
  partnerId: string | null,
  input: CloudStorageInput,
) {
  assertGroup(context.actor, 'SUPER_ONLY');
  if (partnerId && !(await deps.lookups.partnerExists(partnerId))) throw DomainError.notFound(MESSAGES.partnerNotFound);
  // Checked before sealing, so a refused input leaves no key behind.
  checkedCloudStorage(input);
  const storageId = newId();
  const secret = await sealed(secrets, storageId, requireSecret(input));
  const command: CloudStorageCommand = { type: 'CreateCloudStorage', storageId, partnerId, input, secret };
  try {
    const result = await execute(deps.store, CloudStorageAggregate, storageId, eventContext(context, partnerId), (s) =>
      decideCloudStorage(command, s),
    );
    return { storageId, ...result };
  } catch (error) {
    await secrets.shred(cloudStorageSecretOwner(storageId));
    throw error;
  }
}

async function connector(deps: CommandDeps, context: CommandContext, storageId: string) {
  assertGroup(context.actor, 'SUPER_ONLY');
  const state = await latestState(deps.store, CloudStorageAggregate, storageId, eventContext(context, null));
  if (state.status !== 'active' || !state.settings || !state.secret)
    throw DomainError.notFound(CLOUD_STORAGE_MESSAGES.notFound);
  return { partnerId: state.partnerId, settings: state.settings, sealedSecret: state.secret };
}

/** A new secret replaces the kept one; none sent keeps it (unless the type changes). */
export async function updateCloudStorage(
  deps: CommandDeps,
  secrets: SecretStore,
  context: CommandContext,
  storageId: string,
  input: CloudStorageInput,
) {
  const { partnerId } = await connector(deps, context, storageId);
  checkedCloudStorage(input);
  const plain = secretOf(input);
  const secret = plain ? await sealed(secrets, storageId, plain) : null;
  return execute(deps.store, CloudStorageAggregate, storageId, eventContext(context, partnerId), (s) =>
    decideCloudStorage({ type: 'UpdateCloudStorage', input, secret }, s),
  );
}

export async function deleteCloudStorage(
  deps: CommandDeps,
  secrets: SecretStore,
  context: CommandContext,
  storageId: string,
) {
  const { partnerId } = await connector(deps, context, storageId);
  // From the node connections' read model: a connection made in the same instant may slip past, which leaves a
  // connection whose storage reads as gone (storageName null), as before this check.
  if (await deps.lookups.cloudStorageInUse(storageId)) throw DomainError.conflict(MESSAGES.deleteInUse);
  const result = await execute(deps.store, CloudStorageAggregate, storageId, eventContext(context, partnerId), (s) =>
    decideCloudStorage({ type: 'DeleteCloudStorage' }, s),
  );
  await secrets.shred(cloudStorageSecretOwner(storageId));
  return result;
}

/** Probes a config not saved yet (the form's button): nothing is written. */
export async function testConnection(
  actor: SignedInActor,
  input: Pick<CloudStorageInput, 'storageType' | 'connectionConfig'>,
  probe: ConnectionProbe,
) {
  assertGroup(actor, 'SUPER_ONLY');
  const settings = { name: '', ...checkedConnection(input) };
  const error = await probe(settings, requireSecret(input));
  return { isConnected: error === null, error };
}

/** Probes the kept connector with its kept secret and records the result (isConnected, error). */
export async function testSavedConnection(
  deps: CommandDeps,
  secrets: SecretStore,
  context: CommandContext,
  storageId: string,
  probe: ConnectionProbe,
) {
  const { partnerId, settings, sealedSecret } = await connector(deps, context, storageId);
  const secret = await secrets.open(cloudStorageSecretOwner(storageId), CLOUD_STORAGE_SECRET, sealedSecret);
  const error = await probe(settings, secret);
  const result = await execute(deps.store, CloudStorageAggregate, storageId, eventContext(context, partnerId), (s) =>
    decideCloudStorage({ type: 'RecordConnectionTest', error }, s),
  );
  return { ...result, isConnected: error === null, error };
}
