// Final approval of storyboards and templates (spec 3 §4, §6): super, admin, self-service admin, self-service
// manager and manager. The self-service reviewer and the reviewer approve creatives only in the interim; the
// analyst approves nothing.
import { GROUPS, WRONG_ROLES_MESSAGE, type Role } from '../roles';
import { DomainError } from '../shared/errors';

export const STORYBOARD_TEMPLATE_APPROVERS: readonly Role[] = [...GROUPS.ADMINS_TOP, ...GROUPS.MANAGERS];

export const TEMPLATE_APPROVED = 'You’ve approved this template version';
export const TEMPLATE_APPROVAL_REMOVED = 'Approval removed';

export function mayApproveStoryboardsAndTemplates(role: Role): boolean {
  return STORYBOARD_TEMPLATE_APPROVERS.includes(role);
}

/** 403 'Wrong user roles' for anyone who may not give the final approval. */
export function checkStoryboardTemplateApprover(role: Role): void {
  if (!mayApproveStoryboardsAndTemplates(role)) throw DomainError.notAllowed(WRONG_ROLES_MESSAGE);
}
