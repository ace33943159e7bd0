import { describe, expect, it } from 'vitest';
import {
  approvalType,
  can,
  GROUPS,
  hasAdminStatus,
  homePath,
  inGroup,
  INTERNAL_ROLES,
  INVALID_ROLE_MESSAGE,
  isTopAdmin,
  PARTNER_ROLES,
  parseRole,
  ROLE_LABELS,
  ROLE_WEIGHTS,
  ROLES,
  type Group,
  type Role,
} from '../../domain/roles';
import { DomainError } from '../../domain/shared/errors';

describe('weights', () => {
  it.each([
    ['SUPER', 8],
    ['ADMIN', 7],
    ['SELF_SERVICE_ADMIN', 6],
    ['SELF_SERVICE_MANAGER', 5],
    ['SELF_SERVICE_REVIEWER', 4],
    ['MANAGER', 3],
    ['REVIEWER', 2],
    ['ANALYST', 1],
  ] as const)('%s weighs %i', (role, weight) => expect(ROLE_WEIGHTS[role]).toBe(weight));

  it('lists the roles from heaviest to lightest', () =>
    expect([...ROLES].sort((a, b) => ROLE_WEIGHTS[b] - ROLE_WEIGHTS[a])).toEqual([...ROLES]));

  it('labels every role', () => expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort()));
});

describe('groups', () => {
  const members: Record<Group, Role[]> = {
    ADMINS_TOP: ['SUPER', 'ADMIN'],
    SUPER_ONLY: ['SUPER'],
    SELF_SERVICE: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'],
    ADMINS_AND_SELF_SERVICE: ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'],
    ADMIN_GROUP: ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN'],
    MANAGERS: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER'],
    LOW_MANAGERS: ['SELF_SERVICE_MANAGER', 'MANAGER'],
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
    ALL: [...ROLES],
  };

  it('names every group', () => expect(Object.keys(GROUPS).sort()).toEqual(Object.keys(members).sort()));

  describe.each(Object.entries(members) as [Group, Role[]][])('%s', (group, expected) => {
    it.each(ROLES.map((role) => [role, expected.includes(role)] as const))('%s is a member: %s', (role, member) =>
      expect(inGroup(role, group)).toBe(member),
    );
  });

  it('internal roles are the top admins', () => expect([...INTERNAL_ROLES]).toEqual(['SUPER', 'ADMIN']));

  it('partner roles are all the others', () =>
    expect([...PARTNER_ROLES]).toEqual([
      'SELF_SERVICE_ADMIN',
      'SELF_SERVICE_MANAGER',
      'SELF_SERVICE_REVIEWER',
      'MANAGER',
      'REVIEWER',
      'ANALYST',
    ]));

  it.each(ROLES.map((role) => [role, role === 'SUPER' || role === 'ADMIN'] as const))(
    '%s is a top admin: %s',
    (role, top) => expect(isTopAdmin(role)).toBe(top),
  );

  it.each(ROLES.map((role) => [role, !['MANAGER', 'REVIEWER', 'ANALYST'].includes(role)] as const))(
    '%s has admin status for partner choice: %s',
    (role, admin) => expect(hasAdminStatus(role)).toBe(admin),
  );
});

describe('parseRole', () => {
  it.each(ROLES)('accepts %s', (role) => expect(parseRole(role)).toBe(role));

  it.each([['OWNER'], ['admin'], [''], [null], [undefined], [3]])(
    "refuses %j: 'Please provide a correct user role'",
    (value) => {
      let error: unknown;
      try {
        parseRole(value);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ statusCode: 400, code: 'UNPROCESSABLE_ENTITY', message: INVALID_ROLE_MESSAGE });
    },
  );
});

describe('approvalType', () => {
  it.each([
    ['SUPER', 'Final'],
    ['ADMIN', 'Final'],
    ['SELF_SERVICE_ADMIN', 'Final'],
    ['SELF_SERVICE_MANAGER', 'Final'],
    ['MANAGER', 'Final'],
    ['SELF_SERVICE_REVIEWER', 'Interim'],
    ['REVIEWER', 'Interim'],
    ['ANALYST', 'Interim'],
  ] as const)('%s approves %s', (role, type) => expect(approvalType(role)).toBe(type));
});

describe('homePath', () => {
  it('sends an analyst to the reporter', () => expect(homePath('ANALYST')).toBe('/reporter'));

  it('sends a concept-only analyst to the reporter too', () => expect(homePath('ANALYST', true)).toBe('/reporter'));

  it.each(ROLES.filter((r) => r !== 'ANALYST'))('sends %s to the concepts', (role) =>
    expect(homePath(role)).toBe('/concepts'),
  );

  it.each(PARTNER_ROLES.filter((r) => r !== 'ANALYST'))('sends a concept-only %s to the concepts-only page', (role) =>
    expect(homePath(role, true)).toBe('/concepts-only'),
  );

  it.each(INTERNAL_ROLES)('ignores concept-only for %s', (role) => expect(homePath(role, true)).toBe('/concepts'));
});

describe('permissions', () => {
  it.each([
    ['createPartner', ['SUPER']],
    ['createInternalUser', ['SUPER']],
    ['treeEditPartnerCloudConnection', ['SUPER']],
    ['treeAddNode', ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN']],
    ['treeDeleteNode', ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN']],
    ['treeRenameNode', ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN']],
    ['treeEditUser', ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN']],
    ['finalApproveCreatives', ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'MANAGER']],
    [
      'interimApproveCreatives',
      ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER', 'REVIEWER'],
    ],
    [
      'createCampaign',
      ['SUPER', 'ADMIN', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER', 'MANAGER'],
    ],
  ] as const)('%s is given to %j', (permission, allowed) =>
    expect(ROLES.filter((role) => can(role, permission))).toEqual([...allowed]),
  );
});
