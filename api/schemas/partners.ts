// What the partner routes answer (projections/partners/queries.ts).
import { Type } from 'typebox';
import { PARTNER_TYPES } from '../../domain/partner/events';
import { Answer, Id, OneOf, Timestamp } from '../http/schemas';

const optionFields = { id: Id, name: Type.String(), type: OneOf(PARTNER_TYPES), archived: Type.Boolean() };
const rowFields = {
  ...optionFields,
  usersCount: Type.Integer(),
  activeCampaignsCount: Type.Integer(),
  activeConceptsCount: Type.Integer(),
  createdAt: Timestamp,
};

/** A row of GET /partners/admin. */
export const PartnerRow = Answer(rowFields, 'A partner');
export const Partner = Answer({ ...rowFields, _id: Id }, 'A partner');
/** An entry of the client switcher (GET /partners). */
export const PartnerOption = Answer({ ...optionFields, _id: Id }, 'A partner the caller may switch to');
