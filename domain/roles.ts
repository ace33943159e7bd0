// Roles, their weights, the role groups and the permission flags (spec 1 §6, spec 2 §6, spec 3 §6).
// The API's route gates and the UI's route gates both read this module, so they cannot disagree.
import { DomainError } from './shared/errors';

export const ROLES = [
  'SUPER',
  'ADMIN',
  'SELF_SERVICE_ADMIN',
  'SELF_SERVICE_MANAGER',
  'SELF_SERVICE_REVIEWER',
  'MANAGER',
  'REVIEWER',
  'ANALYST',
] as const;
export type Role = (typeof ROLES)[number];

/** Weights from the spec; the two top-admin roles sit above every partner role. */
export const ROLE_WEIGHTS: Record<Role, number> = {
  SUPER: 8,
  ADMIN: 7,
  SELF_SERVICE_ADMIN: 6,
  SELF_SERVICE_MANAGER: 5,
  SELF_SERVICE_REVIEWER: 4,
  MANAGER: 3,
  REVIEWER: 2,
  ANALYST: 1,
};

export const ROLE_LABELS: Record<Role, string> = {
  SUPER: 'Super admin',
  ADMIN: 'Admin',
  SELF_SERVICE_ADMIN: 'Self-service admin',
  SELF_SERVICE_MANAGER: 'Self-service manager',
  SELF_SERVICE_REVIEWER: 'Self-service reviewer',
  MANAGER: 'Manager',
  REVIEWER: 'Reviewer',
  ANALYST: 'Analyst',
};

export const INVALID_ROLE_MESSAGE = 'Please provide a correct user role';
export const WRONG_ROLES_MESSAGE = 'Wrong user roles';

export const GROUPS = {
  ADMINS_TOP: ['SUPER', 'ADMIN'],
  SUPER_ONLY: ['SUPER'],
  SELF_SERVICE: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'],
  ADMINS_AND_SELF_SERVICE: ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'],
  /** The admin group of the route table: top admins plus the self-service admin. */
  ADMIN_GROUP: ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN'],
  MANAGERS: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER'],
  LOW_MANAGERS: ['SELF_SERVICE_MANAGER', 'MANAGER'],
  /** May create campaigns and edit their settings (spec 2 §6). */
  CAMPAIGN_CREATORS: [
    'SUPER',
    'ADMIN',
    'SELF_SERVICE_ADMIN',
    'SELF_SERVICE_MANAGER',
    'SELF_SERVICE_REVIEWER',
    'MANAGER',
  ],
  ANALYSTS: ['ANALYST'],
  NOT_ANALYSTS: [
    'SUPER',
    'ADMIN',
    'SELF_SERVICE_ADMIN',
    'SELF_SERVICE_MANAGER',
    'SELF_SERVICE_REVIEWER',
    'MANAGER',
    'REVIEWER',
  ],
  ALL: ROLES,
} as const satisfies Record<string, readonly Role[]>;
export type Group = keyof typeof GROUPS;

/** Roles that live outside any partner (internal users, managed on /users by a super user). */
export const INTERNAL_ROLES = GROUPS.ADMINS_TOP;
/** Roles a partner admin may give when inviting a user to a business node. */
export const PARTNER_ROLES: readonly Role[] = ROLES.filter((r) => !(INTERNAL_ROLES as readonly Role[]).includes(r));

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function parseRole(value: unknown): Role {
  if (!isRole(value)) throw DomainError.badRequest(INVALID_ROLE_MESSAGE, { field: 'role' });
  return value;
}

export function inGroup(role: Role, group: Group): boolean {
  return (GROUPS[group] as readonly Role[]).includes(role);
}

/** Top admins act across partners; everyone else is held to the own partner. */
export function isTopAdmin(role: Role): boolean {
  return inGroup(role, 'ADMINS_TOP');
}

/** "Admin status for partner choice": top-admin group or self-service group (spec 1 §6). */
export function hasAdminStatus(role: Role): boolean {
  return inGroup(role, 'ADMINS_AND_SELF_SERVICE');
}

/** Approval type on a brief-related or creative approval (spec 1 §6). */
export function approvalType(role: Role): 'Final' | 'Interim' {
  return inGroup(role, 'ADMINS_TOP') || inGroup(role, 'MANAGERS') ? 'Final' : 'Interim';
}

/** Concept-only users see only the concepts area unless they are top admins (spec 1 §1, §6). */
export function confinedToConcepts(user: { role: Role; isConceptOnly?: boolean }): boolean {
  return user.isConceptOnly === true && !isTopAdmin(user.role);
}
export const CONCEPTS_ONLY_MESSAGE = 'Concept-only users see only the concepts area';

export function homePath(role: Role, conceptOnly = false): string {
  if (role === 'ANALYST') return '/reporter';
  return confinedToConcepts({ role, isConceptOnly: conceptOnly }) ? '/concepts-only' : '/concepts';
}

/** Permission flags named in spec 3 §6. */
export const PERMISSIONS = {
  treeAddNode: GROUPS.ADMIN_GROUP,
  treeDeleteNode: GROUPS.ADMIN_GROUP,
  treeRenameNode: GROUPS.ADMIN_GROUP,
  treeEditUser: GROUPS.ADMIN_GROUP,
  treeEditSubscribers: GROUPS.ADMIN_GROUP,
  treeEditMediaPlatform: GROUPS.ADMIN_GROUP,
  treeEditPartnerCloudConnection: GROUPS.SUPER_ONLY,
  treeEditBusinessNodeCloudStorage: GROUPS.ADMIN_GROUP,
  createInternalUser: GROUPS.SUPER_ONLY,
  createPartner: GROUPS.SUPER_ONLY,
  upload: ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'],
  interimApproveCreatives: [
    'SUPER',
    'ADMIN',
    'SELF_SERVICE_ADMIN',
    'SELF_SERVICE_MANAGER',
    'SELF_SERVICE_REVIEWER',
    'REVIEWER',
  ],
  finalApproveCreatives: ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'MANAGER'],
  createCampaign: GROUPS.CAMPAIGN_CREATORS,
} as const satisfies Record<string, readonly Role[]>;
type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
