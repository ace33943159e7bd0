// The exports read model (033_cloud_exports.sql): one statement per event of domain/export/events.ts. A file's source
// (a blob key, a creative's content) is left out: the answers show the file's name, key and size only.
import type { ExportEvent } from '../../domain/export/events';
import { exportKey } from '../../domain/export/keys';
import { perEvent, sql, type Projection } from '../projection';

const UPSERT_UPLOAD = `INSERT INTO cloud_export_upload (export_id, connection_id, file_id, state, bytes, skipped, reason)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (export_id, connection_id, file_id) DO UPDATE SET state = excluded.state, bytes = excluded.bytes,
    skipped = excluded.skipped, reason = excluded.reason`;

export const exportsProjection: Projection = {
  name: 'exports',
  tables: ['cloud_export', 'cloud_export_upload'],
  ...perEvent<ExportEvent>({
    ExportRequested: (e) => {
      const d = e.data;
      const files = d.files.map(({ source: _source, ...file }) => file);
      const destinations = d.destinations.map((destination) => ({
        ...destination,
        // Each file's key there, as the upload writes it.
        keys: Object.fromEntries(
          d.files.map((f) => [f.fileId, exportKey(destination.path, d.entityType, f.entityId, f.name)]),
        ),
      }));
      return sql(
        `INSERT INTO cloud_export (id, partner_id, entity_type, campaign_id, entities, files, destinations, node_ids,
           requested_by, requested_at, position)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, ARRAY(SELECT jsonb_array_elements_text($8::jsonb)),
           $9, $10, $11)`,
        [
          d.exportId,
          d.partnerId,
          d.entityType,
          d.campaignId,
          JSON.stringify(d.entities),
          JSON.stringify(files),
          JSON.stringify(destinations),
          JSON.stringify([...new Set(d.destinations.map((x) => x.nodeId))]),
          d.requestedBy,
          d.at,
          e.position,
        ],
      );
    },
    ExportUploadStarted: (e) =>
      sql(UPSERT_UPLOAD, [e.data.exportId, e.data.connectionId, e.data.fileId, 'UPLOADING', null, false, null]),
    ExportFileUploaded: (e) =>
      sql(UPSERT_UPLOAD, [
        e.data.exportId,
        e.data.connectionId,
        e.data.fileId,
        'FINISHED',
        e.data.bytes,
        e.data.skipped,
        null,
      ]),
    ExportFileFailed: (e) =>
      sql(UPSERT_UPLOAD, [e.data.exportId, e.data.connectionId, e.data.fileId, 'FAILED', null, false, e.data.reason]),
    ExportFinished: (e) =>
      sql(`UPDATE cloud_export SET status = $2, finished_at = $3 WHERE id = $1`, [
        e.data.exportId,
        e.data.status,
        e.data.at,
      ]),
  }),
};
