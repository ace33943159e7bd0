// How long each text of a brief may be, whatever step the user is on: a draft leaves later steps unchecked
// (draftSteps), but never unbounded. The spec's limits keep their messages (custom objective 200, creative
// direction 1000); the others are text-limits.ts's.
import { FILE_NAME_MAX_LENGTH, KEY_MAX_LENGTH, lengthError, URL_MAX_LENGTH } from '../shared/text-limits';
import { BRIEF_STEPS, type Brief, type BriefStep } from './brief';
import { ASSET_CATEGORIES } from '../asset/rules';
import {
  CREATIVE_DIRECTION_MAX_LENGTH,
  CREATIVE_DIRECTION_TOO_LONG,
  CUSTOM_OBJECTIVE_MAX_LENGTH,
  DESCRIPTION_TOO_LONG,
  fieldErrors,
  stepFailures,
  type StepFailure,
} from './brief-rules';
import type { FieldError } from './format-rules';

const over = (text: string, max: number, message: string) => (text.length > max ? message : null);

/** Each value of a per-platform, per-channel record, with its path ('google.display'). */
const perChannel = <T>(record: Partial<Record<string, Partial<Record<string, T>>>>): [string, T][] =>
  Object.entries(record).flatMap(([platform, channels]) =>
    Object.entries(channels ?? {}).map(([channel, value]): [string, T] => [`${platform}.${channel}`, value as T]),
  );

const BOUNDS: Record<BriefStep, (brief: Brief) => FieldError[]> = {
  // Details are always checked (draftSteps), with their own bounds (details-rules.ts).
  INTRO: () => [],
  OBJECTIVES: ({ objectives }) =>
    fieldErrors([
      ['objectives.customText', over(objectives.customText, CUSTOM_OBJECTIVE_MAX_LENGTH, DESCRIPTION_TOO_LONG)],
    ]),
  CHANNELS: () => [],
  FORMATS: ({ formats, meta }) =>
    fieldErrors([
      ...perChannel(formats).flatMap(([path, ids]) =>
        ids.map((id, i): [string, string | null] => [
          `formats.${path}.${i}`,
          lengthError(id, KEY_MAX_LENGTH, 'format id'),
        ]),
      ),
      ...perChannel(meta.formatValues).flatMap(([path, values]) =>
        Object.keys(values).map((id): [string, string | null] => [
          `meta.formatValues.${path}`,
          lengthError(id, KEY_MAX_LENGTH, 'format id'),
        ]),
      ),
    ]),
  ASSETS: ({ assets }) =>
    fieldErrors(
      ASSET_CATEGORIES.flatMap((category) =>
        assets[category].map((asset, i): [string, string | null] => [
          `assets.${category}.${i}`,
          lengthError(asset.assetId, KEY_MAX_LENGTH, 'asset id') ??
            lengthError(asset.name, FILE_NAME_MAX_LENGTH, 'file name') ??
            lengthError(asset.format, KEY_MAX_LENGTH, 'file format') ??
            lengthError(asset.link, URL_MAX_LENGTH, 'link'),
        ]),
      ),
    ),
  OTHER_BUSINESS: ({ otherBusiness }) =>
    fieldErrors([
      ['otherBusiness.text', over(otherBusiness.text, CREATIVE_DIRECTION_MAX_LENGTH, CREATIVE_DIRECTION_TOO_LONG)],
    ]),
  SIGN_OFF: () => [],
};

/** Each step holding a text over its limit, with its fields; none means every text is within bounds. */
export const briefLengthFailures = (brief: Brief): StepFailure[] =>
  stepFailures(BRIEF_STEPS, (step) => BOUNDS[step](brief));
