// What makes a cloud storage connector usable (spec 3 §3 names storageType and connectionConfig but not their fields:
// these are the platforms' own, in plain words).
import { DomainError } from '../shared/errors';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../shared/text-limits';
import { nameError } from '../shared/validation';
import { STORAGE_TYPES, type CloudStorageSettings, type ConnectionConfig, type StorageType } from './events';

export const CLOUD_STORAGE_MESSAGES = {
  notFound: 'Cloud storage not found',
  typeInvalid: `The storage type must be one of ${STORAGE_TYPES.join(', ')}`,
  required: (what: string) => `The ${what} is required`,
  urlInvalid: 'The endpoint must be an http or https URL',
  bucketInvalid: (what: string) => `The ${what} name is not one the platform accepts`,
  tooLong: (what: string) => `The ${what} must be at most ${SHORT_TEXT_MAX_LENGTH} characters`,
} as const;

/** The secret each type writes with, as the connectionConfig field that carries it (write-only). */
export const SECRET_FIELDS: Record<StorageType, 'secretAccessKey' | 'privateKey' | 'accountKey'> = {
  s3: 'secretAccessKey',
  gcs: 'privateKey',
  azure: 'accountKey',
};
const SECRET_LABELS: Record<StorageType, string> = {
  s3: 'secret access key',
  gcs: 'service account private key',
  azure: 'account key',
};
const BUCKET_LABELS: Record<StorageType, string> = { s3: 'bucket', gcs: 'bucket', azure: 'container' };
/** A private key in PEM is longer than a short text. */
export const SECRET_MAX_LENGTH = 8192;

// S3 and GCS bucket names (dots allowed), Azure container names (no dots): lowercase, 3 to 63 characters.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const CONTAINER = /^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/;

/** What an admin sends as connectionConfig, secret included, before it is checked. */
export interface ConnectionConfigInput {
  bucket?: string | null;
  prefix?: string | null;
  region?: string | null;
  endpoint?: string | null;
  forcePathStyle?: boolean | null;
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  projectId?: string | null;
  clientEmail?: string | null;
  privateKey?: string | null;
  accountName?: string | null;
  accountKey?: string | null;
}

export interface CloudStorageInput {
  name: string;
  storageType: string;
  connectionConfig: ConnectionConfigInput;
}

function text(value: string | null | undefined, what: string, field: string, required: boolean): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    if (required) throw DomainError.badRequest(CLOUD_STORAGE_MESSAGES.required(what), { field });
    return null;
  }
  if (trimmed.length > SHORT_TEXT_MAX_LENGTH)
    throw DomainError.badRequest(CLOUD_STORAGE_MESSAGES.tooLong(what), { field });
  return trimmed;
}

function endpoint(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || trimmed.length > URL_MAX_LENGTH)
    throw DomainError.badRequest(CLOUD_STORAGE_MESSAGES.urlInvalid, { field: 'connectionConfig.endpoint' });
  return trimmed.replace(/\/+$/, '');
}

function storageType(value: string): StorageType {
  if (!(STORAGE_TYPES as readonly string[]).includes(value))
    throw DomainError.badRequest(CLOUD_STORAGE_MESSAGES.typeInvalid, { field: 'storageType' });
  return value as StorageType;
}

/** The connection's type and config as they will be kept, or a DomainError naming the first field that is wrong. */
export function checkedConnection(
  input: Pick<CloudStorageInput, 'storageType' | 'connectionConfig'>,
): Omit<CloudStorageSettings, 'name'> {
  const type = storageType(input.storageType);
  const c = input.connectionConfig;
  const field = (name: string) => `connectionConfig.${name}`;
  const bucket = text(c.bucket, BUCKET_LABELS[type], field('bucket'), true)!;
  if (!(type === 'azure' ? CONTAINER : BUCKET).test(bucket))
    throw DomainError.badRequest(CLOUD_STORAGE_MESSAGES.bucketInvalid(BUCKET_LABELS[type]), { field: field('bucket') });
  const config: ConnectionConfig = {
    bucket,
    prefix: (text(c.prefix, 'prefix', field('prefix'), false) ?? '').replace(/^\/+/, ''),
    region: type === 's3' ? text(c.region, 'region', field('region'), true) : null,
    endpoint: endpoint(c.endpoint),
    forcePathStyle: type === 's3' && c.forcePathStyle === true,
    accessKeyId: type === 's3' ? text(c.accessKeyId, 'access key id', field('accessKeyId'), true) : null,
    projectId: type === 'gcs' ? text(c.projectId, 'project id', field('projectId'), true) : null,
    clientEmail: type === 'gcs' ? text(c.clientEmail, 'service account e-mail', field('clientEmail'), true) : null,
    accountName: type === 'azure' ? text(c.accountName, 'account name', field('accountName'), true) : null,
  };
  return { storageType: type, connectionConfig: config };
}

/** The settings as they will be kept, or a DomainError naming the first field that is wrong. */
export function checkedCloudStorage(input: CloudStorageInput): CloudStorageSettings {
  const error = nameError(input.name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  return { name: input.name.trim(), ...checkedConnection(input) };
}

/** The secret the input carries for its type, or null when none was sent (an update then keeps the one set). */
export function secretOf(input: Pick<CloudStorageInput, 'storageType' | 'connectionConfig'>): string | null {
  const type = storageType(input.storageType);
  const value = input.connectionConfig[SECRET_FIELDS[type]];
  return value && value.trim() !== '' ? value : null;
}

/** The refusal of an input that must carry its secret (a create, a test of an unsaved config). */
export function requireSecret(input: Pick<CloudStorageInput, 'storageType' | 'connectionConfig'>): string {
  const secret = secretOf(input);
  const type = storageType(input.storageType);
  if (!secret)
    throw DomainError.badRequest(CLOUD_STORAGE_MESSAGES.required(SECRET_LABELS[type]), {
      field: `connectionConfig.${SECRET_FIELDS[type]}`,
    });
  return secret;
}
