import type { UserEvent } from '../../domain/user';
import { perEvent, sql, texts, type Projection } from '../projection';
import { insertRow, touchRow, type RowValue } from '../row-writes';

const touch = 'updated_at = $2';

/**
 * Plain values set on the user's row and its updated_at, as a row write (a batch folds a user's changes into one).
 * Never email or invitation_id: each has a unique index, and a folded change moves up to the row's earlier write.
 */
const change = (
  e: { data: { userId: string }; metadata: { occurredAt: string } },
  columns: Record<string, RowValue | undefined>,
) => touchRow('user_account', { id: e.data.userId }, e, columns);

/** A stronger hash of the same password, or a new one set through a reset link. */
const newPassword = (e: { data: { userId: string; passwordHash: string }; metadata: { occurredAt: string } }) =>
  change(e, { password_hash: e.data.passwordHash });

export const usersProjection: Projection = {
  name: 'users',
  tables: ['user_account'],
  ...perEvent<UserEvent>({
    InternalUserCreated: (e) =>
      insertRow(
        'user_account',
        { id: e.data.userId },
        {
          email: e.data.email,
          name: e.data.name,
          role: e.data.role,
          status: 'ACTIVE',
          password_hash: e.data.passwordHash,
          created_at: e.metadata.occurredAt,
          updated_at: e.metadata.occurredAt,
        },
      ),
    UserInvited: (e) =>
      sql(
        `INSERT INTO user_account (id, email, role, status, partner_id, is_concept_only, invitation_id, business_node_ids, created_at, updated_at)
         VALUES ($1, $2, $3, 'PENDING', $4, $5, $6, ARRAY[$7], $8, $8)`,
        [
          e.data.userId,
          e.data.email,
          e.data.role,
          e.data.partnerId,
          e.data.isConceptOnly,
          e.data.invitationId,
          e.data.businessNodeId,
          e.metadata.occurredAt,
        ],
      ),
    UserProvisioned: (e) =>
      sql(
        `INSERT INTO user_account (id, email, name, role, status, partner_id, is_concept_only, business_node_ids, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'ACTIVE', $5, false, ARRAY[$6], $7, $7)`,
        [
          e.data.userId,
          e.data.email,
          e.data.name,
          e.data.role,
          e.data.partnerId,
          e.data.businessNodeId,
          e.metadata.occurredAt,
        ],
      ),
    UserReinvited: (e) =>
      sql(`UPDATE user_account SET invitation_id = $3, ${touch} WHERE id = $1`, [
        e.data.userId,
        e.metadata.occurredAt,
        e.data.invitationId,
      ]),
    InvitationAccepted: (e) =>
      sql(
        `UPDATE user_account SET status = 'ACTIVE', name = $3, password_hash = $4, invitation_id = NULL, ${touch} WHERE id = $1`,
        [e.data.userId, e.metadata.occurredAt, e.data.name, e.data.passwordHash],
      ),
    UserUpdated: (e) => change(e, { name: e.data.name, role: e.data.role, is_concept_only: e.data.isConceptOnly }),
    PasswordRehashed: newPassword,
    PasswordReset: newPassword,
    UserBusinessNodesAdded: (e) =>
      sql(
        `UPDATE user_account SET business_node_ids = business_node_ids || ${texts('$3::jsonb')}, ${touch} WHERE id = $1`,
        [e.data.userId, e.metadata.occurredAt, JSON.stringify(e.data.businessNodeIds)],
      ),
    UserBusinessNodesRemoved: (e) =>
      sql(
        `UPDATE user_account SET business_node_ids = ARRAY(SELECT n FROM unnest(business_node_ids) n WHERE n <> ALL(${texts('$3::jsonb')})), ${touch}
         WHERE id = $1`,
        [e.data.userId, e.metadata.occurredAt, JSON.stringify(e.data.businessNodeIds)],
      ),
    UserMovedToNode: (e) =>
      sql(`UPDATE user_account SET business_node_ids = ${texts('$3::jsonb')}, ${touch} WHERE id = $1`, [
        e.data.userId,
        e.metadata.occurredAt,
        JSON.stringify(e.data.businessNodeIds),
      ]),
    UserMovedToPartner: (e) =>
      sql(`UPDATE user_account SET partner_id = $3, business_node_ids = ARRAY[$4], ${touch} WHERE id = $1`, [
        e.data.userId,
        e.metadata.occurredAt,
        e.data.partnerId,
        e.data.businessNodeId,
      ]),
    TotpEnabled: (e) => change(e, { totp_enabled: true }),
    TotpDisabled: (e) => change(e, { totp_enabled: false, totp_recovery_codes_left: 0 }),
    TotpRecoveryCodesIssued: (e) => change(e, { totp_recovery_codes_left: e.data.count }),
    TotpRecoveryCodeUsed: (e) => change(e, { totp_recovery_codes_left: e.data.remaining }),
    UserDeactivated: (e) => change(e, { status: 'DEACTIVATED' }),
    // Back to PENDING only while an invitation waits: a user made by single sign-on has no password, yet is active.
    UserActivated: (e) =>
      sql(
        `UPDATE user_account SET status = CASE WHEN invitation_id IS NULL THEN 'ACTIVE' ELSE 'PENDING' END, ${touch} WHERE id = $1`,
        [e.data.userId, e.metadata.occurredAt],
      ),
  }),
};
