// Which entities an event is about, for the audit trail; and which data never shows there.
import type { RecordedEvent } from '../../domain/shared/events';

export const AUDIT_ENTITY_TYPES = ['partner', 'user', 'businessNode', 'market'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

const SUBJECT_KEYS: [string, AuditEntityType][] = [
  ['userId', 'user'],
  ['nodeId', 'businessNode'],
  ['marketId', 'market'],
];

export function auditSubjects(event: RecordedEvent): { entityType: AuditEntityType; entityId: string }[] {
  const data = event.data as Record<string, unknown>;
  const subjects = SUBJECT_KEYS.filter(([key]) => typeof data[key] === 'string').map(([key, entityType]) => ({
    entityType,
    entityId: data[key] as string,
  }));
  // Tree events carry their partner too, but are about the node or market; partner events only about the partner.
  if (subjects.length === 0 && typeof data.partnerId === 'string') subjects.push({ entityType: 'partner', entityId: data.partnerId });
  return subjects;
}

const SECRET_KEYS = new Set(['passwordHash', 'password']);

export function auditData(event: RecordedEvent): Record<string, unknown> {
  return Object.fromEntries(Object.entries(event.data as Record<string, unknown>).filter(([key]) => !SECRET_KEYS.has(key)));
}
