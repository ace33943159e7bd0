// Who may do what on the templates tab; the server checks the same (spec 3 §6). Each answers why not, or null.
import { TEMPLATE_ACCESS } from '../../../../domain/concept/access';
import { mayApproveStoryboardsAndTemplates } from '../../../../domain/concept/approvals';
import { inGroup, WRONG_ROLES_MESSAGE, type Role } from '../../../../domain/roles';

/** Uploads, new versions, code edits, archive and delete: the admins and the self-service group. */
export const whyNoChange = (role: Role | undefined): string | null =>
  role && inGroup(role, TEMPLATE_ACCESS.edit) ? null : WRONG_ROLES_MESSAGE;

/** The final approval of a template version. */
export const whyNoApproval = (role: Role | undefined): string | null =>
  role && mayApproveStoryboardsAndTemplates(role) ? null : WRONG_ROLES_MESSAGE;
