// The variation limits of assemblies (spec 2 §9, spec 3 §9; issue 23 §2): each platform's hard limit on a tree's
// variations (VARIANT_LIMITS: google 10000, facebook 50, youtube 50, gads 50) and at most 10 million iterations; with
// audience rules each limit is divided by the number of rules (the audiences' campaignRuleCount, at least 1), since
// every variation is made once per rule. Counted from the datasources' dimensions, before any permutation is made.
import { PLATFORM_LABELS, VARIANT_LIMITS, type Platform } from '../campaign/platforms';
import { DomainError } from '../shared/errors';

export const ITERATIONS_MAX = 10_000_000;

const counted = (n: number) => n.toLocaleString('en-US');
/** ' (limit divided by N audience rules)' when rules divide it, else nothing. */
const dividedBy = (limit: number, rules: number) =>
  rules > 1 ? ` (${counted(limit)} divided by ${rules} audience rules)` : '';

export const tooManyIterations = (iterations: number, rules: number) =>
  `The datasources make ${counted(iterations)} iterations; at most ${counted(Math.floor(ITERATIONS_MAX / rules))} ` +
  `are allowed${dividedBy(ITERATIONS_MAX, rules)}`;

export const tooManyVariations = (platform: Platform, variations: number, rules: number) =>
  `The datasources make ${counted(variations)} variations; ${PLATFORM_LABELS[platform]} takes at most ` +
  `${counted(variationLimit(platform, rules))}${dividedBy(VARIANT_LIMITS[platform], rules)}`;

/** A platform's limit once divided by the audience rules. */
export const variationLimit = (platform: Platform, rules: number) =>
  Math.floor(VARIANT_LIMITS[platform] / Math.max(1, rules));

/** 422 when `variations` (the campaign's datasources together) pass the iterations cap or a platform's limit. */
export function checkVariationLimits(variations: number, platforms: readonly Platform[], rules: number): void {
  const divisor = Math.max(1, rules);
  if (variations > Math.floor(ITERATIONS_MAX / divisor))
    throw DomainError.unprocessable(tooManyIterations(variations, divisor));
  const platform = platforms.find((p) => variations > variationLimit(p, divisor));
  if (platform) throw DomainError.unprocessable(tooManyVariations(platform, variations, divisor));
}
