// The campaign's commands. What a pure function cannot know comes in with the command: whether the name is
// taken, which nodes the user may pick, whether assets are selected in the campaign's variants, and `today`
// (the caller's date, YYYY-MM-DD) for the flight dates.
import type { CampaignSettings } from './events';
import type { CampaignTemplate, Platform, TreeDefinition } from './platforms';

interface SettingsLookups {
  /** Whether another of the partner's campaigns has the name, in any case. */
  nameTaken: boolean;
  /** The caller's date, YYYY-MM-DD: flight dates may not be before it. */
  today: string;
}

export type CreateCampaign = {
  type: 'CreateCampaign';
  campaignId: string;
  partnerId: string;
  conceptId: string;
  platforms: Platform[];
  /** The chosen templates of the concept, their facts as the read side has them. */
  templates: CampaignTemplate[];
  /** The trees the templates give (treesOf), with their new ids. */
  trees: TreeDefinition[];
  createdBy: string;
  createdAt: string;
} & CampaignSettings &
  SettingsLookups;

export type ChangeCampaignSettings = {
  type: 'ChangeCampaignSettings';
  /** Whether any variant of the campaign has an element filled with a library asset: the markets are then fixed. */
  hasSelectedAssets: boolean;
} & Partial<CampaignSettings> &
  SettingsLookups;

export type LockCampaign = { type: 'LockCampaign' };
export type UnlockCampaign = { type: 'UnlockCampaign' };
export type ArchiveCampaign = { type: 'ArchiveCampaign' };
export type RestoreCampaign = { type: 'RestoreCampaign' };
export type DeleteCampaign = { type: 'DeleteCampaign' };

export type CampaignCommand =
  | CreateCampaign
  | ChangeCampaignSettings
  | LockCampaign
  | UnlockCampaign
  | ArchiveCampaign
  | RestoreCampaign
  | DeleteCampaign;
