// The Asset of spec 1 §3 as the API shows it: storage keys stay inside; files are reached through URLs.
import type { Asset } from '../../../domain/asset/answers';
import type { AssetRow } from '../../../projections/assets/queries';

const fileUrl = (id: string) => `/api/v1/assets/single-files/${id}/file`;
const thumbnailUrl = (id: string) => `/api/v1/assets/single-files/${id}/thumbnail`;

export function toApiAsset(row: AssetRow): Asset {
  return {
    _id: row.id,
    id: row.id,
    partnerId: row.partnerId,
    name: row.name,
    type: row.category ?? 'other',
    kind: row.kind,
    url: row.isLink && row.uploadStatus !== 'DONE' ? row.sourceUrl : fileUrl(row.id),
    hash: row.hash,
    format: row.format,
    dimension: row.dimension,
    durationSeconds: row.durationSeconds,
    size: row.size,
    thumbLocation: row.thumbLocation ? thumbnailUrl(row.id) : null,
    isFromDam: false,
    isLink: row.isLink,
    createdAt: row.createdAt,
    businessNodes: row.businessNodes,
    additionalNodes: row.additionalNodes,
    fullOriginalName: row.fullOriginalName,
    tags: row.tags,
    status: row.status,
    parentId: row.parentId,
    // The read model keeps the crop its upload asked for, as JSON.
    crop: row.crop,
    archived: row.archived,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}
