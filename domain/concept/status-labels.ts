// A concept's statuses as the screens name them (spec 1 §4: 'Draft', 'StoryboardsInProgress'; spec 3 §4 names
// the others, labelled in the same style), and the one move forward the final approvers may make.
import { CONCEPT_STATUSES, type ConceptStatus } from './events';

export const CONCEPT_STATUS_LABELS: Record<ConceptStatus, string> = {
  draft: 'Draft',
  storyboardsProgress: 'StoryboardsInProgress',
  review: 'Review',
  templatesProgress: 'TemplatesInProgress',
  ready: 'Ready',
};

/** The status a concept moves on to, or null: a draft leaves only by its brief's submission, ready is the last. */
export function nextConceptStatus(status: ConceptStatus): ConceptStatus | null {
  if (status === 'draft') return null;
  return CONCEPT_STATUSES[CONCEPT_STATUSES.indexOf(status) + 1] ?? null;
}
