// Concept-only users see only the concepts area unless they are top admins (spec 1 §1, §6): every campaign route the
// served OpenAPI document lists answers them 403, whatever their role, and so do the calls that name a campaign in
// the body or query (the older comment calls, mentions); the live channel does not carry them a campaign's messages.
// A user of the same role who is not concept-only is let through the same calls.
import { beforeAll, describe, expect, it } from 'vitest';
import { CONCEPTS_ONLY_MESSAGE } from '../../domain/roles';
import { inviteAndAccept } from '../support/fixtures';
import type { HttpClient, Reply } from '../support/http';
import { liveSocket } from '../support/uploads';
import { expectStatus, patch, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld({ roles: ['SELF_SERVICE_ADMIN', 'REVIEWER'] });
let conceptId: string;
/** Concept-only users of the campaign's node: the reviewer of the issue, and the strongest partner role. */
let only: { REVIEWER: HttpClient; SELF_SERVICE_ADMIN: HttpClient };
let operations: { method: string; path: string }[];

beforeAll(async () => {
  const conceptOnly = async (role: 'REVIEWER' | 'SELF_SERVICE_ADMIN') =>
    (await inviteAndAccept(w.t, w.su, w.acme.partnerId, w.acme.childNodeId, role, { isConceptOnly: true })).client;
  only = { REVIEWER: await conceptOnly('REVIEWER'), SELF_SERVICE_ADMIN: await conceptOnly('SELF_SERVICE_ADMIN') };
  conceptId = expectStatus(await w.su.get(`/campaigns/${w.campaignId}`), 200).body.conceptId;
  const doc = (await fetch(`${w.t.baseUrl}/api/docs/json`).then((r) => r.json())) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => /^\/api\/v1\/campaigns([/.]|$)/.test(path))
    .flatMap(([path, byMethod]) => Object.keys(byMethod).map((method) => ({ method: method.toUpperCase(), path })));
}, 240_000);

/** The operation's path with the campaign's own ids in it (any id does: the gate answers before the handler). */
const concrete = (path: string) =>
  path
    .replace('/api/v1', '')
    .replace('{id}', w.campaignId)
    .replace('{treeId}', w.google)
    .replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
const call = (client: HttpClient, op: { method: string; path: string }) =>
  client.request(op.method, concrete(op.path), ['GET', 'DELETE'].includes(op.method) ? undefined : {});
const refusedAsConceptOnly = (reply: Reply) => reply.status === 403 && reply.body?.message === CONCEPTS_ONLY_MESSAGE;

describe('a concept-only user', () => {
  it('gets 403 on every campaign route of the OpenAPI document', async () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const op of operations) {
      const asAdmin = await call(only.SELF_SERVICE_ADMIN, op);
      expect([asAdmin.status, asAdmin.body?.message], `${op.method} ${op.path}`).toEqual([403, CONCEPTS_ONLY_MESSAGE]);
      expect((await call(only.REVIEWER, op)).status, `${op.method} ${op.path} as a concept-only reviewer`).toBe(403);
      // The same role without the flag is not refused for it (reads only: the writes would change the campaign).
      if (op.method === 'GET')
        expect(
          refusedAsConceptOnly(await call(w.as('SELF_SERVICE_ADMIN'), op)),
          `${op.method} ${op.path} as a self-service admin`,
        ).toBe(false);
    }
  });

  it('gets what the issue saw answered 200 refused, and no interim approval is recorded', async () => {
    const C = `/campaigns/${w.campaignId}`;
    for (const path of [
      '/campaigns',
      C,
      `${C}/personalize/trees`,
      `${C}/creatives?treeId=${w.google}`,
      `${C}/approval-trail`,
      `${C}/comments/list`,
    ]) {
      expect((await w.as('REVIEWER').get(path)).status, path).toBe(200);
      const reply = await only.REVIEWER.get(path);
      expect([reply.status, reply.body.message], path).toEqual([403, CONCEPTS_ONLY_MESSAGE]);
    }
    const head = await w.t.system.deps.store.headPosition();
    const approval = await patch(only.REVIEWER, `${C}/creatives/approvals`, {
      treeId: w.google,
      approvals: [],
      rejections: [],
      final: false,
    });
    expect([approval.status, approval.body.message]).toEqual([403, CONCEPTS_ONLY_MESSAGE]);
    expect(await w.t.system.deps.store.headPosition()).toBe(head);
  });

  it('is refused a campaign named in the body or query, and keeps the concepts area', async () => {
    const client = only.SELF_SERVICE_ADMIN;
    const refusals = [
      await client.post('/comments', {
        text: 'Hello',
        campaignId: w.campaignId,
        commentedEntityId: w.campaignId,
        commentedEntityType: 'campaign',
      }),
      await client.get(`/comments/topic/0123456789abcdef01234567?campaignId=${w.campaignId}`),
      await client.get(`/users/mentions?campaignId=${w.campaignId}`),
    ];
    for (const reply of refusals) expect([reply.status, reply.body.message]).toEqual([403, CONCEPTS_ONLY_MESSAGE]);
    expectStatus(await client.get(`/assets/concepts/${conceptId}`), 200);
    expectStatus(await client.get(`/users/mentions?conceptId=${conceptId}`), 200);
  });

  it("hears a concept's comments on the live channel, never a campaign's", async () => {
    const mine = liveSocket(w.t, only.REVIEWER, 'concept-only');
    const reader = liveSocket(w.t, w.as('REVIEWER'), 'campaign-reader');
    await Promise.all([mine.opened, reader.opened]);
    await Promise.all([mine.next((m) => m.type === 'ready'), reader.next((m) => m.type === 'ready')]);
    const admin = w.as('SELF_SERVICE_ADMIN');
    const onCampaign = expectStatus(
      await admin.post(`/campaigns/${w.campaignId}/new-comments/new`, {
        text: 'On the campaign',
        commentedEntityId: w.campaignId,
        commentedEntityType: 'campaign',
        commentedEntityName: 'Summer',
      }),
      201,
    ).body;
    await reader.next((m) => m.type === 'comments' && m.payload?.commentId === onCampaign._id);
    const onConcept = expectStatus(
      await admin.post(`/concepts/${conceptId}/comments`, {
        text: 'On the concept',
        commentedEntityId: conceptId,
        commentedEntityType: 'storyboards',
      }),
      201,
    ).body;
    await mine.next((m) => m.type === 'comments' && m.payload?.commentId === onConcept._id);
    // Each broadcast waits on its own scope check: give the campaign's, sent first, time to arrive had it been let
    // through.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mine.messages.filter((m) => m.campaignId !== undefined)).toEqual([]);
    mine.close();
    reader.close();
  });
});
