// Custom conversions (spec 3 §2, §3, §7): create, change, delete. The rules a schema cannot say: a visible name (the
// product's name rule), one name per partner however it is cased (a report's metrics are named after it, so two
// alike would be two columns of one title), and an activity the partner's CM360 holds (the command handler finds it).
import { DomainError, MESSAGES } from '../shared/errors';
import { nameError } from '../shared/validation';
import type { CustomConversionEvent, CustomConversionSettings } from './events';
import { CUSTOM_CONVERSION_NOT_FOUND } from './fields';
import type { CustomConversionState } from './state';

export type CreateCustomConversion = {
  type: 'CreateCustomConversion';
  conversionId: string;
  partnerId: string;
  settings: CustomConversionSettings;
  /** The partner's other conversions' names. */
  takenNames: readonly string[];
};
export type UpdateCustomConversion = {
  type: 'UpdateCustomConversion';
  settings: CustomConversionSettings;
  takenNames: readonly string[];
};
export type DeleteCustomConversion = { type: 'DeleteCustomConversion' };
export type CustomConversionCommand = CreateCustomConversion | UpdateCustomConversion | DeleteCustomConversion;

/** Names compare as a person reads them: trimmed at the end and without case. */
export const conversionNameKey = (name: string) => name.trimEnd().toLocaleLowerCase('en');

function checked(settings: CustomConversionSettings, takenNames: readonly string[]): CustomConversionSettings {
  const error = nameError(settings.name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  const name = settings.name.trimEnd();
  if (takenNames.some((taken) => conversionNameKey(taken) === conversionNameKey(name)))
    throw DomainError.conflict(MESSAGES.alreadyExist);
  return { ...settings, name };
}

const unchanged = (a: CustomConversionSettings, b: CustomConversionSettings) =>
  a.name === b.name &&
  a.floodlightActivityId === b.floodlightActivityId &&
  a.floodlightActivityName === b.floodlightActivityName &&
  a.advertiserId === b.advertiserId;

export function decideCustomConversion(
  command: CustomConversionCommand,
  state: CustomConversionState,
): CustomConversionEvent[] {
  if (command.type === 'CreateCustomConversion') {
    if (state.status !== 'none') throw DomainError.conflict(MESSAGES.alreadyExist);
    const { conversionId, partnerId } = command;
    const settings = checked(command.settings, command.takenNames);
    return [{ type: 'CustomConversionCreated', data: { conversionId, partnerId, settings } }];
  }
  if (state.status !== 'saved') throw DomainError.notFound(CUSTOM_CONVERSION_NOT_FOUND);
  switch (command.type) {
    case 'UpdateCustomConversion': {
      const settings = checked(command.settings, command.takenNames);
      if (unchanged(settings, state.settings)) return [];
      return [{ type: 'CustomConversionUpdated', data: { conversionId: state.id, settings } }];
    }
    case 'DeleteCustomConversion':
      return [{ type: 'CustomConversionDeleted', data: { conversionId: state.id } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown custom conversion command ${JSON.stringify(unknown)}`);
    }
  }
}
