// What the cloud storage routes answer (spec 3 §3 "Cloud storage config": _id, storageType, connectionConfig,
// partnerId, isConnected, error): the API declares it, the read model and the screens take their types from it. The
// secret is never answered: only whether one is set.
import { Type, type Static } from 'typebox';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { STORAGE_TYPES } from './events';

const Text = Type.String();

export const ConnectionConfigAnswer = Answer(
  {
    bucket: Type.String({ description: 'The S3 or GCS bucket, or the Azure container' }),
    prefix: Text,
    region: Nullable(Text),
    endpoint: Nullable(Text),
    forcePathStyle: Type.Boolean(),
    accessKeyId: Nullable(Text),
    projectId: Nullable(Text),
    clientEmail: Nullable(Text),
    accountName: Nullable(Text),
    secretSet: Type.Boolean({ description: 'Whether the secret is kept (it is never answered)' }),
  },
  'Where and as whom the connector writes',
);

export const CloudStorage = Answer(
  {
    id: Id,
    _id: Id,
    /** The connector's version (its stream's last revision). */
    __v: Type.Integer({ minimum: 0 }),
    partnerId: Nullable(Id),
    name: Text,
    storageType: OneOf(STORAGE_TYPES),
    connectionConfig: ConnectionConfigAnswer,
    isConnected: Type.Boolean({ description: 'Whether the last test connection passed (false before the first)' }),
    error: Nullable(Type.String({ description: "The last test connection's failure, in words" })),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'A cloud storage connector',
);
export type CloudStorage = Static<typeof CloudStorage>;

export const ConnectionTestAnswer = Answer(
  {
    isConnected: Type.Boolean(),
    error: Nullable(Type.String({ description: 'Why the probe failed, in words' })),
  },
  'The result of a bounded probe: list, then put and delete a probe key',
);
export type ConnectionTestAnswer = Static<typeof ConnectionTestAnswer>;
