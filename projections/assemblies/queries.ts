// Assemblies as the routes answer them: a campaign's list (paged, filtered by file name), one by id, and the
// campaign's latest generation of variations.
import type pg from 'pg';
import type { DatasourceColumn, GenerationCounts } from '../../domain/assembly';
import { likePattern, orderBy, toPage, type ListQuery, type Page } from '../list';

export interface AssemblyRow {
  id: string;
  campaignId: string;
  partnerId: string;
  fileName: string;
  columns: DatasourceColumn[];
  permutations: number;
  live: boolean;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, campaign_id AS "campaignId", partner_id AS "partnerId", file_name AS "fileName", columns,
  permutations, live, created_by AS "createdBy", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** GET /assemblies?campaignId: what it sorts by and the filters it reads. */
export const ASSEMBLY_LIST = {
  sorts: {
    id: 'id',
    fileName: 'lower(left(file_name, 256))',
    permutations: 'permutations',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: 'createdAt',
  filters: { q: 'text' },
} as const;

export async function listAssemblies(pool: pg.Pool, campaignId: string, query: ListQuery): Promise<Page<AssemblyRow>> {
  const { rows } = await pool.query<AssemblyRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM assembly
     WHERE campaign_id = $1 AND ($2::text IS NULL OR file_name ILIKE $2)
     ORDER BY ${orderBy(query, ASSEMBLY_LIST.sorts, ASSEMBLY_LIST.defaultSort)} LIMIT $3 OFFSET $4`,
    [campaignId, likePattern(query.filter.q), query.limit, query.offset],
  );
  return toPage(rows);
}

export async function getAssembly(pool: pg.Pool, id: string): Promise<AssemblyRow | null> {
  const { rows } = await pool.query<AssemblyRow>(`SELECT ${COLUMNS} FROM assembly WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export interface GenerationRow {
  campaignId: string;
  generationId: string;
  status: 'running' | 'finished' | 'failed';
  done: number;
  total: number;
  counts: GenerationCounts | null;
  reason: string | null;
  startedBy: string;
  startedAt: Date;
  finishedAt: Date | null;
}

export async function latestGeneration(pool: pg.Pool, campaignId: string): Promise<GenerationRow | null> {
  const { rows } = await pool.query<GenerationRow>(
    `SELECT campaign_id AS "campaignId", generation_id AS "generationId", status, done, total, counts, reason,
            started_by AS "startedBy", started_at AS "startedAt", finished_at AS "finishedAt"
       FROM assembly_generation WHERE campaign_id = $1`,
    [campaignId],
  );
  return rows[0] ?? null;
}

/** Generations still running, for the boot's reconciler: the workflow is started again (a running one is left be). */
export async function runningGenerations(
  pool: pg.Pool,
): Promise<{ campaignId: string; partnerId: string; generationId: string }[]> {
  const { rows } = await pool.query<{ campaignId: string; partnerId: string; generationId: string }>(
    `SELECT campaign_id AS "campaignId", partner_id AS "partnerId", generation_id AS "generationId"
       FROM assembly_generation WHERE status = 'running'`,
  );
  return rows;
}
