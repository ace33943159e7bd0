// The concept statuses' labels (spec 1 §4, spec 3 §4) and the one move forward after the submission.
import { describe, expect, it } from 'vitest';
import { CONCEPT_STATUSES } from '../../domain/concept/events';
import { CONCEPT_STATUS_LABELS, nextConceptStatus } from '../../domain/concept/status-labels';

describe('concept status labels', () => {
  it("names the spec's statuses as the spec writes them, and the others in their style", () => {
    expect(CONCEPT_STATUSES.map((s) => CONCEPT_STATUS_LABELS[s])).toEqual([
      'Draft',
      'StoryboardsInProgress',
      'Review',
      'TemplatesInProgress',
      'Ready',
    ]);
  });

  it('moves a submitted concept one step on; a draft only by its submission, ready nowhere', () => {
    expect(nextConceptStatus('draft')).toBeNull();
    expect(nextConceptStatus('storyboardsProgress')).toBe('review');
    expect(nextConceptStatus('review')).toBe('templatesProgress');
    expect(nextConceptStatus('templatesProgress')).toBe('ready');
    expect(nextConceptStatus('ready')).toBeNull();
  });
});
