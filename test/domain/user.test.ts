import { describe, it } from 'vitest';
import { INVALID_ROLE_MESSAGE, PARTNER_ROLES } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { PASSWORD_RULES_MESSAGE } from '../../domain/shared/password-rules';
import { INVALID_EMAIL, LEADING_SPACE, REQUIRED } from '../../domain/shared/validation';
import {
  decideUser,
  INVITATION_NOT_FOUND,
  ONLY_PENDING_REINVITE,
  USER_NOT_FOUND,
  UserAggregate,
  type AcceptInvitation,
  type CreateInternalUser,
  type InviteUser,
  type UserEvent,
} from '../../domain/user';
import { spec } from '../support/given-when-then';

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

const internalCreated: UserEvent = {
  type: 'InternalUserCreated',
  data: { userId, email: 'ada@varia.local', name: 'Ada Admin', role: 'ADMIN', passwordHash },
};
const invited: UserEvent = {
  type: 'UserInvited',
  data: { userId, invitationId, email: 'mia@northwind.example', role: 'MANAGER', partnerId, businessNodeId, isConceptOnly: false },
};
const accepted: UserEvent = { type: 'InvitationAccepted', data: { userId, invitationId, name: 'Mia Manager', passwordHash } };
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
      given([]).when(createInternal({ email: ' Ada@Varia.Local ' })).then([internalCreated]));

    it.each(PARTNER_ROLES)('refuses the partner role %s', (role) =>
      given([]).when(createInternal({ role })).thenThrows(400, INVALID_ROLE_MESSAGE));

    it('refuses an unknown role', () => given([]).when(createInternal({ role: 'OWNER' })).thenThrows(400, INVALID_ROLE_MESSAGE));

    it("refuses a missing name: 'Required'", () => given([]).when(createInternal({ name: '' })).thenThrows(400, REQUIRED));

    it('refuses a name starting with a space', () => given([]).when(createInternal({ name: ' Ada' })).thenThrows(400, LEADING_SPACE));

    it("refuses a missing email: 'Required'", () => given([]).when(createInternal({ email: '' })).thenThrows(400, REQUIRED));

    it.each(['ada', 'ada@varia', 'ada varia@varia.local', '@varia.local'])('refuses the email %j', (email) =>
      given([]).when(createInternal({ email })).thenThrows(400, INVALID_EMAIL));

    it("refuses an email another user holds: 'Already exist'", () =>
      given([]).when(createInternal({ emailTaken: true })).thenThrows(409, MESSAGES.alreadyExist));

    it.each(BAD_PASSWORDS)('refuses a password that %s', (_, bad) =>
      given([]).when(createInternal({ password: bad })).thenThrows(400, PASSWORD_RULES_MESSAGE));
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
        .then([{ type: 'UserInvited', data: { ...invited.data, role } } as UserEvent]));

    it.each(['SUPER', 'ADMIN'])('refuses the internal role %s', (role) =>
      given([]).when(invite({ role })).thenThrows(400, INVALID_ROLE_MESSAGE));

    it('refuses an unknown role', () => given([]).when(invite({ role: 'manager' })).thenThrows(400, INVALID_ROLE_MESSAGE));

    it('refuses an invalid email', () => given([]).when(invite({ email: 'mia.northwind' })).thenThrows(400, INVALID_EMAIL));

    it("refuses an email another user holds: 'Already exist'", () =>
      given([]).when(invite({ emailTaken: true })).thenThrows(409, MESSAGES.alreadyExist));
  });

  it("AcceptInvitation: 'Invitation not found'", () => given([]).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));

  it.each([
    ['ReinviteUser', { type: 'ReinviteUser', invitationId }],
    ['UpdateUser', { type: 'UpdateUser', name: 'Mia' }],
    ['DeactivateUser', { type: 'DeactivateUser' }],
    ['ActivateUser', { type: 'ActivateUser' }],
  ] as const)("%s: 'User not found'", (_, command) => given([]).when(command).thenThrows(404, USER_NOT_FOUND));
});

describe('a pending user', () => {
  it("InviteUser again: 'Already exist'", () => given([invited]).when(invite()).thenThrows(409, MESSAGES.alreadyExist));

  it("CreateInternalUser on the same id: 'Already exist'", () =>
    given([invited]).when(createInternal()).thenThrows(409, MESSAGES.alreadyExist));

  it('ReinviteUser sends a new invitation', () =>
    given([invited]).when({ type: 'ReinviteUser', invitationId: secondInvitationId }).then([reinvited]));

  describe('AcceptInvitation', () => {
    it('accepts the invitation', () => given([invited]).when(accept()).then([accepted]));

    it('keeps the name without its trailing spaces', () => given([invited]).when(accept({ name: 'Mia Manager ' })).then([accepted]));

    it("refuses a wrong invitation: 'Invitation not found'", () =>
      given([invited]).when(accept({ invitationId: secondInvitationId })).thenThrows(404, INVITATION_NOT_FOUND));

    it("refuses the old invitation after a re-invite: 'Invitation not found'", () =>
      given([invited, reinvited]).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));

    it('accepts the new invitation after a re-invite', () =>
      given([invited, reinvited])
        .when(accept({ invitationId: secondInvitationId }))
        .then([{ type: 'InvitationAccepted', data: { ...accepted.data, invitationId: secondInvitationId } } as UserEvent]));

    it("refuses a missing name: 'Required'", () => given([invited]).when(accept({ name: '  ' })).thenThrows(400, REQUIRED));

    it('refuses a name starting with a space', () => given([invited]).when(accept({ name: ' Mia' })).thenThrows(400, LEADING_SPACE));

    it.each(BAD_PASSWORDS)('refuses a password that %s', (_, bad) =>
      given([invited]).when(accept({ password: bad })).thenThrows(400, PASSWORD_RULES_MESSAGE));
  });

  describe('UpdateUser', () => {
    it('changes the role to another partner role', () =>
      given([invited]).when({ type: 'UpdateUser', role: 'ANALYST' }).then([{ type: 'UserUpdated', data: { userId, role: 'ANALYST' } }]));

    it('refuses an internal role', () =>
      given([invited]).when({ type: 'UpdateUser', role: 'ADMIN' }).thenThrows(400, INVALID_ROLE_MESSAGE));

    it('sets concept-only', () =>
      given([invited]).when({ type: 'UpdateUser', isConceptOnly: true }).then([{ type: 'UserUpdated', data: { userId, isConceptOnly: true } }]));
  });

  it('DeactivateUser deactivates the user', () => given([invited]).when({ type: 'DeactivateUser' }).then([deactivated]));

  it('ActivateUser records nothing', () => given([invited]).when({ type: 'ActivateUser' }).then([]));
});

describe('an active partner user', () => {
  const active = [invited, accepted];

  it("ReinviteUser: 'Only a pending user can be re-invited'", () =>
    given(active).when({ type: 'ReinviteUser', invitationId: secondInvitationId }).thenThrows(422, ONLY_PENDING_REINVITE));

  it("AcceptInvitation with the used invitation: 'Invitation not found'", () =>
    given(active).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));

  describe('UpdateUser', () => {
    it('changes name, role and concept-only at once', () =>
      given(active)
        .when({ type: 'UpdateUser', name: 'Mia Miller', role: 'REVIEWER', isConceptOnly: true })
        .then([{ type: 'UserUpdated', data: { userId, name: 'Mia Miller', role: 'REVIEWER', isConceptOnly: true } }]));

    it('records only what changed', () =>
      given(active)
        .when({ type: 'UpdateUser', name: 'Mia Manager', role: 'MANAGER', isConceptOnly: true })
        .then([{ type: 'UserUpdated', data: { userId, isConceptOnly: true } }]));

    it('records nothing when nothing changes', () =>
      given(active).when({ type: 'UpdateUser', name: 'Mia Manager', role: 'MANAGER', isConceptOnly: false }).then([]));

    it('records nothing for an empty update', () => given(active).when({ type: 'UpdateUser' }).then([]));

    it('records nothing when only trailing spaces differ', () =>
      given(active).when({ type: 'UpdateUser', name: 'Mia Manager ' }).then([]));

    it('sees an earlier update', () =>
      given([...active, { type: 'UserUpdated', data: { userId, name: 'Mia Miller' } }])
        .when({ type: 'UpdateUser', name: 'Mia Miller', role: 'MANAGER' })
        .then([]));

    it("refuses a blank name: 'Required'", () => given(active).when({ type: 'UpdateUser', name: '' }).thenThrows(400, REQUIRED));

    it('refuses a name starting with a space', () =>
      given(active).when({ type: 'UpdateUser', name: ' Mia' }).thenThrows(400, LEADING_SPACE));

    it('refuses an unknown role', () =>
      given(active).when({ type: 'UpdateUser', role: 'OWNER' }).thenThrows(400, INVALID_ROLE_MESSAGE));
  });

  it('DeactivateUser deactivates the user', () => given(active).when({ type: 'DeactivateUser' }).then([deactivated]));

  it('ActivateUser records nothing', () => given(active).when({ type: 'ActivateUser' }).then([]));
});

describe('an active internal user', () => {
  it("CreateInternalUser again: 'Already exist'", () =>
    given([internalCreated]).when(createInternal()).thenThrows(409, MESSAGES.alreadyExist));

  it('UpdateUser changes the role to the other internal role', () =>
    given([internalCreated]).when({ type: 'UpdateUser', role: 'SUPER' }).then([{ type: 'UserUpdated', data: { userId, role: 'SUPER' } }]));

  it.each(PARTNER_ROLES)('UpdateUser refuses the partner role %s', (role) =>
    given([internalCreated]).when({ type: 'UpdateUser', role }).thenThrows(400, INVALID_ROLE_MESSAGE));

  it("ReinviteUser: 'Only a pending user can be re-invited'", () =>
    given([internalCreated]).when({ type: 'ReinviteUser', invitationId }).thenThrows(422, ONLY_PENDING_REINVITE));

  it("AcceptInvitation: 'Invitation not found'", () => given([internalCreated]).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));
});

describe('a deactivated user', () => {
  describe('who never accepted the invitation', () => {
    const history = [invited, deactivated];

    it('ActivateUser activates the user', () => given(history).when({ type: 'ActivateUser' }).then([activated]));

    it('returns to PENDING on activation: the invitation may then be accepted', () =>
      given([...history, activated]).when(accept()).then([accepted]));

    it('returns to PENDING on activation: it may then be re-invited', () =>
      given([...history, activated]).when({ type: 'ReinviteUser', invitationId: secondInvitationId }).then([reinvited]));

    it("AcceptInvitation while deactivated: 'Invitation not found'", () =>
      given(history).when(accept()).thenThrows(404, INVITATION_NOT_FOUND));

    it("ReinviteUser while deactivated: 'Only a pending user can be re-invited'", () =>
      given(history).when({ type: 'ReinviteUser', invitationId: secondInvitationId }).thenThrows(422, ONLY_PENDING_REINVITE));
  });

  describe('who had accepted the invitation', () => {
    const history = [invited, accepted, deactivated];

    it('ActivateUser activates the user', () => given(history).when({ type: 'ActivateUser' }).then([activated]));

    it('returns to ACTIVE on activation: it may not be re-invited', () =>
      given([...history, activated]).when({ type: 'ReinviteUser', invitationId: secondInvitationId }).thenThrows(422, ONLY_PENDING_REINVITE));

    it('returns to ACTIVE on activation: it may be deactivated again', () =>
      given([...history, activated]).when({ type: 'DeactivateUser' }).then([deactivated]));
  });

  it('DeactivateUser records nothing', () => given([invited, accepted, deactivated]).when({ type: 'DeactivateUser' }).then([]));

  describe('an internal user, once activated', () => {
    const history = [internalCreated, deactivated, activated];

    it('is no longer deactivated', () => given(history).when({ type: 'ActivateUser' }).then([]));

    it('is not pending: returns to ACTIVE', () =>
      given(history).when({ type: 'ReinviteUser', invitationId }).thenThrows(422, ONLY_PENDING_REINVITE));
  });

  it('UpdateUser still edits the user', () =>
    given([invited, accepted, deactivated])
      .when({ type: 'UpdateUser', name: 'Mia Miller' })
      .then([{ type: 'UserUpdated', data: { userId, name: 'Mia Miller' } }]));
});
