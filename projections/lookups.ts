// The read-side answers commands need (commands/lookups.ts describes them).
import type pg from 'pg';
import type { MigrationKind } from '../domain/business-tree/migration';
import { nodeHasUsers, nodePartner, userReach } from './business-tree/queries';
import { subscriberCandidates } from './business-tree/subscribers';
import { idsOnNode, migrationOnSource } from './business-tree/migration';
import {
  campaignNameTaken,
  campaignRef,
  campaignPersonaliseTrees,
  personaliseTree,
  templateInUse,
  templateVersionFacts,
} from './campaigns/queries';
import { campaignHasSelectedAssets } from './personalise/queries';
import { conceptNameTaken, conceptRef } from './concepts/queries';
import { partnerNameTaken } from './partners/queries';
import { templateRef } from './templates/queries';
import { ssoDomainsTaken } from './sso-configs/queries';
import { picturedFingerprints, runningRenderRequests, variationRender } from './screenshots/queries';

/** The advisory lock key of changes that could remove a super user (any fixed number no other lock uses). */
const SUPER_USER_CHANGES_LOCK = 7_311_001;

/** `work` under a session-level advisory lock; a connection lost meanwhile releases it with the session. */
async function inTurn<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection whose lock or unlock failed is not given back to the pool: it may still hold the lock.
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]).catch((error: Error) => {
      throw (broken = error);
    });
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((error: Error) => (broken = error));
    }
  } finally {
    client.release(broken);
  }
}

export function createLookups(pool: pg.Pool) {
  const one = async <T>(sql: string, params: unknown[]): Promise<T | null> =>
    (await pool.query(sql, params)).rows[0] ?? null;
  return {
    partnerNameTaken: (name: string, exceptId?: string) => partnerNameTaken(pool, name, exceptId),
    partnerExists: async (partnerId: string) =>
      (await one('SELECT 1 FROM partner_list WHERE id = $1', [partnerId])) !== null,
    cloudStorageInUse: async (storageId: string) =>
      (await one('SELECT 1 FROM node_cloud_storage WHERE storage_id = $1 LIMIT 1', [storageId])) !== null,
    emailTaken: async (email: string) =>
      (await one('SELECT 1 FROM user_account WHERE lower(email) = lower($1)', [email])) !== null,
    otherActiveSuperUserIds: async (userId: string) =>
      (
        await pool.query<{ id: string }>(
          "SELECT id FROM user_account WHERE role = 'SUPER' AND status = 'ACTIVE' AND id <> $1",
          [userId],
        )
      ).rows.map((r) => r.id),
    inTurnWithSuperUserChanges: <T>(work: () => Promise<T>) => inTurn(pool, SUPER_USER_CHANGES_LOCK, work),
    user: (userId: string) =>
      one<{
        id: string;
        partnerId: string | null;
        role: string;
        status: string;
        name: string | null;
        email: string;
        isConceptOnly: boolean;
      }>(
        'SELECT id, partner_id AS "partnerId", role, status, name, email, is_concept_only AS "isConceptOnly" FROM user_account WHERE id = $1',
        [userId],
      ),
    userIdByInvitation: async (invitationId: string) =>
      (await one<{ id: string }>('SELECT id FROM user_account WHERE invitation_id = $1', [invitationId]))?.id ?? null,
    nodeHasUsers: (nodeId: string) => nodeHasUsers(pool, nodeId),
    nodePartner: (nodeId: string) => nodePartner(pool, nodeId),
    ssoDomainsTaken: (domains: string[], exceptConfigId?: string) => ssoDomainsTaken(pool, domains, exceptConfigId),
    asset: (assetId: string) =>
      one<{
        id: string;
        partnerId: string;
        uploadedBy: string;
        businessNodes: string[];
        name: string;
        kind: string | null;
        format: string;
        location: string | null;
        thumbLocation: string | null;
      }>(
        `SELECT id, partner_id AS "partnerId", uploaded_by AS "uploadedBy", business_node_ids AS "businessNodes", name, kind, format, location,
           thumb_location AS "thumbLocation" FROM asset_library WHERE id = $1`,
        [assetId],
      ),
    foreignAssets: async (partnerId: string, assetIds: string[]) =>
      (
        await pool.query<{ id: string }>('SELECT id FROM asset_library WHERE id = ANY($2) AND partner_id <> $1', [
          partnerId,
          assetIds,
        ])
      ).rows.map((r) => r.id),
    partnerNodes: async (partnerId: string, nodeIds: string[]) =>
      (
        await pool.query<{ id: string }>('SELECT id FROM business_node WHERE partner_id = $1 AND id = ANY($2)', [
          partnerId,
          nodeIds,
        ])
      ).rows.map((r) => r.id),
    userReach: (userId: string) => userReach(pool, userId),
    subscriberCandidates: (nodeId: string, userIds: string[]) => subscriberCandidates(pool, nodeId, userIds),
    migrationOnSource: (sourceId: string, targetId: string) => migrationOnSource(pool, sourceId, targetId),
    idsOnNode: (kind: MigrationKind, nodeId: string) => idsOnNode(pool, kind, nodeId),
    marketPartner: async (marketId: string) =>
      (await one<{ partner_id: string }>('SELECT partner_id FROM market WHERE id = $1', [marketId]))?.partner_id ??
      null,
    conceptNameTaken: (partnerId: string, name: string, exceptId?: string) =>
      conceptNameTaken(pool, partnerId, name, exceptId),
    concept: (conceptId: string) => conceptRef(pool, conceptId),
    template: (templateId: string) => templateRef(pool, templateId),
    storyboardConcept: async (storyboardId: string) =>
      (await one<{ concept_id: string }>('SELECT concept_id FROM storyboard WHERE id = $1', [storyboardId]))
        ?.concept_id ?? null,
    variantCampaign: async (variantId: string) =>
      (await one<{ campaign_id: string }>('SELECT campaign_id FROM variant WHERE id = $1', [variantId]))?.campaign_id ??
      null,
    templateInUse: (templateId: string) => templateInUse(pool, templateId),
    conceptStatus: (conceptId: string) =>
      one<{ status: string; archived: boolean }>('SELECT status, archived FROM concept_list WHERE id = $1', [
        conceptId,
      ]),
    campaign: (campaignId: string) => campaignRef(pool, campaignId),
    campaignNameTaken: (partnerId: string, name: string, exceptId?: string) =>
      campaignNameTaken(pool, partnerId, name, exceptId),
    personaliseTree: (treeId: string) => personaliseTree(pool, treeId),
    campaignHasSelectedAssets: (campaignId: string) => campaignHasSelectedAssets(pool, campaignId),
    templateVersions: (templateIds: string[]) => templateVersionFacts(pool, templateIds),
    campaignTreeIds: async (campaignId: string) =>
      (
        await pool.query<{ id: string }>('SELECT id FROM personalise_tree WHERE campaign_id = $1 ORDER BY sort, id', [
          campaignId,
        ])
      ).rows.map((r) => r.id),
    campaignTrees: (campaignId: string) => campaignPersonaliseTrees(pool, campaignId),
    variation: (formatId: string) =>
      one<{ formatId: string; variantId: string; treeId: string; campaignId: string }>(
        `SELECT f.id AS "formatId", f.variant_id AS "variantId", f.tree_id AS "treeId", v.campaign_id AS "campaignId"
         FROM variant_format f JOIN variant v ON v.id = f.variant_id WHERE f.id = $1`,
        [formatId],
      ),
    picturedFingerprints: (fingerprints: readonly string[]) => picturedFingerprints(pool, fingerprints),
    variationRender: (formatId: string) => variationRender(pool, formatId),
    runningRenderRequests: async (campaignId: string) =>
      (await runningRenderRequests(pool, campaignId)).map((r) => r.requestId),
  };
}
