// What the export routes answer (issue 22 §2; spec 3 §4 cloud export job, destination and upload states): an export
// with its entities, each destination's state and each file's upload there, and the progress. The API declares these
// schemas; the read model (projections/exports) and the screens take their types from them.
import { Type, type Static } from 'typebox';
import { EXPORTABLE_ENTITY_TYPES } from '../node-storage/events';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';
import { DESTINATION_STATES, EXPORT_JOB_STATES, UPLOAD_STATES } from './events';

const ExportedFile = Answer({
  fileId: Id,
  entityId: Id,
  name: Type.String(),
  key: Type.String({ description: "The object's key in the bucket, under the connector's prefix" }),
  bytes: Type.Integer(),
  state: Nullable(OneOf(UPLOAD_STATES)),
  reason: Nullable(Type.String({ description: 'Why the upload FAILED' })),
});

const ExportDestinationAnswer = Answer({
  connectionId: Id,
  nodeId: Id,
  storageName: Type.String(),
  path: Type.String(),
  state: OneOf(DESTINATION_STATES),
  files: Type.Array(ExportedFile),
});

export const ExportAnswer = Answer(
  {
    id: Id,
    partnerId: Id,
    entityType: OneOf(EXPORTABLE_ENTITY_TYPES),
    campaignId: Nullable(Id),
    entities: Type.Array(Answer({ id: Id, name: Type.String() })),
    status: OneOf(EXPORT_JOB_STATES),
    progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Uploads settled of files × destinations, %' }),
    destinations: Type.Array(ExportDestinationAnswer),
    requestedBy: Type.String(),
    requestedByName: Nullable(Type.String()),
    requestedAt: Timestamp,
    finishedAt: Nullable(Timestamp),
  },
  'An export to cloud storage',
);
export type ExportAnswer = Static<typeof ExportAnswer>;
export type ExportDestinationAnswer = Static<typeof ExportDestinationAnswer>;

/** What /ws tells of an export when it moves (api/live/exports-notifier.ts); the screens read the export again. */
export interface ExportLiveMessage {
  type: 'export';
  exportId: string;
  campaignId: string | null;
  entityType: ExportAnswer['entityType'];
  status: ExportAnswer['status'];
  progress: number;
}
