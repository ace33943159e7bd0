// The calls of the /cloud-storage screens (GET/POST /cloud-storage, GET/PUT/DELETE /cloud-storage/{id} and the two
// test connections). The secret is write-only: answers say whether one is set, and a save or a test sends it only
// when one was typed (the server keeps or uses the sealed one otherwise).
import { useQuery } from '@tanstack/react-query';
import type { CloudStorage, ConnectionTestAnswer } from '../../../domain/cloud-storage/answers';
import { del, enc, get, post, put, queryString } from '../providers/requests';

export const CLOUD_STORAGE_KEY = ['cloud-storage'];

/** Every connector, or (with a partner) those the partner may use: its own and the shared ones. Super only. */
export const useCloudStorages = (partnerId?: string | null, enabled = true) =>
  useQuery({
    queryKey: [...CLOUD_STORAGE_KEY, 'list', partnerId ?? null],
    queryFn: () => get<CloudStorage[]>(`/cloud-storage${queryString({ partnerId })}`),
    enabled,
  });

export const useCloudStorage = (id: string | undefined) =>
  useQuery({
    queryKey: [...CLOUD_STORAGE_KEY, id],
    queryFn: () => get<CloudStorage>(`/cloud-storage/${enc(id!)}`),
    enabled: !!id,
  });

export type StorageType = CloudStorage['storageType'];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the connector writes to this machine rather than a cloud: an endpoint on loopback, such as the local bucket
 * `npm start` runs (a Google Cloud Storage emulator the demo's connector points at).
 */
export const onThisMachine = (storage: CloudStorage) =>
  storage.connectionConfig.endpoint !== null &&
  URL.canParse(storage.connectionConfig.endpoint) &&
  LOOPBACK.has(new URL(storage.connectionConfig.endpoint).hostname);

/** What the form sends as connectionConfig: the type's fields, and its secret only when typed. */
export interface ConnectionConfigBody {
  bucket: string;
  prefix?: string | null;
  region?: string | null;
  endpoint?: string | null;
  forcePathStyle?: boolean | null;
  accessKeyId?: string | null;
  secretAccessKey?: string;
  projectId?: string | null;
  clientEmail?: string | null;
  privateKey?: string;
  accountName?: string | null;
  accountKey?: string;
}

export interface CloudStorageBody {
  name: string;
  storageType: StorageType;
  connectionConfig: ConnectionConfigBody;
}

export const saveCloudStorage = (id: string | undefined, partnerId: string | null, body: CloudStorageBody) =>
  id
    ? put<CloudStorage>(`/cloud-storage/${enc(id)}`, body)
    : post<CloudStorage>('/cloud-storage', { partnerId, ...body });

/** A saved connector is probed with its sealed secret (and the result recorded); a new one with what was typed. */
export const testCloudStorage = (id: string | undefined, body: Omit<CloudStorageBody, 'name'>) =>
  id
    ? post<ConnectionTestAnswer>(`/cloud-storage/${enc(id)}/test-connection`)
    : post<ConnectionTestAnswer>('/cloud-storage/test-connection', body);

export const deleteCloudStorage = (id: string) => del<{ id: string }>(`/cloud-storage/${enc(id)}`);

export const STORAGE_TYPE_LABELS: Record<StorageType, string> = {
  s3: 'Amazon S3 / S3-compatible',
  gcs: 'Google Cloud Storage',
  azure: 'Azure Blob Storage',
};

/** What the type calls its `bucket`. */
export const BUCKET_LABELS: Record<StorageType, string> = { s3: 'Bucket', gcs: 'Bucket', azure: 'Container' };
