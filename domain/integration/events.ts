// Stream `NodeIntegrations-<nodeId>`: one node's publishing integrations. A token is never in an event in clear: it
// is sealed under the node's own data key (commands/secrets), which deleting shreds.
import type { IdProperty, TokenProperty } from './properties';

/** A secret sealed with AES-256-GCM under a node's data key: base64 parts, nothing in clear. */
export interface SealedSecret {
  iv: string;
  ciphertext: string;
  tag: string;
}

export type PublishingIdsChanged = {
  type: 'PublishingIdsChanged';
  /** Only the ids that changed; null clears one. */
  data: { partnerId: string; nodeId: string; ids: Partial<Record<IdProperty, string | null>> };
};
export type IntegrationTokenConnected = {
  type: 'IntegrationTokenConnected';
  data: { partnerId: string; nodeId: string; token: TokenProperty; sealed: SealedSecret };
};
export type IntegrationTokenRemoved = {
  type: 'IntegrationTokenRemoved';
  data: { partnerId: string; nodeId: string; token: TokenProperty };
};

export type IntegrationEvent = PublishingIdsChanged | IntegrationTokenConnected | IntegrationTokenRemoved;
