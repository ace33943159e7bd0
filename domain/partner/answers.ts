// What the partner routes answer (GET /partners/admin, GET /partners/{id}, GET /partners and the partner commands):
// the API declares it, the read model (projections/partners/queries.ts) and the screens take their types from it.
import { Type, type Static } from 'typebox';
import { Answer, Id, OneOf, Timestamp } from '../shared/schema';
import { PARTNER_TYPES } from './events';

const optionFields = { id: Id, name: Type.String(), type: OneOf(PARTNER_TYPES), archived: Type.Boolean() };
const rowFields = {
  ...optionFields,
  usersCount: Type.Integer(),
  activeCampaignsCount: Type.Integer(),
  activeConceptsCount: Type.Integer(),
  createdAt: Timestamp,
  /** Whether the partner's local users must sign in with a TOTP code after the password. */
  twoFactorRequired: Type.Boolean(),
};

/** A row of GET /partners/admin. */
export const PartnerRow = Answer(rowFields, 'A partner');
export type PartnerRow = Static<typeof PartnerRow>;
export const Partner = Answer({ ...rowFields, _id: Id }, 'A partner');
export type Partner = Static<typeof Partner>;
/** An entry of the client switcher (GET /partners). */
export const PartnerOption = Answer({ ...optionFields, _id: Id }, 'A partner the caller may switch to');
export type PartnerOption = Static<typeof PartnerOption>;
