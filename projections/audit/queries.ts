import type pg from 'pg';
import type { AuditEntry } from '../../domain/shared/answers';
import { toPage, type Page } from '../list';

/** GET /audit: react-admin names a sort field; the trail is newest first whichever it names. It reads no filter. */
export const AUDIT_LIST = { sorts: ['id', 'position'], defaultSort: 'position', filters: {} } as const;

/** Every event of one entity, newest first, with the actor's email where the actor is a user. */
export async function auditTrail(
  pool: pg.Pool,
  entityType: string,
  entityId: string,
  offset: number,
  limit: number,
): Promise<Page<AuditEntry>> {
  const { rows } = await pool.query<{
    position: string;
    type: string;
    occurredAt: Date;
    userId: string;
    role: string;
    email: string | null;
    data: Record<string, unknown>;
    total: string;
  }>(
    `SELECT a.position, a.event_type AS type, a.occurred_at AS "occurredAt", a.actor_user_id AS "userId", a.actor_role AS role,
            u.email, a.data, count(*) OVER () AS total
     FROM audit_entry a LEFT JOIN user_account u ON u.id = a.actor_user_id
     WHERE a.entity_type = $1 AND a.entity_id = $2
     ORDER BY a.position DESC LIMIT $3 OFFSET $4`,
    [entityType, entityId, limit, offset],
  );
  const page = toPage(rows);
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: `${r.position}-${entityId}`,
      position: Number(r.position),
      type: r.type,
      occurredAt: r.occurredAt.toISOString(),
      actor: { userId: r.userId, role: r.role, email: r.email },
      data: r.data,
    })),
  };
}

/** The partner recorded on an entity's events; it outlives the entity's own row. */
export async function auditedPartner(pool: pg.Pool, entityType: string, entityId: string): Promise<string | null> {
  const { rows } = await pool.query<{ partner_id: string | null }>(
    'SELECT partner_id FROM audit_entry WHERE entity_type = $1 AND entity_id = $2 LIMIT 1',
    [entityType, entityId],
  );
  return rows[0]?.partner_id ?? null;
}
