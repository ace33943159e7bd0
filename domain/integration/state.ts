import type { IntegrationEvent } from './events';
import type { IdProperty, TokenProperty } from './properties';

export interface IntegrationState {
  ids: Partial<Record<IdProperty, string>>;
  tokens: ReadonlySet<TokenProperty>;
}

export const initialIntegrationState = (): IntegrationState => ({ ids: {}, tokens: new Set() });

export function evolveIntegration(state: IntegrationState, event: IntegrationEvent): IntegrationState {
  switch (event.type) {
    case 'PublishingIdsChanged': {
      const ids = { ...state.ids };
      for (const [key, value] of Object.entries(event.data.ids) as [IdProperty, string | null][]) {
        if (value === null) delete ids[key];
        else ids[key] = value;
      }
      return { ...state, ids };
    }
    case 'IntegrationTokenConnected':
      return { ...state, tokens: new Set([...state.tokens, event.data.token]) };
    case 'IntegrationTokenRemoved':
      return { ...state, tokens: new Set([...state.tokens].filter((t) => t !== event.data.token)) };
  }
}
