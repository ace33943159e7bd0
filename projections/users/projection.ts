import type { UserEvent } from '../../domain/user';
import { perEvent, sql, texts, type Projection } from '../projection';

const touch = 'updated_at = $2';

/** A stronger hash of the same password, or a new one set through a reset link. */
const newPassword = (data: { userId: string; passwordHash: string }, at: string) =>
  sql(`UPDATE user_account SET password_hash = $3, ${touch} WHERE id = $1`, [data.userId, at, data.passwordHash]);

export const usersProjection: Projection = {
  name: 'users',
  tables: ['user_account'],
  ...perEvent<UserEvent>({
    InternalUserCreated: (e) =>
      sql(
        `INSERT INTO user_account (id, email, name, role, status, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'ACTIVE', $5, $6, $6)`,
        [e.data.userId, e.data.email, e.data.name, e.data.role, e.data.passwordHash, e.metadata.occurredAt],
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
    UserUpdated: (e) =>
      sql(
        `UPDATE user_account SET name = COALESCE($3, name), role = COALESCE($4, role),
           is_concept_only = COALESCE($5, is_concept_only), ${touch} WHERE id = $1`,
        [e.data.userId, e.metadata.occurredAt, e.data.name ?? null, e.data.role ?? null, e.data.isConceptOnly ?? null],
      ),
    PasswordRehashed: (e) => newPassword(e.data, e.metadata.occurredAt),
    PasswordReset: (e) => newPassword(e.data, e.metadata.occurredAt),
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
    TotpEnabled: (e) =>
      sql(`UPDATE user_account SET totp_enabled = true, ${touch} WHERE id = $1`, [
        e.data.userId,
        e.metadata.occurredAt,
      ]),
    TotpDisabled: (e) =>
      sql(`UPDATE user_account SET totp_enabled = false, totp_recovery_codes_left = 0, ${touch} WHERE id = $1`, [
        e.data.userId,
        e.metadata.occurredAt,
      ]),
    TotpRecoveryCodesIssued: (e) =>
      sql(`UPDATE user_account SET totp_recovery_codes_left = $3, ${touch} WHERE id = $1`, [
        e.data.userId,
        e.metadata.occurredAt,
        e.data.count,
      ]),
    TotpRecoveryCodeUsed: (e) =>
      sql(`UPDATE user_account SET totp_recovery_codes_left = $3, ${touch} WHERE id = $1`, [
        e.data.userId,
        e.metadata.occurredAt,
        e.data.remaining,
      ]),
    UserDeactivated: (e) =>
      sql(`UPDATE user_account SET status = 'DEACTIVATED', ${touch} WHERE id = $1`, [
        e.data.userId,
        e.metadata.occurredAt,
      ]),
    // Back to PENDING only while an invitation waits: a user made by single sign-on has no password, yet is active.
    UserActivated: (e) =>
      sql(
        `UPDATE user_account SET status = CASE WHEN invitation_id IS NULL THEN 'ACTIVE' ELSE 'PENDING' END, ${touch} WHERE id = $1`,
        [e.data.userId, e.metadata.occurredAt],
      ),
  }),
};
