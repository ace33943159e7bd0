// The envelope every event travels in. The audit trail is a projection of this metadata (DESIGN §3).
import type { Role } from '../roles';

export interface Actor {
  userId: string;
  role: Role | 'SYSTEM';
}

export interface EventMetadata {
  actor: Actor;
  partnerId: string | null;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  schemaVersion: number;
}

/** What a decide function returns: a fact in the spec's words with its data. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

export interface NewEvent<T extends string = string, D = unknown> extends DomainEvent<T, D> {
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = unknown> extends NewEvent<T, D> {
  id: string;
  streamId: string;
  /** 0-based position of the event inside its stream. */
  revision: number;
  /** Position in the store-wide log; strictly increasing in the order subscribers receive events. */
  position: number;
}
