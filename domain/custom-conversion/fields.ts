// Custom conversions (spec 3 §3 "Custom conversion", §8, §9): a partner's named CM360 floodlight activity, whose
// conversions the reports show as metrics of their own. The texts of spec 3 §8 and the metric endings of §9, verbatim.

/** Spec 3 §8 "Custom conversions": what the screen says when a change or a delete fails. */
export const CUSTOM_CONVERSION_MESSAGES = {
  updateFailed: "Can't update conversion cause related campaign report update is failed.",
  deleteFailed: "Can't delete conversion cause related campaign report update is failed.",
} as const;

/** Spec 3 §8's generic "Entity not found": another partner's conversion answers it too. */
export const CUSTOM_CONVERSION_NOT_FOUND = 'Entity not found';

/** The floodlight activity named is not one of the partner's CM360 advertisers'. */
export const FLOODLIGHT_ACTIVITY_UNKNOWN =
  'The floodlight activity is not one of the partner’s Campaign Manager 360 advertisers’ activities';

/** The look-up of a partner none of whose business nodes has CM360's advertiser and network ids. */
export const CM360_NOT_CONNECTED = 'No business node of the partner is connected to Campaign Manager 360';

/** Spec 3 §9: "Custom conversion metric endings: Click-through, View-through, Total Conversions, CVR". */
export const CUSTOM_CONVERSION_ENDINGS = ['Click-through', 'View-through', 'Total Conversions', 'CVR'] as const;
export type CustomConversionEnding = (typeof CUSTOM_CONVERSION_ENDINGS)[number];
