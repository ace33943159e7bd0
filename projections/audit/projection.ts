// The audit trail: every event of an entity with who, what, when and its data. The highest-volume read model (a row
// per event of the whole log), so each batch is written with one COPY (projections/copy-rows.ts), and a replay from
// the start builds its primary key at its end (replay.ts).
import type pg from 'pg';
import { copyRows, type CopyField } from '../copy-rows';
import type { RecordedEvent } from '../../domain/shared/events';
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

/** The audit's rows of the events: one per event about an entity. */
function rowsOf(events: RecordedEvent[]): CopyField[][] {
  return events.flatMap((event) => {
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
}

/** The batch's rows in one COPY; with `then`, the batch's closing statements after it, in the same round trip. */
const writeRows = (tx: pg.PoolClient, events: RecordedEvent[], then?: string) =>
  copyRows(tx, 'audit_entry', COLUMNS, rowsOf(events), then);

export const auditProjection: Projection = {
  name: 'audit',
  tables: ['audit_entry', 'audit_replay'],
  handle: writeRows,
  // The COPY carries the checkpoint's move and COMMIT: a round trip fewer per batch (issue 21 §5).
  handleAndClose: writeRows,
  replay: auditReplay,
};
