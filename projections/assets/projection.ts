import type { AssetEvent } from '../../domain/asset';
import { perEvent, sql, type Projection } from '../projection';

const arr = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
const touch = 'updated_at = $2, updated_by = $3';

/** An asset's nodes, whole: changed by its owner (AssetBusinessNodesChanged) or moved with a node's migration. */
const nodesChanged = (e: {
  data: { assetId: string; businessNodes: string[]; additionalNodes: string[] };
  metadata: { occurredAt: string; actor: { userId: string } };
}) =>
  sql(
    `UPDATE asset_library SET business_node_ids = $4::text[], additional_node_ids = $5::text[], ${touch} WHERE id = $1`,
    [
      e.data.assetId,
      e.metadata.occurredAt,
      e.metadata.actor.userId,
      arr(e.data.businessNodes),
      arr(e.data.additionalNodes),
    ],
  );

export const assetsProjection: Projection = {
  name: 'assets',
  tables: ['asset_library'],
  ...perEvent<AssetEvent>({
    AssetUploadRequested: (e) => {
      const d = e.data;
      return sql(
        `INSERT INTO asset_library (id, partner_id, upload_id, uploaded_by, name, full_original_name, format, size, is_link, source_url, crop,
           parent_id, business_node_ids, tags, upload_status, created_at, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10::jsonb, $11, $12::text[], $13::text[], 'PENDING', $14, $14, $4)`,
        [
          d.assetId,
          d.partnerId,
          d.uploadId,
          d.uploadedBy,
          d.name,
          d.format,
          d.size,
          d.source.kind === 'link',
          d.source.kind === 'link' ? d.source.url : null,
          d.source.kind === 'crop' ? JSON.stringify(d.source.crop) : null,
          d.parentId,
          arr(d.businessNodes),
          arr(d.tags),
          e.metadata.occurredAt,
        ],
      );
    },
    AssetUploadStarted: (e) =>
      sql(`UPDATE asset_library SET upload_status = 'UPLOADING', ${touch} WHERE id = $1`, [
        e.data.assetId,
        e.metadata.occurredAt,
        e.metadata.actor.userId,
      ]),
    AssetProcessingStarted: (e) =>
      sql(
        `UPDATE asset_library SET upload_status = 'PROCESSING', location = $4, size = $5, hash = $6, format = $7, ${touch} WHERE id = $1`,
        [
          e.data.assetId,
          e.metadata.occurredAt,
          e.metadata.actor.userId,
          e.data.location,
          e.data.size,
          e.data.hash,
          e.data.format,
        ],
      ),
    AssetUploaded: (e) =>
      sql(
        `UPDATE asset_library SET upload_status = 'DONE', category = $4, kind = $5, format = $6, dimension = $7, duration_seconds = $8,
           thumb_location = $9, ${touch} WHERE id = $1`,
        [
          e.data.assetId,
          e.metadata.occurredAt,
          e.metadata.actor.userId,
          e.data.category,
          e.data.kind,
          e.data.format,
          e.data.dimension,
          e.data.durationSeconds,
          e.data.thumbLocation,
        ],
      ),
    AssetMerged: (e) =>
      sql(
        `UPDATE asset_library SET upload_status = 'MERGED', merged_into = $4, upload_message = $5, ${touch} WHERE id = $1`,
        [e.data.assetId, e.metadata.occurredAt, e.metadata.actor.userId, e.data.existingAssetId, e.data.message],
      ),
    ZipExpanded: (e) =>
      sql(`UPDATE asset_library SET upload_status = 'EXPANDED', ${touch} WHERE id = $1`, [
        e.data.assetId,
        e.metadata.occurredAt,
        e.metadata.actor.userId,
      ]),
    AssetUploadFailed: (e) =>
      sql(`UPDATE asset_library SET upload_status = $4, upload_message = $5, ${touch} WHERE id = $1`, [
        e.data.assetId,
        e.metadata.occurredAt,
        e.metadata.actor.userId,
        e.data.status,
        e.data.message,
      ]),
    AssetDetailsChanged: (e) =>
      sql(
        `UPDATE asset_library SET name = COALESCE($4, name), tags = COALESCE($5::text[], tags), status = COALESCE($6, status), ${touch} WHERE id = $1`,
        [
          e.data.assetId,
          e.metadata.occurredAt,
          e.metadata.actor.userId,
          e.data.name ?? null,
          e.data.tags ? arr(e.data.tags) : null,
          e.data.status ?? null,
        ],
      ),
    AssetArchived: (e) =>
      sql(`UPDATE asset_library SET archived = true, ${touch} WHERE id = $1`, [
        e.data.assetId,
        e.metadata.occurredAt,
        e.metadata.actor.userId,
      ]),
    AssetUnarchived: (e) =>
      sql(`UPDATE asset_library SET archived = false, ${touch} WHERE id = $1`, [
        e.data.assetId,
        e.metadata.occurredAt,
        e.metadata.actor.userId,
      ]),
    AssetBusinessNodesChanged: nodesChanged,
    AssetMovedToNode: nodesChanged,
  }),
};
