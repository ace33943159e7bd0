// What GET /audit answers (projections/audit/queries.ts).
import { Type } from 'typebox';
import { Answer, Nullable, Timestamp } from '../http/schemas';

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
    data: Type.Object({}, { additionalProperties: true, description: "The event's data, secrets left out" }),
  },
  'One event of the entity',
);
