import { describe, it } from 'vitest';
import type { UserEvent } from '../../domain/user';
import { usersProjection } from '../../projections/users/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(usersProjection);
const ROWS = `SELECT id, email, name, role, status, partner_id, is_concept_only, password_hash, invitation_id, business_node_ids, created_at, updated_at
  FROM user_account ORDER BY id`;

const invited = () => {
  const event = stream<UserEvent>('User-u1');
  const given = [
    event(
      'UserInvited',
      {
        userId: 'u1',
        invitationId: 'i1',
        email: 'ann@example.com',
        role: 'MANAGER',
        partnerId: 'p1',
        businessNodeId: 'n1',
        isConceptOnly: false,
      },
      1,
    ),
  ];
  return { event, given };
};

describe('users projection', () => {
  it('holds an internal user as active with its password hash', async () => {
    const event = stream<UserEvent>('User-u0');
    await spec
      .given([
        event(
          'InternalUserCreated',
          { userId: 'u0', email: 'root@example.com', name: 'Root', role: 'ADMIN', passwordHash: 'h0' },
          1,
        ),
      ])
      .then(ROWS, [
        {
          id: 'u0',
          email: 'root@example.com',
          name: 'Root',
          role: 'ADMIN',
          status: 'ACTIVE',
          partner_id: null,
          is_concept_only: false,
          password_hash: 'h0',
          invitation_id: null,
          business_node_ids: [],
          created_at: date(1),
          updated_at: date(1),
        },
      ]);
  });

  it('holds an invited user as pending on its partner and node, without a name', async () => {
    const { given } = invited();
    await spec.given(given).then(ROWS, [
      {
        id: 'u1',
        email: 'ann@example.com',
        name: null,
        role: 'MANAGER',
        status: 'PENDING',
        partner_id: 'p1',
        is_concept_only: false,
        password_hash: null,
        invitation_id: 'i1',
        business_node_ids: ['n1'],
        created_at: date(1),
        updated_at: date(1),
      },
    ]);
  });

  it('activates a user who accepts the invitation, and forgets the invitation', async () => {
    const { event, given } = invited();
    await spec
      .given(given)
      .when([event('InvitationAccepted', { userId: 'u1', invitationId: 'i1', name: 'Ann', passwordHash: 'h1' }, 2)])
      .then('SELECT name, status, password_hash, invitation_id, updated_at FROM user_account', [
        { name: 'Ann', status: 'ACTIVE', password_hash: 'h1', invitation_id: null, updated_at: date(2) },
      ]);
  });

  it('changes only the fields an update names', async () => {
    const { event, given } = invited();
    await spec
      .given([
        ...given,
        event('InvitationAccepted', { userId: 'u1', invitationId: 'i1', name: 'Ann', passwordHash: 'h1' }, 2),
      ])
      .when([event('UserUpdated', { userId: 'u1', role: 'REVIEWER', isConceptOnly: true }, 3)])
      .then('SELECT name, role, is_concept_only, updated_at FROM user_account', [
        { name: 'Ann', role: 'REVIEWER', is_concept_only: true, updated_at: date(3) },
      ]);
  });

  it('deactivates a user; activated again, one who never set a password is pending', async () => {
    const { event, given } = invited();
    const deactivated = event('UserDeactivated', { userId: 'u1' }, 2);
    await spec
      .given(given)
      .when([deactivated])
      .then('SELECT status FROM user_account', [{ status: 'DEACTIVATED' }]);
    await spec
      .given([...given, deactivated])
      .when([event('UserActivated', { userId: 'u1' }, 3)])
      .then('SELECT status, updated_at FROM user_account', [{ status: 'PENDING', updated_at: date(3) }]);
  });
});

describe('a user made at a first single sign-on', () => {
  it('is active on its node with its role and no password, and active again after a deactivation', async () => {
    const event = stream<UserEvent>('User-u2');
    const provisioned = event(
      'UserProvisioned',
      {
        userId: 'u2',
        email: 'lea@example.com',
        name: 'Lea',
        role: 'REVIEWER',
        partnerId: 'p1',
        businessNodeId: 'n1',
        ssoConfigId: 's1',
      },
      1,
    );
    await spec.given([provisioned]).then(ROWS, [
      {
        id: 'u2',
        email: 'lea@example.com',
        name: 'Lea',
        role: 'REVIEWER',
        status: 'ACTIVE',
        partner_id: 'p1',
        is_concept_only: false,
        password_hash: null,
        invitation_id: null,
        business_node_ids: ['n1'],
        created_at: date(1),
        updated_at: date(1),
      },
    ]);
    await spec
      .given([provisioned, event('UserDeactivated', { userId: 'u2' }, 2)])
      .when([event('UserActivated', { userId: 'u2' }, 3)])
      .then('SELECT status FROM user_account', [{ status: 'ACTIVE' }]);
  });
});

describe("a user's business nodes", () => {
  it('adds nodes after the invitation and removes them, keeping the order of the others', async () => {
    const { event, given } = invited();
    await spec
      .given([
        ...given,
        event('UserBusinessNodesAdded', { userId: 'u1', businessNodeIds: ['n2', 'n3'] }, 2),
        event('UserBusinessNodesRemoved', { userId: 'u1', businessNodeIds: ['n1', 'n3'] }, 3),
        event('UserBusinessNodesAdded', { userId: 'u1', businessNodeIds: ['n4'] }, 4),
      ])
      .then(`SELECT business_node_ids, updated_at FROM user_account`, [
        { business_node_ids: ['n2', 'n4'], updated_at: date(4) },
      ]);
  });

  it('moves a user to another partner onto one node', async () => {
    const { event, given } = invited();
    await spec
      .given([
        ...given,
        event('UserBusinessNodesAdded', { userId: 'u1', businessNodeIds: ['n2'] }, 2),
        event('UserMovedToPartner', { userId: 'u1', fromPartnerId: 'p1', partnerId: 'p2', businessNodeId: 'm1' }, 3),
      ])
      .then(`SELECT partner_id, business_node_ids, updated_at FROM user_account`, [
        { partner_id: 'p2', business_node_ids: ['m1'], updated_at: date(3) },
      ]);
  });
});

describe("a user's TOTP recovery codes", () => {
  it('counts those left: issued, one used, none once two-factor sign-in is off', async () => {
    const { event, given } = invited();
    const left = `SELECT totp_enabled, totp_recovery_codes_left, updated_at FROM user_account`;
    const used = [
      ...given,
      event('TotpEnabled', { userId: 'u1' }, 2),
      event('TotpRecoveryCodesIssued', { userId: 'u1', count: 10 }, 3),
      event('TotpRecoveryCodeUsed', { userId: 'u1', remaining: 9 }, 4),
    ];
    await spec.given(used).then(left, [{ totp_enabled: true, totp_recovery_codes_left: 9, updated_at: date(4) }]);
    await spec
      .given([...used, event('TotpDisabled', { userId: 'u1' }, 5)])
      .then(left, [{ totp_enabled: false, totp_recovery_codes_left: 0, updated_at: date(5) }]);
  });
});
