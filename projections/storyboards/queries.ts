// A concept's storyboards with their versions and approvals, in list order and numbered (domain/storyboard/sorting.ts).
import type pg from 'pg';
import { contentType } from 'mime-types';
import { namedKeys } from '../named-files';
import { numberStoryboards, type Numbered, type StoryboardFormat, type StoryboardType } from '../../domain/storyboard';
import type { StoryboardApproval, StoryboardUser } from '../../domain/storyboard/answers';

export interface StoryboardVersionRow {
  id: string;
  /** 'Version 3': its upload's number within the storyboard. */
  number: number;
  fileName: string;
  format: StoryboardFormat;
  contentType: string;
  size: number;
  location: string;
  uploadedBy: string;
  uploadedAt: string;
  approvals: StoryboardApproval[];
}

export interface StoryboardRow {
  id: string;
  conceptId: string;
  partnerId: string;
  name: string;
  type: StoryboardType;
  sortIndex: number | null;
  /** Oldest first. */
  versions: StoryboardVersionRow[];
  latestVersion: StoryboardVersionRow | null;
  approvals: StoryboardApproval[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

type Raw = Omit<StoryboardRow, 'versions' | 'latestVersion' | 'approvals'> & {
  versions: Omit<StoryboardVersionRow, 'approvals' | 'contentType'>[] | null;
  approvals: StoryboardApproval[] | null;
};

const SELECT = `SELECT s.id, s.concept_id AS "conceptId", s.partner_id AS "partnerId", s.name, s.type, s.sort_index AS "sortIndex",
    s.created_by AS "createdBy", s.created_at AS "createdAt", s.updated_at AS "updatedAt",
    (SELECT json_agg(json_build_object('id', v.id, 'number', v.number, 'fileName', v.file_name, 'format', v.format, 'size', v.size, 'location', v.location,
       'uploadedBy', v.uploaded_by, 'uploadedAt', v.uploaded_at) ORDER BY v.seq) FROM storyboard_version v WHERE v.storyboard_id = s.id) AS versions,
    (SELECT json_agg(json_build_object('versionId', a.version_id, 'userId', a.approved_by, 'role', a.role, 'approvedAt', a.approved_at) ORDER BY a.approved_at)
       FROM storyboard_approval a WHERE a.storyboard_id = s.id) AS approvals
  FROM storyboard s`;

function toRow(raw: Raw): StoryboardRow {
  const approvals = raw.approvals ?? [];
  const versions = (raw.versions ?? []).map((v) => ({
    ...v,
    size: Number(v.size),
    contentType: contentType(v.format) || 'application/octet-stream', // by the one MIME table (mime-db)
    approvals: approvals.filter((a) => a.versionId === v.id),
  }));
  return { ...raw, versions, latestVersion: versions.at(-1) ?? null, approvals };
}

/** GET …/storyboards: every storyboard of the concept, in list order, numbered within its type. */
export async function listStoryboards(pool: pg.Pool, conceptId: string): Promise<Numbered<StoryboardRow>[]> {
  const { rows } = await pool.query<Raw>(`${SELECT} WHERE s.concept_id = $1`, [conceptId]);
  return numberStoryboards(rows.map(toRow));
}

/** One storyboard of the concept with its number among the concept's. */
export async function getStoryboard(
  pool: pg.Pool,
  conceptId: string,
  id: string,
): Promise<Numbered<StoryboardRow> | null> {
  return (await listStoryboards(pool, conceptId)).find((s) => s.id === id) ?? null;
}

export async function countStoryboards(pool: pg.Pool, conceptId: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM storyboard WHERE concept_id = $1', [
    conceptId,
  ]);
  return Number(rows[0]!.n);
}

/** The users tied to a storyboard: who uploaded a version and who approved one, with their name and role. */
export async function storyboardUsers(pool: pg.Pool, storyboardId: string): Promise<StoryboardUser[]> {
  const { rows } = await pool.query<StoryboardUser>(
    `WITH tied AS (
       SELECT uploaded_by AS id, true AS uploaded, false AS approved FROM storyboard_version WHERE storyboard_id = $1
       UNION ALL SELECT approved_by, false, true FROM storyboard_approval WHERE storyboard_id = $1)
     SELECT t.id, u.name, u.email, u.role, bool_or(t.uploaded) AS uploaded, bool_or(t.approved) AS approved
     FROM tied t LEFT JOIN user_account u ON u.id = t.id
     GROUP BY t.id, u.name, u.email, u.role ORDER BY lower(coalesce(u.name, u.email, t.id))`,
    [storyboardId],
  );
  return rows;
}

/** Of these blob keys, those a storyboard version names as its file; null while the read model is behind `upTo`
 * (projections/named-files.ts). */
export function namedStoryboardFiles(pool: pg.Pool, keys: string[], upTo: number): Promise<string[] | null> {
  return namedKeys(
    pool,
    'storyboards',
    'SELECT location FROM storyboard_version WHERE location = ANY($1::text[])',
    keys,
    upTo,
  );
}
