// The personalise screen's messages (spec 2 §4, §5, §8), verbatim where the spec gives them.
import { PLATFORM_LABELS, type Platform } from '../campaign/platforms';

export const VARIANT_NAME_TAKEN = 'Variant name must be unique';
export const SIGNAL_NAME_TAKEN = 'Signal name must be unique';
export const FILE_TYPE_NOT_ALLOWED = 'File type not allowed';
export const SEGMENT_NAME_LINE_BREAK = 'A segment name may not contain carriage-return or newline characters';
export const VARIANT_NAME_REQUIRED = 'Variant name is required';
export const SIGNAL_NAME_REQUIRED = 'Signal name is required';

/** The 'Please check:' list of a refused turn-on (spec 2 §8), plus the required-fields rule of §4. */
export const CHECK = {
  fallbackOn: 'Fallback variant is on',
  userSegment: 'variant(s) have at least one user segment assigned',
  finalApproval: 'creatives received final approval',
  formatsSelected: 'all formats within variants are selected',
  notArchived: 'creatives not archived',
  requiredFields: 'all required fields are filled',
} as const;
export const PLEASE_CHECK = 'Please check:';

export const couldNotTurnOn = (n: number) => `${n} creative(s) couldn't be turned on`;
export const couldNotTurnOff = (n: number) => `${n} creative(s) couldn't be turned off`;
export const updated = (n: number) => `${n} creative(s) ${n === 1 ? 'was' : 'were'} updated`;
export const couldNotUpdate = (n: number) => `${n} creative(s) couldn't be updated`;

/** Toggle tooltips (spec 2 §4, §8). */
export const TOOLTIP = {
  requiredFields: 'Please fill in all required fields in order to activate this variant',
  pendingApproval: 'Variations are pending approval',
  userSegment: 'Add a user segment to activate the toggle.',
  fallbackOff: 'Turn ON the Fallback Variant to activate other Variants',
  archived: 'Variant is archived',
} as const;

export const FALLBACK_OFF_WARNING = {
  title: 'You are about to turn off Fallback variant',
  text: 'Turning off your Fallback will turn off all other variants.',
  action: 'Turn off Fallback',
} as const;
/** Set as Fallback on another variant while the current one is on and has no user segment (spec 2 §4). */
export const FALLBACK_REMOVED_WARNING = {
  title: 'You are about to remove a fallback from a Variant with no user segments.',
  text: 'Upon saving your changes the variant will be turned off until a user segment or fallback is assigned',
  action: 'Continue Editing',
} as const;
export const SCHEDULES_NEED_SEGMENT = 'Schedules require a user segment';
/** Our wording for the edit warning, which the spec does not show (spec 2 §4 "Editing approved variants"). */
export const EDIT_APPROVED_WARNING =
  'Saving sends these creatives back for approval and turns the variant off until they are approved again.';

export const FALLBACK_NOT_ALLOWED = 'This variant cannot be the fallback';
export const FALLBACK_CANNOT_BE_ARCHIVED = 'The fallback cannot be archived';
export const VARIANT_ARCHIVED = TOOLTIP.archived;
export const CARDS_LIMIT = 'A carousel has 2 to 10 cards';
/** Why a carousel's add or delete card button is off (our words, from the limit above). */
export const CARDS_AT_MOST = 'A carousel has at most 10 cards';
export const CARDS_AT_LEAST = 'A carousel has at least 2 cards';

export const variantLimitReached = (platform: Platform, limit: number) =>
  `A ${PLATFORM_LABELS[platform]} tree holds at most ${limit} variants`;

export const ACTIVATION_FAILED = {
  title: 'Activation failed',
  header: 'The following errors occured during the activation',
  more: 'To view other errors, please contact your administrator',
  shown: 5,
  durationMs: 10_000,
} as const;

/**
 * Spec 2 §8 'Toast messages': what a failed action of the personalise screen says, in the spec's words (the server's
 * detail may follow on a second line).
 */
export const TOAST = {
  availableFilters: 'Failed to load available filters',
  createUserSegment: 'Cannot create a user segment',
  updateUserSegment: 'Cannot update a user segment',
  createSchedule: 'Cannot create a schedule',
  updateSchedule: 'Cannot update a schedule',
  updateSignals: 'Cannot update signals',
  deleteSignal: 'Cannot delete a signal',
  renameVariant: 'Cannot rename a variant',
  setFallback: 'Cannot set as fallback',
  importSignals: 'Failed to import signals',
  /** DV360 line items or Meta ad sets refused as segments. */
  importSegments: 'Failed to import segments',
  updateValue: 'Failed to update value',
  addCard: 'Failed to add a card',
  deleteCard: 'Failed to delete a card',
} as const;
/** 'Cannot archive/unarchive a variant/format'. */
export const cannotArchive = (archived: boolean, what: 'variant' | 'format') =>
  `Cannot ${archived ? 'archive' : 'unarchive'} a ${what}`;
/** 'Failed to activate/deactivate N variant(s)': the request failed (a refusal by the rules shows its checklist). */
export const activationFailed = (on: boolean, n: number) =>
  `Failed to ${on ? 'activate' : 'deactivate'} ${n} variant(s)`;
