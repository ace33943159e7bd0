// The audit trail: every event of an entity with who, what, when and its data. The highest-volume read
// model, so each batch is written with one multi-row INSERT.
import type { Projection } from '../projection';
import { auditData, auditSubject } from './subjects';

export const auditProjection: Projection = {
  name: 'audit',
  tables: ['audit_entry'],
  async handle(tx, events) {
    const rows = events.flatMap((event) => {
      const subject = auditSubject(event);
      return subject === null
        ? []
        : [
            {
              position: event.position,
              entityType: subject.entityType,
              entityId: subject.entityId,
              eventType: event.type,
              actorUserId: event.metadata.actor.userId,
              actorRole: event.metadata.actor.role,
              partnerId: event.metadata.partnerId,
              occurredAt: event.metadata.occurredAt,
              data: JSON.stringify(auditData(event)),
            },
          ];
    });
    if (rows.length === 0) return;
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
    await tx.query(
      `INSERT INTO audit_entry (position, entity_type, entity_id, event_type, actor_user_id, actor_role, partner_id, occurred_at, data)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::jsonb[])`,
      [
        column('position'),
        column('entityType'),
        column('entityId'),
        column('eventType'),
        column('actorUserId'),
        column('actorRole'),
        column('partnerId'),
        column('occurredAt'),
        column('data'),
      ],
    );
  },
};
