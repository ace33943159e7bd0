// Final approval of storyboards and templates (spec 3 §6): who may give it, and the refusal for everyone else.
import { describe, expect, it } from 'vitest';
import {
  checkStoryboardTemplateApprover,
  mayApproveStoryboardsAndTemplates,
  TEMPLATE_APPROVAL_REMOVED,
  TEMPLATE_APPROVED,
} from '../../domain/concept/approvals';
import { approvalType, ROLES, WRONG_ROLES_MESSAGE } from '../../domain/roles';

const approvers = ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER'];

describe.each(ROLES.map((role) => [role, approvers.includes(role)] as const))('%s', (role, approves) => {
  it(approves ? 'gives the final approval' : "is refused: 403 'Wrong user roles'", () => {
    expect(mayApproveStoryboardsAndTemplates(role)).toBe(approves);
    if (approves) expect(() => checkStoryboardTemplateApprover(role)).not.toThrow();
    else
      expect(() => checkStoryboardTemplateApprover(role)).toThrow(
        expect.objectContaining({ statusCode: 403, message: WRONG_ROLES_MESSAGE }),
      );
  });

  it('agrees with the approval type of brief-related approvals', () =>
    expect(approvalType(role) === 'Final').toBe(approves));
});

it('tells the user a template version was approved, or its approval removed', () => {
  expect(TEMPLATE_APPROVED).toBe('You’ve approved this template version');
  expect(TEMPLATE_APPROVAL_REMOVED).toBe('Approval removed');
});
