// What the cloud storage routes take (spec 3 §7): a connector's type and connectionConfig, its secret write-only.
import { Type } from 'typebox';
import { SECRET_MAX_LENGTH, STORAGE_TYPES } from '../../domain/cloud-storage';
import { SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../../domain/shared/text-limits';
import { Literals, Text } from '../http/schemas';
import { Name } from './fields';

const Optional = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Text({ maxLength, description }), Type.Null()]));
const Secret = (description: string) =>
  Type.Optional(Type.Union([Text({ maxLength: SECRET_MAX_LENGTH, description }), Type.Null()]));

export const ConnectionConfigFields = Type.Object(
  {
    bucket: Text({ maxLength: SHORT_TEXT_MAX_LENGTH, description: 'The S3 or GCS bucket, or the Azure container' }),
    prefix: Optional(SHORT_TEXT_MAX_LENGTH, 'Keys are written under this prefix'),
    region: Optional(SHORT_TEXT_MAX_LENGTH, 'S3: the region'),
    endpoint: Optional(URL_MAX_LENGTH, "S3-compatible, GCS or Azure: an endpoint other than the platform's own"),
    forcePathStyle: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    accessKeyId: Optional(SHORT_TEXT_MAX_LENGTH, 'S3: the access key id'),
    secretAccessKey: Secret('S3: the secret access key; write-only, left out on update keeps the one set'),
    projectId: Optional(SHORT_TEXT_MAX_LENGTH, 'GCS: the project id'),
    clientEmail: Optional(SHORT_TEXT_MAX_LENGTH, "GCS: the service account's e-mail"),
    privateKey: Secret("GCS: the service account's private key (PEM); write-only"),
    accountName: Optional(SHORT_TEXT_MAX_LENGTH, 'Azure: the storage account name'),
    accountKey: Secret('Azure: the account key; write-only'),
    // The form sends back what it read.
    secretSet: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ConnectionFields = { storageType: Literals(STORAGE_TYPES), connectionConfig: ConnectionConfigFields };
export const CloudStorageFields = { name: Name, ...ConnectionFields };
