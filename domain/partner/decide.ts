// Partners (spec 3 §3, §4): create, update, archive, unarchive. Names are unique among partners,
// case-insensitively; whether a name is taken comes in from the read side.
import { DomainError, MESSAGES } from '../shared/errors';
import { nameError } from '../shared/validation';
import { PARTNER_TYPES, type PartnerEvent, type PartnerType } from './events';
import type { PartnerState } from './state';

export type CreatePartner = {
  type: 'CreatePartner';
  partnerId: string;
  name: string;
  partnerType: string;
  nameTaken: boolean;
};
export type UpdatePartner = { type: 'UpdatePartner'; name: string; partnerType: string; nameTaken: boolean };
export type SetPartnerArchived = { type: 'SetPartnerArchived'; archived: boolean };
export type SetTwoFactorRequired = { type: 'SetTwoFactorRequired'; required: boolean };
type PartnerCommand = CreatePartner | UpdatePartner | SetPartnerArchived | SetTwoFactorRequired;

export const INVALID_PARTNER_TYPE = `Partner type must be one of ${PARTNER_TYPES.join(', ')}`;

function checkFields(name: string, partnerType: string, nameTaken: boolean): PartnerType {
  const error = nameError(name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  if (!(PARTNER_TYPES as readonly string[]).includes(partnerType))
    throw DomainError.badRequest(INVALID_PARTNER_TYPE, { field: 'type' });
  if (nameTaken) throw DomainError.conflict(MESSAGES.alreadyExist);
  return partnerType as PartnerType;
}

export function decidePartner(command: PartnerCommand, state: PartnerState): PartnerEvent[] {
  if (command.type === 'CreatePartner') {
    if (state.status !== 'none') throw DomainError.conflict(MESSAGES.alreadyExist);
    const type = checkFields(command.name, command.partnerType, command.nameTaken);
    return [{ type: 'PartnerCreated', data: { partnerId: command.partnerId, name: command.name.trim(), type } }];
  }
  if (state.status === 'none') throw DomainError.notFound(MESSAGES.partnerNotFound);
  switch (command.type) {
    case 'UpdatePartner': {
      const type = checkFields(command.name, command.partnerType, command.nameTaken);
      if (command.name.trim() === state.name && type === state.type) return [];
      return [{ type: 'PartnerUpdated', data: { partnerId: state.id, name: command.name.trim(), type } }];
    }
    case 'SetPartnerArchived':
      if (command.archived === (state.status === 'archived')) return [];
      return [{ type: command.archived ? 'PartnerArchived' : 'PartnerUnarchived', data: { partnerId: state.id } }];
    case 'SetTwoFactorRequired':
      if (command.required === state.twoFactorRequired) return [];
      return [
        { type: 'PartnerTwoFactorRequirementChanged', data: { partnerId: state.id, required: command.required } },
      ];
  }
}
