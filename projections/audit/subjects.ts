// Which entity an event is about, for the audit trail; and which data never shows there.
import type { RecordedEvent } from '../../domain/shared/events';

export const AUDIT_ENTITY_TYPES = [
  'partner',
  'user',
  'businessNode',
  'market',
  'asset',
  'concept',
  'campaign',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The id field that names the entity an event belongs to, most specific first. */
const SUBJECT_KEYS: [string, AuditEntityType][] = [
  // Campaign and personalise tree events name their concept or assets too, but belong to the campaign.
  ['campaignId', 'campaign'],
  ['assetId', 'asset'],
  ['conceptId', 'concept'],
  ['userId', 'user'],
  ['nodeId', 'businessNode'],
  ['marketId', 'market'],
  ['partnerId', 'partner'],
];

/** The entity an event is about: tree events carry their partner and a market too, but belong to their node or market.
 * */
export function auditSubject(event: RecordedEvent): { entityType: AuditEntityType; entityId: string } | null {
  const data = event.data as Record<string, unknown>;
  const match = SUBJECT_KEYS.find(([key]) => typeof data[key] === 'string');
  return match ? { entityType: match[1], entityId: data[match[0]] as string } : null;
}

// A public link's token hash is no secret (the token is never stored), but nothing a reader does needs it.
const SECRET_KEYS = new Set(['passwordHash', 'password', 'tokenHash']);

/**
 * A secret sealed under its owner's data key (an integration's token, a connector's or an SSO config's secret): no
 * clear text, but ciphertext nobody reading the trail can use, which would outlive the key's shredding in every copy
 * of the trail. Judged by its shape, so a sealed field added later stays out too.
 */
const isSealed = (value: unknown) =>
  typeof value === 'object' && value !== null && 'ciphertext' in value && 'iv' in value && 'tag' in value;

const shown = ([key, value]: [string, unknown]) => !SECRET_KEYS.has(key) && !isSealed(value);

/** The event's data without what never shows; the data itself when it holds none of that (most events, in a replay). */
export function auditData(event: RecordedEvent): Record<string, unknown> {
  const data = event.data as Record<string, unknown>;
  const entries = Object.entries(data);
  return entries.every(shown) ? data : Object.fromEntries(entries.filter(shown));
}
