import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { partnerFixture, PASSWORD, type PartnerFixture } from '../support/fixtures';
import type { HttpClient } from '../support/http';

let t: TestApp;
let su: HttpClient;
let acme: PartnerFixture;

beforeAll(async () => {
  t = await startTestApp();
  su = await t.superClient();
  acme = await partnerFixture(t, su, ['SELF_SERVICE_ADMIN', 'MANAGER']);
});
afterAll(() => t?.close());

describe('audit trail', () => {
  it('shows every event of a partner with who, what and when, newest first', async () => {
    await su.put(`/partners/archive/${acme.partnerId}`, { archived: true });
    await su.put(`/partners/archive/${acme.partnerId}`, { archived: false });
    const trail = await su.get(`/audit?entityType=partner&entityId=${acme.partnerId}`);
    expect(trail.status).toBe(200);
    expect(trail.body.map((e: { type: string }) => e.type)).toEqual([
      'PartnerUnarchived',
      'PartnerArchived',
      'PartnerCreated',
    ]);
    expect(trail.body[0]).toMatchObject({
      actor: { role: 'SUPER', email: 'super@test.local' },
      data: { partnerId: acme.partnerId },
    });
    expect(new Date(trail.body[0].occurredAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("shows a user's life, never the password hash", async () => {
    const manager = acme.users.MANAGER!;
    await su.post(`/users/${manager.id}/deactivate`);
    const trail = await su.get(`/audit?entityType=user&entityId=${manager.id}`);
    expect(trail.body.map((e: { type: string }) => e.type)).toEqual([
      'UserDeactivated',
      'InvitationAccepted',
      'UserInvited',
    ]);
    expect(trail.body[1].actor).toMatchObject({ userId: manager.id, role: 'MANAGER' });
    expect(JSON.stringify(trail.body)).not.toMatch(/passwordHash|scrypt|argon2/);
  });

  it('keeps the trail of a deleted node and of markets', async () => {
    const node = await su.post(`/business-nodes?partnerId=${acme.partnerId}`, {
      parentId: null,
      name: 'Temp',
      type: 'region',
    });
    await su.delete(`/business-nodes/${node.body.id}`);
    const trail = await su.get(`/audit?entityType=businessNode&entityId=${node.body.id}`);
    expect(trail.body.map((e: { type: string }) => e.type)).toEqual(['BusinessNodeDeleted', 'BusinessNodeCreated']);
    const market = await su.get(`/audit?entityType=market&entityId=${acme.marketId}`);
    expect(market.body.map((e: { type: string }) => e.type)).toEqual(['MarketCreated']);
  });

  it('is for the admin group, scoped to the own partner', async () => {
    const ssa = acme.users.SELF_SERVICE_ADMIN!.client;
    expect((await ssa.get(`/audit?entityType=partner&entityId=${acme.partnerId}`)).status).toBe(200);
    const other = await partnerFixture(t, su, []);
    expect((await ssa.get(`/audit?entityType=partner&entityId=${other.partnerId}`)).status).toBe(403);
    expect((await ssa.get(`/audit?entityType=businessNode&entityId=${other.rootNodeId}`)).status).toBe(403);
    const analyst = t.client();
    const invited = await su.post(`/business-nodes/invitations/node/${acme.childNodeId}`, {
      email: 'analyst-audit@acme.test',
      role: 'ANALYST',
      partnerId: acme.partnerId,
    });
    await analyst.post(`/invitations/${invited.body.invitationId}/accept`, { name: 'An', password: PASSWORD });
    expect((await analyst.get(`/audit?entityType=partner&entityId=${acme.partnerId}`)).status).toBe(403);
    expect((await su.get(`/audit?entityType=planet&entityId=${acme.partnerId}`)).status).toBe(400);
  });
});
