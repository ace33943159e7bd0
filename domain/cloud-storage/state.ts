import type { SealedSecret } from '../integration/events';
import type { CloudStorageEvent, CloudStorageSettings } from './events';

export interface CloudStorageState {
  status: 'none' | 'active' | 'deleted';
  storageId: string | null;
  partnerId: string | null;
  settings: CloudStorageSettings | null;
  /** The secret as sealed, for a test connection or an export to open. */
  secret: SealedSecret | null;
}

export const initialCloudStorageState = (): CloudStorageState => ({
  status: 'none',
  storageId: null,
  partnerId: null,
  settings: null,
  secret: null,
});

export function evolveCloudStorage(state: CloudStorageState, event: CloudStorageEvent): CloudStorageState {
  switch (event.type) {
    case 'CloudStorageCreated':
      return {
        status: 'active',
        storageId: event.data.storageId,
        partnerId: event.data.partnerId,
        settings: event.data.settings,
        secret: event.data.secret,
      };
    case 'CloudStorageUpdated':
      return { ...state, settings: event.data.settings, secret: event.data.secret ?? state.secret };
    case 'CloudStorageConnectionTested':
      return state;
    case 'CloudStorageDeleted':
      return { ...state, status: 'deleted' };
  }
}
