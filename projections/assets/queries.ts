// Library and upload queries over asset_library.
import type pg from 'pg';
import type { Crop } from '../../domain/asset';
import type { LibraryStatus } from '../../domain/asset/decide';
import type { AssetCategory } from '../../domain/asset/rules';
import type { UploadItemStatus } from '../../domain/asset/answers';
import { likePattern } from '../list';

export interface AssetRow {
  id: string;
  partnerId: string;
  uploadId: string;
  uploadedBy: string;
  name: string;
  fullOriginalName: string;
  category: AssetCategory | null;
  kind: string | null;
  format: string;
  dimension: string | null;
  durationSeconds: number | null;
  location: string | null;
  thumbLocation: string | null;
  hash: string | null;
  size: number | null;
  isLink: boolean;
  sourceUrl: string | null;
  crop: Crop | null;
  parentId: string | null;
  businessNodes: string[];
  additionalNodes: string[];
  tags: string[];
  status: LibraryStatus;
  uploadStatus: UploadItemStatus;
  uploadMessage: string | null;
  mergedInto: string | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

const SELECT = `SELECT a.id, a.partner_id AS "partnerId", a.upload_id AS "uploadId", a.uploaded_by AS "uploadedBy", a.name,
  a.full_original_name AS "fullOriginalName", a.category, a.kind, a.format, a.dimension, a.duration_seconds AS "durationSeconds",
  a.location, a.thumb_location AS "thumbLocation", a.hash, a.size::float8 AS size, a.is_link AS "isLink", a.source_url AS "sourceUrl",
  a.crop, a.parent_id AS "parentId", a.business_node_ids AS "businessNodes", a.additional_node_ids AS "additionalNodes", a.tags,
  a.status, a.upload_status AS "uploadStatus", a.upload_message AS "uploadMessage", a.merged_into AS "mergedInto", a.archived,
  a.created_at AS "createdAt", a.updated_at AS "updatedAt", a.updated_by AS "updatedBy"
  FROM asset_library a`;

export interface LibraryQuery {
  partnerId: string;
  nodeIds: string[];
  archived: boolean | null;
  isIndependent: boolean;
  page: number;
  limit: number;
  search: string | null;
  formats: string[];
  assetsToExclude: string[];
  sort: 'createdAt' | '-createdAt' | 'name' | '-name';
  /** Node scope of the reader: null sees the whole partner (see commands/asset-scope.ts). */
  reachable: string[] | null;
  userId: string;
}

const SORTS: Record<LibraryQuery['sort'], string> = {
  createdAt: 'a.created_at ASC',
  '-createdAt': 'a.created_at DESC',
  name: 'lower(a.name) ASC',
  '-name': 'lower(a.name) DESC',
};

const LIBRARY_WHERE = `a.partner_id = $1 AND a.upload_status = 'DONE'
  AND ($2::boolean IS NULL OR a.archived = $2)
  AND (NOT $3::boolean OR a.parent_id IS NULL)
  AND ($4::text IS NULL OR a.name ILIKE $4 OR a.full_original_name ILIKE $4 OR EXISTS (SELECT 1 FROM unnest(a.tags) t WHERE t ILIKE $4))
  AND (cardinality($5::text[]) = 0 OR a.format = ANY($5))
  AND NOT (a.id = ANY($6::text[]))
  AND (cardinality($7::text[]) = 0 OR a.business_node_ids && $7)
  AND ($8::text[] IS NULL OR a.uploaded_by = $9 OR cardinality(a.business_node_ids) = 0 OR a.business_node_ids && $8)`;

/** Finished library assets only (uploads in flight, failed, merged or expanded ones are not assets). */
export async function libraryPage(pool: pg.Pool, q: LibraryQuery): Promise<{ total: number; results: AssetRow[] }> {
  const filters = [
    q.partnerId,
    q.archived,
    q.isIndependent,
    likePattern(q.search),
    q.formats,
    q.assetsToExclude,
    q.nodeIds,
    q.reachable,
    q.userId,
  ];
  // The total comes from its own count, so a page past the end still tells it.
  const [page, count] = await Promise.all([
    pool.query<AssetRow>(`${SELECT} WHERE ${LIBRARY_WHERE} ORDER BY ${SORTS[q.sort]}, a.id LIMIT $10 OFFSET $11`, [
      ...filters,
      q.limit,
      q.page * q.limit,
    ]),
    pool.query<{ total: string }>(`SELECT count(*) AS total FROM asset_library a WHERE ${LIBRARY_WHERE}`, filters),
  ]);
  return { total: Number(count.rows[0]!.total), results: page.rows };
}

export async function getAsset(pool: pg.Pool, id: string): Promise<AssetRow | null> {
  const { rows } = await pool.query<AssetRow>(`${SELECT} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function assetsByIds(pool: pg.Pool, ids: string[]): Promise<AssetRow[]> {
  const { rows } = await pool.query<AssetRow>(
    `${SELECT} WHERE a.id = ANY($1) AND a.upload_status = 'DONE' ORDER BY a.created_at DESC`,
    [ids],
  );
  return rows;
}

export async function childAssets(pool: pg.Pool, parentId: string): Promise<AssetRow[]> {
  const { rows } = await pool.query<AssetRow>(
    `${SELECT} WHERE a.parent_id = $1 AND a.upload_status = 'DONE' ORDER BY a.created_at DESC`,
    [parentId],
  );
  return rows;
}

/** The formats of the library assets the reader may see (same scope as libraryPage). */
export async function libraryFormats(
  pool: pg.Pool,
  partnerId: string,
  reachable: string[] | null,
  userId: string,
): Promise<string[]> {
  const { rows } = await pool.query<{ format: string }>(
    `SELECT DISTINCT a.format FROM asset_library a WHERE ${LIBRARY_WHERE} ORDER BY a.format`,
    [partnerId, null, false, null, [], [], [], reachable, userId],
  );
  return rows.map((r) => r.format);
}

/** Every item of one upload batch, as the upload screen shows them. */
export async function uploadBatch(pool: pg.Pool, partnerId: string, uploadId: string): Promise<AssetRow[]> {
  const { rows } = await pool.query<AssetRow>(
    `${SELECT} WHERE a.partner_id = $1 AND a.upload_id = $2 ORDER BY a.created_at, a.id`,
    [partnerId, uploadId],
  );
  return rows;
}

/** Uploads a workflow still has to finish (the boot reconciler restarts them). */
export async function unfinishedUploads(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM asset_library WHERE upload_status IN ('PENDING', 'UPLOADING', 'PROCESSING') ORDER BY created_at`,
  );
  return rows.map((r) => r.id);
}
