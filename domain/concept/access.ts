// Which role group may do what with concepts, their storyboards and their templates (spec 3 §6). The server's
// commands check these groups; the screens hide or disable by the same ones. Final approval is approvals.ts.
import type { Group } from '../roles';

/** Read: everyone but the analyst. Create, brief, archive: the campaign creators. Settings: top admins and
 * self-service. */
export const CONCEPT_ACCESS = {
  read: 'NOT_ANALYSTS',
  edit: 'CAMPAIGN_CREATORS',
  settings: 'ADMINS_AND_SELF_SERVICE',
} as const satisfies Record<string, Group>;
/** Create, upload, reorder, delete storyboards: top admins and the self-service group. */
export const STORYBOARD_ACCESS = { read: 'NOT_ANALYSTS', edit: 'ADMINS_AND_SELF_SERVICE' } as const satisfies Record<
  string,
  Group
>;
/** Upload, edit, archive, delete templates: top admins and the self-service group. */
export const TEMPLATE_ACCESS = { read: 'NOT_ANALYSTS', edit: 'ADMINS_AND_SELF_SERVICE' } as const satisfies Record<
  string,
  Group
>;
