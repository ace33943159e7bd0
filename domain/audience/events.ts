// One stream per campaign, `CampaignAudiences-<campaignId>`: every audience of the campaign. Names are unique in the
// campaign, an import adds all of a file's audiences or none, and "delete all" empties it: each spans the audiences.
import type { AudienceFields } from './fields';

export interface AudienceEntry {
  audienceId: string;
  fields: AudienceFields;
}

export type AudienceCreated = {
  type: 'AudienceCreated';
  data: { campaignId: string; partnerId: string } & AudienceEntry;
};
export type AudienceUpdated = { type: 'AudienceUpdated'; data: { campaignId: string } & AudienceEntry };
export type AudienceDeleted = { type: 'AudienceDeleted'; data: { campaignId: string; audienceId: string } };
/** A file's audiences, all at once (POST /campaigns/{id}/audiences/import). */
export type AudiencesImported = {
  type: 'AudiencesImported';
  data: { campaignId: string; partnerId: string; fileName: string; audiences: AudienceEntry[] };
};
export type AllAudiencesDeleted = {
  type: 'AllAudiencesDeleted';
  data: { campaignId: string; audienceIds: string[] };
};

export type AudienceEvent =
  AudienceCreated | AudienceUpdated | AudienceDeleted | AudiencesImported | AllAudiencesDeleted;
