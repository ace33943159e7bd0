// The brief wizard's texts, moves and summary (spec 1 §2.5, §9). Of the spec's two readings we take the one
// with Sign Off as the last step.
import { ASSET_CATEGORIES } from '../asset/rules';
import { BRIEF_STEP_LABELS, BRIEF_STEPS, type Brief, type BriefAsset, type BriefStep } from './brief';
import type { BriefPlatform, ChannelSlot } from './format-catalogue';
import { chosenFormats, chosenSlots } from './format-rules';

export const WIZARD_TEXTS = {
  title: 'Request new concept',
  cancel: 'Cancel',
  saveDraft: 'Save Draft',
  back: 'Back',
  finish: 'Finish & Send',
  summary: 'Summary',
  closeSummary: 'Close',
  showAll: 'Show all',
  deliveryPromise: 'Our team will have designs ready for review in 3-10 working days',
  close: 'Close',
} as const;

/** A submitted brief is read, not requested: its drawer is titled by the concept's name. */
export const briefTitle = (readOnlyName: string | null) =>
  readOnlyName === null ? WIZARD_TEXTS.title : `Brief: ${readOnlyName} (read-only)`;

export const thanksMessage = (conceptName: string) => `Thanks for submitting ${conceptName}`;

export const LANGUAGE_SEARCH_DEBOUNCE_MS = 275;
export const SUMMARY_ASSETS_SHOWN = 10;

export function nextStep(step: BriefStep): BriefStep | null {
  return BRIEF_STEPS[BRIEF_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: BriefStep): BriefStep | null {
  return BRIEF_STEPS[BRIEF_STEPS.indexOf(step) - 1] ?? null;
}

/** Next is labelled with the next step's name; the last step finishes. */
export function nextLabel(step: BriefStep): string {
  const next = nextStep(step);
  return next === null ? WIZARD_TEXTS.finish : BRIEF_STEP_LABELS[next];
}

/** Formats listed per channel before 'Show all' (eight for google). */
export function formatsShown(platform: BriefPlatform): number {
  return platform === 'google' ? 8 : 6;
}

/** How many formats each chosen channel asks for. */
export function formatCounts(brief: Brief): (ChannelSlot & { count: number })[] {
  return chosenSlots(brief).map((slot) => ({ ...slot, count: chosenFormats(brief, slot).length }));
}

/** The summary lists the first 10 assets, then '+ N more'. */
export function summaryAssets(brief: Brief): { shown: BriefAsset[]; more: string | null } {
  const all = ASSET_CATEGORIES.flatMap((category) => brief.assets[category]);
  const hidden = all.length - SUMMARY_ASSETS_SHOWN;
  return { shown: all.slice(0, SUMMARY_ASSETS_SHOWN), more: hidden > 0 ? `+ ${hidden} more` : null };
}
