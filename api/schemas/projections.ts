// What GET /projections answers (projections/runner.ts status()) and what a retry of parked events answers.
import { Type } from 'typebox';
import { Answer, Literals, Nullable, Timestamp } from '../http/schemas';

export const ParkedEvent = Answer(
  {
    projection: Type.String(),
    position: Type.Integer({ description: 'the event’s position in the store-wide log' }),
    streamId: Type.String(),
    revision: Type.Integer(),
    type: Type.String(),
    reason: Literals(['failed', 'held'] as const),
    error: Nullable(Type.String()),
    attempts: Type.Integer(),
    firstSeen: Timestamp,
    lastTried: Timestamp,
  },
  'An event the projection could not apply; the later events of its stream wait behind it until a retry',
);

export const ProjectionStatus = Answer(
  {
    name: Type.String(),
    checkpoint: Type.Integer(),
    headPosition: Type.Integer(),
    lag: Type.Integer({ description: 'events behind the head' }),
    state: Literals(['running', 'failing', 'holding'] as const),
    parked: Type.Integer({ description: 'events it could not apply' }),
    held: Type.Integer({ description: 'later events of their streams, waiting behind them' }),
    parkedEvents: Type.Array(ParkedEvent, { description: 'the events it could not apply, oldest first (at most 100)' }),
  },
  "A projection's checkpoint, lag and parked events",
);

export const RetryParked = Answer(
  {
    applied: Type.Integer({ description: 'parked events now applied' }),
    parked: Type.Integer({ description: 'events still parked' }),
  },
  'What a retry of parked events did',
);
