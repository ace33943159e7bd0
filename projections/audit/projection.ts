// The audit trail: every event of an entity with who, what, when and its data. The highest-volume read model (a row
// per event of the whole log), so each batch is written with one COPY (projections/copy-rows.ts), and a replay from
// the start builds its primary key at its end (replay.ts).
import { copyRows } from '../copy-rows';
import type { Projection } from '../projection';
import { auditReplay } from './replay';
import { auditData, auditSubject } from './subjects';

const COLUMNS = [
  'position',
  'entity_type',
  'entity_id',
  'event_type',
  'actor_user_id',
  'actor_role',
  'partner_id',
  'occurred_at',
  'data',
];

export const auditProjection: Projection = {
  name: 'audit',
  tables: ['audit_entry', 'audit_replay'],
  async handle(tx, events) {
    const rows = events.flatMap((event) => {
      const subject = auditSubject(event);
      if (subject === null) return [];
      const { actor, partnerId, occurredAt } = event.metadata;
      return [
        [
          String(event.position),
          subject.entityType,
          subject.entityId,
          event.type,
          actor.userId,
          actor.role,
          partnerId,
          occurredAt,
          JSON.stringify(auditData(event)),
        ],
      ];
    });
    await copyRows(tx, 'audit_entry', COLUMNS, rows);
  },
  replay: auditReplay,
};
