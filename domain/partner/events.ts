export const PARTNER_TYPES = ['Internal', 'Demo', 'Client'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export type PartnerCreated = { type: 'PartnerCreated'; data: { partnerId: string; name: string; type: PartnerType } };
export type PartnerUpdated = { type: 'PartnerUpdated'; data: { partnerId: string; name: string; type: PartnerType } };
export type PartnerArchived = { type: 'PartnerArchived'; data: { partnerId: string } };
export type PartnerUnarchived = { type: 'PartnerUnarchived'; data: { partnerId: string } };

/** A partner admin's choice that the partner's local (password) users sign in with a second factor (TOTP). */
export type PartnerTwoFactorRequirementChanged = {
  type: 'PartnerTwoFactorRequirementChanged';
  data: { partnerId: string; required: boolean };
};

export type PartnerEvent =
  PartnerCreated | PartnerUpdated | PartnerArchived | PartnerUnarchived | PartnerTwoFactorRequirementChanged;
