// Who may export (issue 22 §2): whoever may work with the entities in the product's tools, the admins and the
// self-service group (the asset library's and the campaign tools' group); every reader of a campaign or node sees
// its exports.
import type { Group } from '../roles';

export const EXPORT_ACCESS = {
  create: 'ADMINS_AND_SELF_SERVICE',
  read: 'NOT_ANALYSTS',
} as const satisfies Record<string, Group>;
