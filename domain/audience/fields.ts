// An audience of a campaign (spec 2 §3 "Audience: per campaign, with create, read, update, delete and file import.
// Fields not shown"; issue 23 §1). What we chose for its fields: a name (unique in the campaign), the business node
// whose Google account the rules come from (one of the campaign's markets), rules over the Google targeting look-ups
// (a dimension and the values chosen in it, e.g. operating systems in [Android, iOS]), and the user segments the
// audience maps to (spec 2 §3 user segment types, Google's: every type but the Meta ones).
import { segmentTypesFor, type UserSegmentType } from '../personalise/signals';
import type { Group } from '../roles';

/** The Google targeting look-ups (spec 2 §7 GET /google/{dimension}), each a dimension a rule may choose values in. */
export const TARGETING_DIMENSIONS = [
  'campaigns',
  'sites',
  'mobile_carriers',
  'operating_systems',
  'browsers',
  'connection_types',
  'platform_types',
  'languages',
] as const;
export type TargetingDimension = (typeof TARGETING_DIMENSIONS)[number];

/** How a person names each dimension: the form's labels and the import file's column names. */
export const DIMENSION_LABELS: Record<TargetingDimension, string> = {
  campaigns: 'Campaigns',
  sites: 'Sites',
  mobile_carriers: 'Mobile carriers',
  operating_systems: 'Operating systems',
  browsers: 'Browsers',
  connection_types: 'Connection types',
  platform_types: 'Platform types',
  languages: 'Languages',
};

/** A value of a look-up: Campaign Manager 360's id and its name as CM360 gave it. */
export interface TargetingValue {
  id: string;
  name: string;
}

/** A rule: the audience is the people matching any of `values` in `dimension`. */
export interface AudienceRule {
  dimension: TargetingDimension;
  values: TargetingValue[];
}

/** A user segment the audience maps to. */
export interface AudienceSegment {
  type: UserSegmentType;
  value: string;
}

export interface AudienceFields {
  name: string;
  /** The business node (a market of the campaign) whose CM360 account the rules' values come from. */
  nodeId: string;
  rules: AudienceRule[];
  segments: AudienceSegment[];
}

/** The user segment types an audience maps to: Google's (the look-ups are Google's). */
export const AUDIENCE_SEGMENT_TYPES: readonly UserSegmentType[] = segmentTypesFor('google');

/** At most this many values in one rule, and segments in one audience. */
export const MAX_RULE_VALUES = 100;
export const MAX_SEGMENTS = 50;

/** Issue 23 §2: the variation limit is divided by the number of audience rules; this is that number for one. */
export const ruleCount = (fields: Pick<AudienceFields, 'rules'>) => fields.rules.length;

/** Names compare as a person reads them: trimmed at the end and without case. */
export const audienceNameKey = (name: string) => name.trimEnd().toLocaleLowerCase('en');

export const AUDIENCE_MESSAGES = {
  notFound: 'Entity not found',
  nameTaken: 'An audience with this name already exists in the campaign',
  noRule: 'An audience needs at least one rule',
  dimensionTwice: 'Each targeting dimension can be used in one rule only',
  noValue: 'Choose at least one value for each rule',
  tooManyValues: `A rule can have at most ${MAX_RULE_VALUES} values`,
  tooManySegments: `An audience can map to at most ${MAX_SEGMENTS} user segments`,
  segmentType: 'This user segment type is not available for Google audiences',
  segmentValue: 'Enter the user segment value',
  nodeNotOfCampaign: 'The business node is not one of the campaign’s markets',
  cm360NotConnected: 'Campaign Manager 360 is not connected for this business node',
  unknownValue: (dimension: TargetingDimension, ids: readonly string[]) =>
    `${DIMENSION_LABELS[dimension]}: ${ids.join(', ')} not found in Campaign Manager 360`,
} as const;

/**
 * Spec 2 §6: audiences is a managed-service tab. The managed-service roles are the top admins, the MANAGER (there
 * "only creatives and settings") and the REVIEWER (creatives only); the self-service roles have their own tabs
 * (personalize, creatives, settings, tools), without audiences. So the tab, its calls and the look-ups are the top
 * admins'.
 */
export const AUDIENCE_ACCESS: Group = 'ADMINS_TOP';
