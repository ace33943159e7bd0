// The creatives page's summary (issue 17 §5): variants and creatives each in their own unit, the creatives' states
// adding up to the creatives, 'changed' a part of them.
import { describe, expect, it } from 'vitest';
import { creativeCountsText } from '../../domain/personalise/creative-view';

describe('creativeCountsText', () => {
  it('counts variants, then creatives by state, in units that add up', () => {
    const counts = {
      variants: 2001,
      approved: 0,
      interimApproved: 0,
      rejected: 0,
      interimRejected: 0,
      unapproved: 3600,
      changed: 0,
    };
    expect(creativeCountsText(counts)).toBe(
      '2001 variants · 3600 creatives: 0 approved, 0 interim approved, 0 rejected, 3600 unapproved (0 changed since approval)',
    );
    expect(
      creativeCountsText({
        variants: 1,
        approved: 1,
        interimApproved: 0,
        rejected: 0,
        interimRejected: 0,
        unapproved: 0,
        changed: 1,
      }),
    ).toBe(
      '1 variant · 1 creative: 1 approved, 0 interim approved, 0 rejected, 0 unapproved (1 changed since approval)',
    );
    expect(
      creativeCountsText({
        variants: 3,
        approved: 2,
        interimApproved: 1,
        rejected: 1,
        interimRejected: 1,
        unapproved: 1,
        changed: 0,
      }),
    ).toMatch(/^3 variants · 6 creatives: /);
  });
});
