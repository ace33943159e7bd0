// A node's integrations moved to another node of the tree (issue 22 §3, migrate-integrations-to;
// domain/business-tree/migration.ts): the target is given the source's ids and tokens it lacks, then the source's are
// taken off. A target holding another account on the same property clashes: one node publishes to one account.
import type { IntegrationEvent } from './events';
import type { IdProperty, TokenProperty } from './properties';
import type { IntegrationState } from './state';

/** A node's integrations as the migration reads them: its ids and the tokens it holds. */
export interface NodeIntegrationsHeld {
  ids: Partial<Record<IdProperty, string>>;
  tokens: readonly TokenProperty[];
}

export const INTEGRATION_CLASH = {
  id: (property: IdProperty, value: string) => `The target already publishes to another ${property} (${value})`,
  token: (token: TokenProperty) => `The target already has its own ${token}`,
} as const;

/** What of the source's integrations the target holds otherwise: each a blocking conflict. */
export function integrationClashes(source: NodeIntegrationsHeld, target: NodeIntegrationsHeld): string[] {
  const clashes: string[] = [];
  for (const [property, value] of Object.entries(source.ids) as [IdProperty, string][]) {
    const held = target.ids[property];
    if (held !== undefined && held !== value) clashes.push(INTEGRATION_CLASH.id(property, held));
  }
  for (const token of source.tokens) if (target.tokens.includes(token)) clashes.push(INTEGRATION_CLASH.token(token));
  return clashes;
}

/** How many ids and tokens the node holds. */
export const integrationsCount = (held: NodeIntegrationsHeld) => Object.keys(held.ids).length + held.tokens.length;

/** The source's ids the target lacks, to set on the target. */
export function idsForTarget(
  source: NodeIntegrationsHeld,
  target: IntegrationState,
): Partial<Record<IdProperty, string>> {
  return Object.fromEntries(
    (Object.entries(source.ids) as [IdProperty, string][]).filter(([property]) => target.ids[property] === undefined),
  );
}

/** The source's integrations taken off once the target holds them: every id cleared, every token removed. */
export function clearIntegrations(state: IntegrationState, partnerId: string, nodeId: string): IntegrationEvent[] {
  const cleared = Object.fromEntries(Object.keys(state.ids).map((property) => [property, null]));
  const events: IntegrationEvent[] = [];
  if (Object.keys(cleared).length > 0)
    events.push({ type: 'PublishingIdsChanged', data: { partnerId, nodeId, ids: cleared } });
  for (const token of state.tokens)
    events.push({ type: 'IntegrationTokenRemoved', data: { partnerId, nodeId, token } });
  return events;
}
