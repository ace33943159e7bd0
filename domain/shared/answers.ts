// The answers of the routes no aggregate owns: the audit trail (GET /audit), a projection's health (GET /projections,
// a retry of parked events, the projections GET /health names). The API declares them; the read side (the audit query,
// projections/runner.ts status()) and the screens take their types from them.
import { Type, type Static } from 'typebox';
import { Answer, Literals, Nullable, Timestamp } from './schema';

export const AuditEntry = Answer(
  {
    id: Type.String({ description: '<position>-<entityId>' }),
    position: Type.Integer(),
    type: Type.String({ description: 'The event type, e.g. PartnerCreated' }),
    occurredAt: Timestamp,
    actor: Answer({
      userId: Type.String(),
      role: Type.String({ description: 'A role, or SYSTEM' }),
      email: Nullable(Type.String({ description: 'null when the actor is no user' })),
    }),
    data: Type.Unsafe<Record<string, unknown>>(
      Type.Object({}, { additionalProperties: true, description: "The event's data, secrets left out" }),
    ),
  },
  'One event of the entity',
);
export type AuditEntry = Static<typeof AuditEntry>;

/** An event the projection could not apply ('failed'), or a later event of its stream waiting behind it ('held'). */
export const ParkedEvent = Answer(
  {
    projection: Type.String(),
    position: Type.Integer({ description: 'the event’s position in the store-wide log' }),
    streamId: Type.String(),
    revision: Type.Integer(),
    type: Type.String(),
    reason: Literals(['failed', 'held'] as const),
    /** Why it could not be applied; null for a held event. */
    error: Nullable(Type.String()),
    attempts: Type.Integer(),
    firstSeen: Timestamp,
    lastTried: Timestamp,
  },
  'An event the projection could not apply; the later events of its stream wait behind it until a retry',
);
export type ParkedEvent = Static<typeof ParkedEvent>;

export const ProjectionStatus = Answer(
  {
    name: Type.String(),
    checkpoint: Type.Integer(),
    headPosition: Type.Integer(),
    lag: Type.Integer({ description: 'events behind the head' }),
    /** 'failing': its current batch fails and is being retried; 'holding': some streams wait behind parked events. */
    state: Literals(['running', 'failing', 'holding'] as const),
    parked: Type.Integer({ description: 'events it could not apply' }),
    held: Type.Integer({ description: 'later events of their streams, waiting behind them' }),
    parkedEvents: Type.Array(ParkedEvent, { description: 'the events it could not apply, oldest first (at most 100)' }),
  },
  "A projection's checkpoint, lag and parked events",
);
export type ProjectionStatus = Static<typeof ProjectionStatus>;

/** A projection that cannot show everything now (GET /health). */
export const ProjectionTrouble = Answer({
  name: Type.String(),
  state: Literals(['failing', 'holding'] as const),
  parked: Type.Integer(),
  held: Type.Integer(),
});
export type ProjectionTrouble = Static<typeof ProjectionTrouble>;

export const RetryParked = Answer(
  {
    applied: Type.Integer({ description: 'parked events now applied' }),
    parked: Type.Integer({ description: 'events still parked' }),
  },
  'What a retry of parked events did',
);
