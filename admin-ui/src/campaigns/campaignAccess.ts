// Who may do what with campaigns on screen (spec 2 §6, spec 1 §2.1), as the server decides it: the UI hides or
// disables with the reason, the server refuses.
import { ASSEMBLY_ACCESS } from '../../../domain/assembly/decide';
import { AUDIENCE_ACCESS } from '../../../domain/audience/fields';
import { CAMPAIGN_ACCESS, SETTINGS_ACCESS } from '../../../domain/campaign/access';
import { inGroup, WRONG_ROLES_MESSAGE, type Group, type Role } from '../../../domain/roles';

/** Create, settings, archive / restore, delete: everyone but the reviewer and the analyst. */
export const CAMPAIGN_CREATORS: Group = CAMPAIGN_ACCESS.edit;
/** Lock and unlock (the qa flag), the personalize and tools tabs: top admins and the self-service group. */
const FULL_ACCESS: Group = CAMPAIGN_ACCESS.personalise;
/** The qa flag. */
export const QA_ACCESS: Group = CAMPAIGN_ACCESS.qa;

/** The tabs of a campaign, in order; audiences and assemblies (with the variations' generation) are managed-service
 * tabs (spec 2 §6), the top admins' alone. */
const CAMPAIGN_TABS = ['personalize', 'audiences', 'assemblies', 'creatives', 'settings', 'tools'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

export const TAB_LABELS: Record<CampaignTab, string> = {
  personalize: 'Personalize',
  audiences: 'Audiences',
  assemblies: 'Assemblies',
  creatives: 'Creatives',
  settings: 'Settings',
  tools: 'Tools',
};

/** The group each tab's route is gated to (routing/routeTable.tsx holds the same). */
const TAB_GROUPS: Record<CampaignTab, Group> = {
  personalize: FULL_ACCESS,
  audiences: AUDIENCE_ACCESS,
  assemblies: ASSEMBLY_ACCESS,
  creatives: CAMPAIGN_ACCESS.read,
  settings: SETTINGS_ACCESS.basic,
  tools: FULL_ACCESS,
};

/** Top admins: all; self-service: all but audiences; MANAGER: creatives and settings; REVIEWER: creatives only
 * (spec 2 §6). */
export const tabsOf = (role: Role): CampaignTab[] => CAMPAIGN_TABS.filter((tab) => inGroup(role, TAB_GROUPS[tab]));

/** Markets are advanced settings: a MANAGER changes only the basic ones (name, flight dates). */
export const mayChangeMarkets = (role: Role) => inGroup(role, SETTINGS_ACCESS.advanced);

/** Why the role may not do what the group may, or null. */
export const whyNot = (role: Role | undefined, group: Group): string | null =>
  role && inGroup(role, group) ? null : WRONG_ROLES_MESSAGE;
