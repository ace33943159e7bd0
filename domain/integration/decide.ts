// A node's integrations (spec 3 §7): ids set through PUT /business-nodes/{id}/publishing, tokens connected by OAuth
// and removed by the resets. Setting what is already set, or removing what is absent, appends nothing.
import { DomainError } from '../shared/errors';
import type { IntegrationEvent, SealedSecret } from './events';
import { ID_RULES, type IdProperty, type TokenProperty } from './properties';
import type { IntegrationState } from './state';

export type SetPublishingIds = { type: 'SetPublishingIds'; ids: Partial<Record<IdProperty, string | null>> };
export type ConnectToken = { type: 'ConnectToken'; token: TokenProperty; sealed: SealedSecret };
export type RemoveToken = { type: 'RemoveToken'; token: TokenProperty };
export type IntegrationCommand = SetPublishingIds | ConnectToken | RemoveToken;

/** An id as its platform writes it; an empty text clears it. */
function checkedId(property: IdProperty, value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (!ID_RULES[property].pattern.test(trimmed))
    throw DomainError.badRequest(ID_RULES[property].message, { field: property });
  return trimmed;
}

function setIds(command: SetPublishingIds, state: IntegrationState, partnerId: string, nodeId: string) {
  const changed: Partial<Record<IdProperty, string | null>> = {};
  for (const [property, value] of Object.entries(command.ids) as [IdProperty, string | null][]) {
    const next = checkedId(property, value);
    if (next !== (state.ids[property] ?? null)) changed[property] = next;
  }
  return Object.keys(changed).length === 0
    ? []
    : [{ type: 'PublishingIdsChanged' as const, data: { partnerId, nodeId, ids: changed } }];
}

export function decideIntegration(
  command: IntegrationCommand,
  state: IntegrationState,
  partnerId: string,
  nodeId: string,
): IntegrationEvent[] {
  switch (command.type) {
    case 'SetPublishingIds':
      return setIds(command, state, partnerId, nodeId);
    case 'ConnectToken':
      return [
        {
          type: 'IntegrationTokenConnected',
          data: { partnerId, nodeId, token: command.token, sealed: command.sealed },
        },
      ];
    case 'RemoveToken':
      return state.tokens.has(command.token)
        ? [{ type: 'IntegrationTokenRemoved', data: { partnerId, nodeId, token: command.token } }]
        : [];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}
