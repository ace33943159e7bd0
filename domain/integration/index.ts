import type { IntegrationEvent } from './events';
import { evolveIntegration, initialIntegrationState, type IntegrationState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './properties';

/** Stream `NodeIntegrations-<nodeId>`: one business node's publishing integrations. */
export const IntegrationAggregate = {
  streamPrefix: 'NodeIntegrations',
  initialState: initialIntegrationState,
  evolve: evolveIntegration,
} satisfies {
  streamPrefix: string;
  initialState(): IntegrationState;
  evolve(s: IntegrationState, e: IntegrationEvent): IntegrationState;
};
