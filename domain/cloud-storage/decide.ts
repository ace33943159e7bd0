// Cloud storage connectors (spec 3 §3, §7): create, update, record a test connection, delete. The secret comes in
// sealed; the settings are checked again here, so nothing unchecked reaches an event.
import type { SealedSecret } from '../integration/events';
import { DomainError } from '../shared/errors';
import type { CloudStorageEvent } from './events';
import { checkedCloudStorage, CLOUD_STORAGE_MESSAGES, type CloudStorageInput } from './rules';
import type { CloudStorageState } from './state';

export type CreateCloudStorage = {
  type: 'CreateCloudStorage';
  storageId: string;
  partnerId: string | null;
  input: CloudStorageInput;
  secret: SealedSecret;
};
/** A type change must bring the new type's secret: the kept one belongs to the old type. */
export type UpdateCloudStorage = { type: 'UpdateCloudStorage'; input: CloudStorageInput; secret: SealedSecret | null };
export type RecordConnectionTest = { type: 'RecordConnectionTest'; error: string | null };
export type DeleteCloudStorage = { type: 'DeleteCloudStorage' };
export type CloudStorageCommand = CreateCloudStorage | UpdateCloudStorage | RecordConnectionTest | DeleteCloudStorage;

export function decideCloudStorage(command: CloudStorageCommand, state: CloudStorageState): CloudStorageEvent[] {
  if (command.type === 'CreateCloudStorage') {
    if (state.status !== 'none') throw DomainError.conflict('Already exist');
    const settings = checkedCloudStorage(command.input);
    const { storageId, partnerId, secret } = command;
    return [{ type: 'CloudStorageCreated', data: { storageId, partnerId, settings, secret } }];
  }
  if (state.status !== 'active' || !state.storageId || !state.settings)
    throw DomainError.notFound(CLOUD_STORAGE_MESSAGES.notFound);
  const { storageId } = state;
  switch (command.type) {
    case 'UpdateCloudStorage': {
      const settings = checkedCloudStorage(command.input);
      if (settings.storageType !== state.settings.storageType && !command.secret)
        throw DomainError.badRequest(CLOUD_STORAGE_MESSAGES.required('secret of the new storage type'), {
          field: 'connectionConfig',
        });
      return [
        {
          type: 'CloudStorageUpdated',
          data: { storageId, settings, ...(command.secret && { secret: command.secret }) },
        },
      ];
    }
    case 'RecordConnectionTest':
      return [
        {
          type: 'CloudStorageConnectionTested',
          data: { storageId, isConnected: command.error === null, error: command.error },
        },
      ];
    case 'DeleteCloudStorage':
      return [{ type: 'CloudStorageDeleted', data: { storageId } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}
