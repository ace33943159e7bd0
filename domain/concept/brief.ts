// The brief of the 'Request new concept' wizard (spec 1 §2.5, §3): what a user asks the design team for.
import { ASSET_CATEGORIES, type AssetCategory } from '../asset/rules';
import type { PerChannel } from './format-catalogue';

/** The wizard's steps in order, by the spec's ids (Details is INTRO, Creative Direction is OTHER_BUSINESS). */
export const BRIEF_STEPS = [
  'INTRO',
  'OBJECTIVES',
  'CHANNELS',
  'FORMATS',
  'ASSETS',
  'OTHER_BUSINESS',
  'SIGN_OFF',
] as const;
export type BriefStep = (typeof BRIEF_STEPS)[number];

export const BRIEF_STEP_LABELS: Record<BriefStep, string> = {
  INTRO: 'Details',
  OBJECTIVES: 'Objectives',
  CHANNELS: 'Channels',
  FORMATS: 'Formats',
  ASSETS: 'Assets',
  OTHER_BUSINESS: 'Creative Direction',
  SIGN_OFF: 'Sign Off',
};

export const OBJECTIVES = ['action', 'consideration', 'awareness', 'custom'] as const;
export type Objective = (typeof OBJECTIVES)[number];

/** Where a brief's asset came from (spec 3 'Asset origin'). */
export const BRIEF_ASSET_ORIGINS = ['creative', 'external', 'recommendation', 'user'] as const;
export type BriefAssetOrigin = (typeof BRIEF_ASSET_ORIGINS)[number];

/** An asset the brief points to: uploaded, picked from the library, or added as a link to a URL. */
export interface BriefAsset {
  assetId: string;
  name: string;
  /** Lowercase extension; '' while unknown. */
  format: string;
  /** The URL of an asset added through 'link to URL'; null for files. */
  link: string | null;
  /** 'recommendation' when added from the library's recommendations; unset for the others so far. */
  origin?: BriefAssetOrigin;
}
export type BriefAssets = Record<AssetCategory, BriefAsset[]>;

export interface Brief {
  intro: { name: string; businessNodes: string[]; languages: string[] };
  objectives: { elements: Objective[]; customText: string };
  channels: PerChannel<boolean>;
  /** Format ids of the catalogue, per platform and channel. */
  formats: PerChannel<string[]>;
  /** `formatValues`: the value chosen in a format's dropdown, by format id (spec: "meta {per-format value;
   * currentStep}"). */
  meta: { currentStep: BriefStep; formatValues: PerChannel<Record<string, number>> };
  assets: BriefAssets;
  /** Creative Direction. */
  otherBusiness: { text: string };
  signOff: { areAgreementsAccepted: boolean };
}

export function emptyBriefAssets(): BriefAssets {
  return Object.fromEntries(ASSET_CATEGORIES.map((category) => [category, []])) as unknown as BriefAssets;
}

/** The brief a new wizard starts from. */
export function emptyBrief(): Brief {
  return {
    intro: { name: '', businessNodes: [], languages: [] },
    objectives: { elements: [], customText: '' },
    channels: {},
    formats: {},
    meta: { currentStep: 'INTRO', formatValues: {} },
    assets: emptyBriefAssets(),
    otherBusiness: { text: '' },
    signOff: { areAgreementsAccepted: false },
  };
}

/** The name is kept without trailing spaces (a leading space is refused, not trimmed). */
export function normalizeBrief(brief: Brief): Brief {
  return { ...brief, intro: { ...brief.intro, name: brief.intro.name.trimEnd() } };
}

export function hasAssets(brief: Brief): boolean {
  return ASSET_CATEGORIES.some((category) => brief.assets[category].length > 0);
}
