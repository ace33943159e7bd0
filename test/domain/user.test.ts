import { describe, it } from 'vitest';
import { INVALID_ROLE_MESSAGE, PARTNER_ROLES } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { PASSWORD_RULES_MESSAGE } from '../../domain/shared/password-rules';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_TOO_LONG,
  INVALID_EMAIL,
  LEADING_SPACE,
  REQUIRED,
} from '../../domain/shared/validation';
import {
  decideUser,
  ALREADY_IN_PARTNER,
  INTERNAL_USERS_HAVE_NO_NODES,
  INVITATION_NOT_FOUND,
  LAST_BUSINESS_NODE,
  LAST_SUPER_USER,
  ONLY_PENDING_REINVITE,
  USER_NOT_FOUND,
  UserAggregate,
  type AcceptInvitation,
  type CreateInternalUser,
  type DeactivateUser,
  type InviteUser,
  type ProvisionUser,
  type UpdateUser,
  type UserEvent,
} from '../../domain/user';
import { spec } from '../support/given-when-then';
import { INVISIBLE_NAMES } from '../support/invisible-names';

const given = spec(UserAggregate, decideUser).given;

const userId = 'b0000000000000000000000b';
const invitationId = 'c0000000000000000000000c';
const secondInvitationId = 'c0000000000000000000000d';
const partnerId = 'a0000000000000000000000a';
const businessNodeId = 'd0000000000000000000000d';
const password = 'Correct-Horse-2026';
const passwordHash = 'scrypt$hash';

const createInternal = (fields: Partial<CreateInternalUser> = {}): CreateInternalUser => ({
  type: 'CreateInternalUser',
  userId,
  email: 'ada@varia.local',
  name: 'Ada Admin',
  role: 'ADMIN',
  emailTaken: false,
  password,
  passwordHash,
  ...fields,
});
const ssoConfigId = 'e0000000000000000000000e';
const provision = (fields: Partial<ProvisionUser> = {}): ProvisionUser => ({
  type: 'ProvisionUser',
  userId,
  email: 'Lea@Northwind.example',
  name: 'Lea Lind',
  role: 'REVIEWER',
  partnerId,
  businessNodeId,
  ssoConfigId,
  emailTaken: false,
  ...fields,
});
const provisioned: UserEvent = {
  type: 'UserProvisioned',
  data: {
    userId,
    email: 'lea@northwind.example',
    name: 'Lea Lind',
    role: 'REVIEWER',
    partnerId,
    businessNodeId,
    ssoConfigId,
  },
};
const invite = (fields: Partial<InviteUser> = {}): InviteUser => ({
  type: 'InviteUser',
  userId,
  invitationId,
  email: 'mia@northwind.example',
  role: 'MANAGER',
  partnerId,
  businessNodeId,
  isConceptOnly: false,
  emailTaken: false,
  ...fields,
});
const accept = (fields: Partial<AcceptInvitation> = {}): AcceptInvitation => ({
  type: 'AcceptInvitation',
  invitationId,
  name: 'Mia Manager',
  password,
  passwordHash,
  ...fields,
});

/** Commands that may take away a super user carry how many other active ones there are: one unless a spec says. */
const update = (fields: Partial<Omit<UpdateUser, 'type'>>): UpdateUser => ({
  type: 'UpdateUser',
  otherActiveSuperUsers: 1,
  ...fields,
});
const deactivate: DeactivateUser = { type: 'DeactivateUser', otherActiveSuperUsers: 1 };

/** A lower-case address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@varia.local'.length)}@varia.local`;

const internalCreated: UserEvent = {
  type: 'InternalUserCreated',
  data: { userId, email: 'ada@varia.local', name: 'Ada Admin', role: 'ADMIN', passwordHash },
};
const invited: UserEvent = {
  type: 'UserInvited',
  data: {
    userId,
    invitationId,
    email: 'mia@northwind.example',
    role: 'MANAGER',
    partnerId,
    businessNodeId,
    isConceptOnly: false,
  },
};
const accepted: UserEvent = {
  type: 'InvitationAccepted',
  data: { userId, invitationId, name: 'Mia Manager', passwordHash },
};
const reinvited: UserEvent = { type: 'UserReinvited', data: { userId, invitationId: secondInvitationId } };
const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId } };
const activated: UserEvent = { type: 'UserActivated', data: { userId } };

/** A password for each criterion it breaks. */
const BAD_PASSWORDS = [
  ['is empty', ''],
  ['has fewer than 16 characters', 'Short-Pass-2026'],
  ['has no lowercase letter', 'CORRECT-HORSE-2026'],
  ['has no uppercase letter', 'correct-horse-2026'],
  ['has no digit', 'Correct-Horse-Battery'],
] as const;

describe('no user yet', () => {
  describe('CreateInternalUser', () => {
    it('creates an active internal user', () => given([]).when(createInternal()).then([internalCreated]));

    it('creates a super user', () =>
      given([])
        .when(createInternal({ role: 'SUPER' }))
        .then([{ type: 'InternalUserCreated', data: { ...internalCreated.data, role: 'SUPER' } } as UserEvent]));

    it('stores the email trimmed and in lower case', () =>
      given([])
        .when(createInternal({ email: ' Ada@Varia.Local ' }))
        .then([internalCreated]));

    it.each(PARTNER_ROLES)('refuses the partner role %s', (role) =>
      given([]).when(createInternal({ role })).thenThrows(400, INVALID_ROLE_MESSAGE),
    );

    it("refuses a missing name: 'Required'", () =>
      given([])
        .when(createInternal({ name: '' }))
        .thenThrows(400, REQUIRED));

    it('refuses a name starting with a space', () =>
      given([])
        .when(createInternal({ name: ' Ada' }))
        .thenThrows(400, LEADING_SPACE));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given([]).when(createInternal({ name })).thenThrows(400, REQUIRED),
    );

    it(`accepts an email of ${EMAIL_MAX_LENGTH} characters`, () =>
      given([])
        .when(createInternal({ email: emailOfLength(EMAIL_MAX_LENGTH) }))
        .then([
          {
            type: 'InternalUserCreated',
            data: { ...internalCreated.data, email: emailOfLength(EMAIL_MAX_LENGTH) },
          } as UserEvent,
        ]));

    it.each(BAD_PASSWORDS)('refuses a password that %s', (_, bad) =>
      given([])
        .when(createInternal({ password: bad }))
        .thenThrows(400, PASSWORD_RULES_MESSAGE),
    );
  });

  describe('InviteUser', () => {
    it('invites a pending partner user', () => given([]).when(invite()).then([invited]));

    it('invites a concept-only user', () =>
      given([])
        .when(invite({ isConceptOnly: true }))
        .then([{ type: 'UserInvited', data: { ...invited.data, isConceptOnly: true } } as UserEvent]));

    it.each(PARTNER_ROLES)('accepts the partner role %s', (role) =>
      given([])
        .when(invite({ role }))
        .then([{ type: 'UserInvited', data: { ...invited.data, role } } as UserEvent]),
    );

    it.each(['SUPER', 'ADMIN'])('refuses the internal role %s', (role) =>
      given([]).when(invite({ role })).thenThrows(400, INVALID_ROLE_MESSAGE),
    );
  });

  describe.each([
    ['CreateInternalUser', createInternal],
    ['InviteUser', invite],
    ['ProvisionUser', provision],
  ] as const)('%s, like the other ways to make a user', (_, make) => {
    it.each(['OWNER', 'manager'])('refuses the unknown role %j', (role) =>
      given([]).when(make({ role })).thenThrows(400, INVALID_ROLE_MESSAGE),
    );

    it("refuses a missing email: 'Required'", () =>
      given([])
        .when(make({ email: '' }))
        .thenThrows(400, REQUIRED));

    it.each(['ada', 'ada@varia', 'ada varia@varia.local', '@varia.local', 'mia.northwind'])(
      'refuses the email %j',
      (email) => given([]).when(make({ email })).thenThrows(400, INVALID_EMAIL),
    );

    it.each([EMAIL_MAX_LENGTH + 1, 10_000])(`refuses an email of %i characters: '${EMAIL_TOO_LONG}'`, (length) =>
      given([])
        .when(make({ email: emailOfLength(length) }))
        .thenThrows(400, EMAIL_TOO_LONG),
    );

    it("refuses an email another user holds: 'Already exist'", () =>
      given([])
        .when(make({ emailTaken: true }))
        .thenThrows(409, MESSAGES.alreadyExist));
  });

  it("AcceptInvitation: 'Invitation not found'", () => given([]).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));

  it.each([
    ['ReinviteUser', { type: 'ReinviteUser', invitationId }],
    ['UpdateUser', update({ name: 'Mia' })],
    ['DeactivateUser', deactivate],
    ['ActivateUser', { type: 'ActivateUser' }],
  ] as const)("%s: 'User not found'", (_, command) => given([]).when(command).thenThrows(404, USER_NOT_FOUND));
});

describe('ProvisionUser (a first single sign-on where the config provisions)', () => {
  it('makes an active partner user on the node with the role, the e-mail normalised', () =>
    given([]).when(provision()).then([provisioned]));

  it.each(['', '   ', 'L'.repeat(129)])(
    'names the user by the e-mail when the identity provider gave no usable name (%j)',
    (name) =>
      given([])
        .when(provision({ name }))
        .then([{ type: 'UserProvisioned', data: { ...provisioned.data, name: 'lea@northwind.example' } } as UserEvent]),
  );

  it.each(['SUPER', 'ADMIN'])('refuses the internal role %s', (role) =>
    given([]).when(provision({ role })).thenThrows(400, INVALID_ROLE_MESSAGE),
  );

  it("refuses a second one of the same e-mail (its id is the e-mail's): 'Already exist'", () =>
    given([provisioned]).when(provision()).thenThrows(409, MESSAGES.alreadyExist));

  it('is active again after a deactivation and an activation, never pending', () =>
    given([provisioned, deactivated, activated])
      .when({ type: 'ReinviteUser', invitationId: secondInvitationId })
      .thenThrows(422, ONLY_PENDING_REINVITE));
});

describe('a pending user', () => {
  it("InviteUser again: 'Already exist'", () => given([invited]).when(invite()).thenThrows(409, MESSAGES.alreadyExist));

  it("CreateInternalUser on the same id: 'Already exist'", () =>
    given([invited]).when(createInternal()).thenThrows(409, MESSAGES.alreadyExist));

  it('ReinviteUser sends a new invitation', () =>
    given([invited]).when({ type: 'ReinviteUser', invitationId: secondInvitationId }).then([reinvited]));

  describe('AcceptInvitation', () => {
    it('accepts the invitation', () => given([invited]).when(accept()).then([accepted]));

    it('keeps the name without its trailing spaces', () =>
      given([invited])
        .when(accept({ name: 'Mia Manager ' }))
        .then([accepted]));

    it("refuses a wrong invitation: 'Invitation not found'", () =>
      given([invited])
        .when(accept({ invitationId: secondInvitationId }))
        .thenThrows(404, INVITATION_NOT_FOUND));

    it("refuses the old invitation after a re-invite: 'Invitation not found'", () =>
      given([invited, reinvited]).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));

    it('accepts the new invitation after a re-invite', () =>
      given([invited, reinvited])
        .when(accept({ invitationId: secondInvitationId }))
        .then([
          { type: 'InvitationAccepted', data: { ...accepted.data, invitationId: secondInvitationId } } as UserEvent,
        ]));

    it("refuses a missing name: 'Required'", () =>
      given([invited])
        .when(accept({ name: '  ' }))
        .thenThrows(400, REQUIRED));

    it('refuses a name starting with a space', () =>
      given([invited])
        .when(accept({ name: ' Mia' }))
        .thenThrows(400, LEADING_SPACE));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given([invited]).when(accept({ name })).thenThrows(400, REQUIRED),
    );

    it('keeps a name with a combining accent', () =>
      given([invited])
        .when(accept({ name: 'Jose\u0301' }))
        .then([{ type: 'InvitationAccepted', data: { ...accepted.data, name: 'Jose\u0301' } } as UserEvent]));

    it.each(BAD_PASSWORDS)('refuses a password that %s', (_, bad) =>
      given([invited])
        .when(accept({ password: bad }))
        .thenThrows(400, PASSWORD_RULES_MESSAGE),
    );
  });

  describe('UpdateUser', () => {
    it('changes the role to another partner role', () =>
      given([invited])
        .when(update({ role: 'ANALYST' }))
        .then([{ type: 'UserUpdated', data: { userId, role: 'ANALYST' } }]));

    it('refuses an internal role', () =>
      given([invited])
        .when(update({ role: 'ADMIN' }))
        .thenThrows(400, INVALID_ROLE_MESSAGE));

    it('sets concept-only', () =>
      given([invited])
        .when(update({ isConceptOnly: true }))
        .then([{ type: 'UserUpdated', data: { userId, isConceptOnly: true } }]));
  });

  it('DeactivateUser deactivates the user', () => given([invited]).when(deactivate).then([deactivated]));

  it('ActivateUser records nothing', () => given([invited]).when({ type: 'ActivateUser' }).then([]));
});

describe('an active partner user', () => {
  const active = [invited, accepted];

  it("ReinviteUser: 'Only a pending user can be re-invited'", () =>
    given(active)
      .when({ type: 'ReinviteUser', invitationId: secondInvitationId })
      .thenThrows(422, ONLY_PENDING_REINVITE));

  it("AcceptInvitation with the used invitation: 'Invitation not found'", () =>
    given(active).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));

  describe('UpdateUser', () => {
    it('changes name, role and concept-only at once', () =>
      given(active)
        .when(update({ name: 'Mia Miller', role: 'REVIEWER', isConceptOnly: true }))
        .then([{ type: 'UserUpdated', data: { userId, name: 'Mia Miller', role: 'REVIEWER', isConceptOnly: true } }]));

    it('records only what changed', () =>
      given(active)
        .when(update({ name: 'Mia Manager', role: 'MANAGER', isConceptOnly: true }))
        .then([{ type: 'UserUpdated', data: { userId, isConceptOnly: true } }]));

    it('records nothing when nothing changes', () =>
      given(active)
        .when(update({ name: 'Mia Manager', role: 'MANAGER', isConceptOnly: false }))
        .then([]));

    it('records nothing for an empty update', () => given(active).when(update({})).then([]));

    it('records nothing when only trailing spaces differ', () =>
      given(active)
        .when(update({ name: 'Mia Manager ' }))
        .then([]));

    it('sees an earlier update', () =>
      given([...active, { type: 'UserUpdated', data: { userId, name: 'Mia Miller' } }])
        .when(update({ name: 'Mia Miller', role: 'MANAGER' }))
        .then([]));

    it("refuses a blank name: 'Required'", () =>
      given(active)
        .when(update({ name: '' }))
        .thenThrows(400, REQUIRED));

    it('refuses a name starting with a space', () =>
      given(active)
        .when(update({ name: ' Mia' }))
        .thenThrows(400, LEADING_SPACE));

    it('refuses an unknown role', () =>
      given(active)
        .when(update({ role: 'OWNER' }))
        .thenThrows(400, INVALID_ROLE_MESSAGE));
  });

  it('DeactivateUser deactivates the user', () => given(active).when(deactivate).then([deactivated]));

  it('ActivateUser records nothing', () => given(active).when({ type: 'ActivateUser' }).then([]));
});

describe('an active internal user', () => {
  it("CreateInternalUser again: 'Already exist'", () =>
    given([internalCreated]).when(createInternal()).thenThrows(409, MESSAGES.alreadyExist));

  it('UpdateUser changes the role to the other internal role', () =>
    given([internalCreated])
      .when(update({ role: 'SUPER' }))
      .then([{ type: 'UserUpdated', data: { userId, role: 'SUPER' } }]));

  it.each(PARTNER_ROLES)('UpdateUser refuses the partner role %s', (role) =>
    given([internalCreated]).when(update({ role })).thenThrows(400, INVALID_ROLE_MESSAGE),
  );

  it("ReinviteUser: 'Only a pending user can be re-invited'", () =>
    given([internalCreated]).when({ type: 'ReinviteUser', invitationId }).thenThrows(422, ONLY_PENDING_REINVITE));

  it("AcceptInvitation: 'Invitation not found'", () =>
    given([internalCreated]).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));
});

describe('a deactivated user', () => {
  describe('who never accepted the invitation', () => {
    const history = [invited, deactivated];

    it('ActivateUser activates the user', () => given(history).when({ type: 'ActivateUser' }).then([activated]));

    it('returns to PENDING on activation: the invitation may then be accepted', () =>
      given([...history, activated])
        .when(accept())
        .then([accepted]));

    it('returns to PENDING on activation: it may then be re-invited', () =>
      given([...history, activated])
        .when({ type: 'ReinviteUser', invitationId: secondInvitationId })
        .then([reinvited]));

    it("AcceptInvitation while deactivated: 'Invitation not found'", () =>
      given(history).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));

    it("ReinviteUser while deactivated: 'Only a pending user can be re-invited'", () =>
      given(history)
        .when({ type: 'ReinviteUser', invitationId: secondInvitationId })
        .thenThrows(422, ONLY_PENDING_REINVITE));
  });

  describe('who had accepted the invitation', () => {
    const history = [invited, accepted, deactivated];

    it('ActivateUser activates the user', () => given(history).when({ type: 'ActivateUser' }).then([activated]));

    it('returns to ACTIVE on activation: it may not be re-invited', () =>
      given([...history, activated])
        .when({ type: 'ReinviteUser', invitationId: secondInvitationId })
        .thenThrows(422, ONLY_PENDING_REINVITE));

    it('returns to ACTIVE on activation: it may be deactivated again', () =>
      given([...history, activated])
        .when(deactivate)
        .then([deactivated]));
  });

  it('DeactivateUser records nothing', () => given([invited, accepted, deactivated]).when(deactivate).then([]));

  describe('an internal user, once activated', () => {
    const history = [internalCreated, deactivated, activated];

    it('is no longer deactivated', () => given(history).when({ type: 'ActivateUser' }).then([]));

    it('is not pending: returns to ACTIVE', () =>
      given(history).when({ type: 'ReinviteUser', invitationId }).thenThrows(422, ONLY_PENDING_REINVITE));
  });

  it('UpdateUser still edits the user', () =>
    given([invited, accepted, deactivated])
      .when(update({ name: 'Mia Miller' }))
      .then([{ type: 'UserUpdated', data: { userId, name: 'Mia Miller' } }]));
});

describe('super users', () => {
  const superCreated: UserEvent = {
    type: 'InternalUserCreated',
    data: { ...internalCreated.data, role: 'SUPER' },
  } as UserEvent;
  const demoted: UserEvent = { type: 'UserUpdated', data: { userId, role: 'ADMIN' } };

  describe('the last active one', () => {
    it(`UpdateUser to another role: '${LAST_SUPER_USER}'`, () =>
      given([superCreated])
        .when(update({ role: 'ADMIN', otherActiveSuperUsers: 0 }))
        .thenThrows(422, LAST_SUPER_USER));

    it(`UpdateUser to another role with a new name too: '${LAST_SUPER_USER}', nothing changes`, () =>
      given([superCreated])
        .when(update({ name: 'Ada Lovelace', role: 'ADMIN', otherActiveSuperUsers: 0 }))
        .thenThrows(422, LAST_SUPER_USER));

    it(`DeactivateUser: '${LAST_SUPER_USER}'`, () =>
      given([superCreated])
        .when({ type: 'DeactivateUser', otherActiveSuperUsers: 0 })
        .thenThrows(422, LAST_SUPER_USER));

    it('UpdateUser of the name alone renames it', () =>
      given([superCreated])
        .when(update({ name: 'Ada Lovelace', role: 'SUPER', otherActiveSuperUsers: 0 }))
        .then([{ type: 'UserUpdated', data: { userId, name: 'Ada Lovelace' } }]));

    it('once activated again, is the last one again', () =>
      given([superCreated, deactivated, activated])
        .when(update({ role: 'ADMIN', otherActiveSuperUsers: 0 }))
        .thenThrows(422, LAST_SUPER_USER));
  });

  describe('while another active one remains', () => {
    it('UpdateUser demotes it', () =>
      given([superCreated])
        .when(update({ role: 'ADMIN', otherActiveSuperUsers: 1 }))
        .then([demoted]));

    it('DeactivateUser deactivates it', () =>
      given([superCreated]).when({ type: 'DeactivateUser', otherActiveSuperUsers: 1 }).then([deactivated]));
  });

  describe('a deactivated one, which keeps nobody in', () => {
    it('may be demoted with no other active one', () =>
      given([superCreated, deactivated])
        .when(update({ role: 'ADMIN', otherActiveSuperUsers: 0 }))
        .then([demoted]));

    it('DeactivateUser records nothing', () =>
      given([superCreated, deactivated]).when({ type: 'DeactivateUser', otherActiveSuperUsers: 0 }).then([]));

    it('ActivateUser activates it', () =>
      given([superCreated, deactivated]).when({ type: 'ActivateUser' }).then([activated]));
  });

  it('an admin becomes a super user with no other active one', () =>
    given([internalCreated])
      .when(update({ role: 'SUPER', otherActiveSuperUsers: 0 }))
      .then([{ type: 'UserUpdated', data: { userId, role: 'SUPER' } }]));

  it('an admin is deactivated with no active super user besides', () =>
    given([internalCreated]).when({ type: 'DeactivateUser', otherActiveSuperUsers: 0 }).then([deactivated]));
});

describe('RehashPassword', () => {
  const rehash = { type: 'RehashPassword', passwordHash: '$argon2id$new' } as const;
  it('stores the stronger hash of an active user', () =>
    given([internalCreated])
      .when(rehash)
      .then([{ type: 'PasswordRehashed', data: { userId, passwordHash: '$argon2id$new' } }]));
  it('changes nothing for a user deactivated meanwhile, or one still invited', () => {
    given([internalCreated, deactivated]).when(rehash).then([]);
    given([invited]).when(rehash).then([]);
  });
  it('refuses an unknown user', () => given([]).when(rehash).thenThrows(404, USER_NOT_FOUND));
});

describe("a partner user's business nodes", () => {
  const second = 'e0000000000000000000000e';
  const third = 'f0000000000000000000000f';
  const added = (ids: string[]): UserEvent => ({
    type: 'UserBusinessNodesAdded',
    data: { userId, businessNodeIds: ids },
  });
  const add = (ids: string[]) => ({ type: 'AddUserBusinessNodes', businessNodeIds: ids }) as const;
  const remove = (ids: string[]) => ({ type: 'RemoveUserBusinessNodes', businessNodeIds: ids }) as const;

  it('adds only the nodes the user does not hold yet, once each', () =>
    given([invited, accepted])
      .when(add([businessNodeId, second, second, third]))
      .then([added([second, third])]));
  it('adds nothing when every node is held already', () =>
    given([invited])
      .when(add([businessNodeId]))
      .then([]));
  it('removes only the nodes the user holds', () =>
    given([invited, added([second])])
      .when(remove([second, third]))
      .then([{ type: 'UserBusinessNodesRemoved', data: { userId, businessNodeIds: [second] } }]));
  it('keeps the last node', () =>
    given([invited, added([second])])
      .when(remove([businessNodeId, second]))
      .thenThrows(422, LAST_BUSINESS_NODE));
  it('refuses a change that names no node', () => {
    given([invited]).when(add([])).thenThrows(422, MESSAGES.businessNodesNotProvided);
    given([invited]).when(remove([])).thenThrows(422, MESSAGES.businessNodesNotProvided);
  });
  it('refuses nodes for an internal user and an unknown user', () => {
    given([internalCreated])
      .when(add([second]))
      .thenThrows(422, INTERNAL_USERS_HAVE_NO_NODES);
    given([])
      .when(remove([second]))
      .thenThrows(404, USER_NOT_FOUND);
  });
});

describe('MoveUserToPartner', () => {
  const move = (to: string) =>
    ({ type: 'MoveUserToPartner', partnerId: to, businessNodeId: 'e0000000000000000000000e' }) as const;
  const other = 'b0000000000000000000000b';
  it('moves a partner user onto a node of another partner', () =>
    given([invited, accepted])
      .when(move(other))
      .then([
        {
          type: 'UserMovedToPartner',
          data: { userId, fromPartnerId: partnerId, partnerId: other, businessNodeId: 'e0000000000000000000000e' },
        },
      ]));
  it('refuses the partner the user is in, and an internal user', () => {
    given([invited]).when(move(partnerId)).thenThrows(422, ALREADY_IN_PARTNER);
    given([internalCreated]).when(move(other)).thenThrows(422, INTERNAL_USERS_HAVE_NO_NODES);
  });
});
