// One stream per concept, `Concept-<id>`: the brief wizard's draft and its submission (spec 1 §2.5, §4), then
// the concept's way through storyboards and templates to ready (spec 3 §3, §4).
import type { Brief, BriefAssets } from './brief';

/** In order: a draft, storyboards in progress (on submit), in review, templates in progress, ready. */
export const CONCEPT_STATUSES = ['draft', 'storyboardsProgress', 'review', 'templatesProgress', 'ready'] as const;
export type ConceptStatus = (typeof CONCEPT_STATUSES)[number];

export type ConceptCreated = {
  type: 'ConceptCreated';
  data: { conceptId: string; partnerId: string; createdBy: string; brief: Brief };
};
/** Saved by Save Draft and by each move of the wizard; the step the user is on is `brief.meta.currentStep`. */
export type BriefDraftSaved = { type: 'BriefDraftSaved'; data: { conceptId: string; brief: Brief } };
export type BriefAssetsChanged = { type: 'BriefAssetsChanged'; data: { conceptId: string; assets: BriefAssets } };
export type BriefSubmitted = {
  type: 'BriefSubmitted';
  data: { conceptId: string; brief: Brief; submittedBy: string; submittedAt: string };
};
export type ConceptStatusChanged = { type: 'ConceptStatusChanged'; data: { conceptId: string; status: ConceptStatus } };
export type ConceptArchived = { type: 'ConceptArchived'; data: { conceptId: string } };
export type ConceptUnarchived = { type: 'ConceptUnarchived'; data: { conceptId: string } };
/** Concept settings; `thumbnail: null` resets it. Only the changed fields are present. */
export type ConceptDetailsChanged = {
  type: 'ConceptDetailsChanged';
  data: { conceptId: string; name?: string; businessNodes?: string[]; languages?: string[]; thumbnail?: string | null };
};
export type ConceptBusinessNodesChanged = {
  type: 'ConceptBusinessNodesChanged';
  data: { conceptId: string; businessNodes: string[]; additionalNodes: string[] };
};

export type ConceptEvent =
  | ConceptCreated
  | BriefDraftSaved
  | BriefAssetsChanged
  | BriefSubmitted
  | ConceptStatusChanged
  | ConceptArchived
  | ConceptUnarchived
  | ConceptDetailsChanged
  | ConceptBusinessNodesChanged;
