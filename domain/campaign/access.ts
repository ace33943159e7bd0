// Which role group may do what with campaigns (spec 2 §6, spec 3 §6). The server's commands and routes check these
// groups; the screens hide or disable by the same ones.
import { inGroup, type Group, type Role } from '../roles';
import type { CampaignSettings } from './events';

/**
 * Read: everyone but the analyst. Create, settings, archive, restore, delete: the campaign creators (not the reviewer,
 * not the analyst). The qa flag (lock, unlock) and personalisation: top admins and the self-service group.
 */
export const CAMPAIGN_ACCESS = {
  read: 'NOT_ANALYSTS',
  edit: 'CAMPAIGN_CREATORS',
  qa: 'ADMINS_AND_SELF_SERVICE',
  personalise: 'ADMINS_AND_SELF_SERVICE',
} as const satisfies Record<string, Group>;

/** Basic settings (name, flight dates) are the campaign creators'; advanced ones (markets) leave out the MANAGER. */
export const SETTINGS_ACCESS = {
  basic: 'CAMPAIGN_CREATORS',
  advanced: 'ADMINS_AND_SELF_SERVICE',
} as const satisfies Record<string, Group>;
const ADVANCED_SETTINGS = ['businessNodes'] as const satisfies readonly (keyof CampaignSettings)[];

/** Whether the role may change every setting it names (present keys). */
export function maySendSettings(role: Role, settings: Partial<CampaignSettings>): boolean {
  const advanced = ADVANCED_SETTINGS.some((key) => settings[key] !== undefined);
  return inGroup(role, SETTINGS_ACCESS.basic) && (!advanced || inGroup(role, SETTINGS_ACCESS.advanced));
}
