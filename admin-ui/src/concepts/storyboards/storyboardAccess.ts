// Who may do what on the storyboards tab; the server checks the same (spec 3 §6). Each answers why not, or null.
import { STORYBOARD_ACCESS } from '../../../../domain/concept/access';
import { mayApproveStoryboardsAndTemplates } from '../../../../domain/concept/approvals';
import { inGroup, type Role } from '../../../../domain/roles';

const NO_CHANGE = 'Only admins and the self-service team can add, upload, reorder or delete storyboards';
export const NO_APPROVAL = 'Only managers, self-service admins and managers, and admins give the final approval';

/** Create, import, upload a version, reorder, delete: the admins and the self-service group. */
export const whyNoChange = (role: Role | undefined): string | null =>
  role && inGroup(role, STORYBOARD_ACCESS.edit) ? null : NO_CHANGE;

/** The final approval of a storyboard version (domain/concept/approvals.ts). */
export const whyNoApproval = (role: Role | undefined): string | null =>
  role && mayApproveStoryboardsAndTemplates(role) ? null : NO_APPROVAL;
