// The brief wizard's rules, one per step (spec 1 §2.5, §5). The wizard enables a step's continue control when
// its step has no errors; the server refuses a submitted brief listing each failing step.
import { REQUIRED } from '../shared/validation';
import { BRIEF_STEP_LABELS, BRIEF_STEPS, type Brief, type BriefAssets, type BriefStep } from './brief';
import { BRIEF_ASSET_CATEGORIES, briefAssetError, missingAssetsMessage } from './brief-assets';
import { conceptNameError, languagesError, marketsError, type BriefContext } from './details-rules';
import { channelErrors, formatErrors, type FieldError } from './format-rules';

export type { FieldError } from './format-rules';

export const CUSTOM_OBJECTIVE_MAX_LENGTH = 200;
export const DESCRIPTION_REQUIRED = 'Please enter a description';
export const DESCRIPTION_TOO_LONG = `The description must be at most ${CUSTOM_OBJECTIVE_MAX_LENGTH} characters`;
/** Longer input is cut by the wizard; the server refuses it. */
export const CREATIVE_DIRECTION_MAX_LENGTH = 1000;
export const CREATIVE_DIRECTION_TOO_LONG = `The creative direction must be at most ${CREATIVE_DIRECTION_MAX_LENGTH} characters`;
export const AGREEMENT_LABEL = 'I agree to these terms';
export const AGREEMENT_REQUIRED = `Please tick '${AGREEMENT_LABEL}'`;

export interface StepFailure {
  step: BriefStep;
  label: string;
  errors: FieldError[];
}

type StepRule = (brief: Brief, context: BriefContext) => FieldError[];

export function fieldErrors(entries: [field: string, message: string | null][]): FieldError[] {
  return entries.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}

function textError(text: string, max: number, required: string, tooLong: string): string | null {
  if (text.trim() === '') return required;
  return text.length > max ? tooLong : null;
}

/** Links and file formats of the assets present; `assetErrors` adds the required categories. */
export function assetEntryErrors(assets: BriefAssets): FieldError[] {
  return BRIEF_ASSET_CATEGORIES.flatMap(({ id }) =>
    fieldErrors(assets[id].map((asset, index) => [`assets.${id}.${index}`, briefAssetError(id, asset)])),
  );
}

function assetErrors({ assets }: Brief): FieldError[] {
  const missing = BRIEF_ASSET_CATEGORIES.filter((category) => category.required && assets[category.id].length === 0);
  return [
    ...missing.map(({ id, label }) => ({ field: `assets.${id}`, message: missingAssetsMessage(label) })),
    ...assetEntryErrors(assets),
  ];
}

const STEP_RULES: Record<BriefStep, StepRule> = {
  INTRO: ({ intro }, context) =>
    fieldErrors([
      ['intro.name', conceptNameError(intro.name, context)],
      ['intro.businessNodes', marketsError(intro.businessNodes, context)],
      ['intro.languages', languagesError(intro.languages)],
    ]),
  OBJECTIVES: ({ objectives }) =>
    objectives.elements.includes('custom')
      ? fieldErrors([
          [
            'objectives.customText',
            textError(objectives.customText, CUSTOM_OBJECTIVE_MAX_LENGTH, DESCRIPTION_REQUIRED, DESCRIPTION_TOO_LONG),
          ],
        ])
      : [],
  CHANNELS: channelErrors,
  FORMATS: formatErrors,
  ASSETS: assetErrors,
  OTHER_BUSINESS: ({ otherBusiness }) =>
    fieldErrors([
      [
        'otherBusiness.text',
        textError(otherBusiness.text, CREATIVE_DIRECTION_MAX_LENGTH, REQUIRED, CREATIVE_DIRECTION_TOO_LONG),
      ],
    ]),
  SIGN_OFF: ({ signOff }) =>
    signOff.areAgreementsAccepted ? [] : [{ field: 'signOff.areAgreementsAccepted', message: AGREEMENT_REQUIRED }],
};

/** The step's failing fields with their messages; none means the step may continue. */
export function stepErrors(brief: Brief, step: BriefStep, context: BriefContext): FieldError[] {
  return STEP_RULES[step](brief, context);
}

/** What a saved draft must hold: the steps before the one the user is on (the wizard moves on only past a step
 * that holds), and always Details, which name and place the concept. */
export function draftSteps(currentStep: BriefStep): readonly BriefStep[] {
  return BRIEF_STEPS.slice(0, Math.max(1, BRIEF_STEPS.indexOf(currentStep)));
}

/** Each failing step of the given ones (all by default), in the wizard's order. */
export function briefErrors(
  brief: Brief,
  context: BriefContext,
  steps: readonly BriefStep[] = BRIEF_STEPS,
): StepFailure[] {
  return stepFailures(steps, (step) => stepErrors(brief, step, context));
}

/** The steps with errors, each with its label and errors, in the order given. */
export function stepFailures(steps: readonly BriefStep[], errorsOf: (step: BriefStep) => FieldError[]): StepFailure[] {
  return steps.flatMap((step) => {
    const errors = errorsOf(step);
    return errors.length === 0 ? [] : [{ step, label: BRIEF_STEP_LABELS[step], errors }];
  });
}

/** 'Details: Required; Sign Off: Please tick …': each failing step with its messages. */
export function failureMessage(failures: readonly StepFailure[]): string {
  return failures.map(({ label, errors }) => `${label}: ${errors.map((e) => e.message).join(', ')}`).join('; ');
}
