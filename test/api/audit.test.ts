import { describe, expect, it } from 'vitest';
import { useApiTest } from '../support/api-test';
import { partnerFixture, PASSWORD } from '../support/fixtures';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'MANAGER'] });

describe('audit trail', () => {
  it('shows every event of a partner with who, what and when, newest first', async () => {
    await w.su.put(`/partners/archive/${w.acme.partnerId}`, { archived: true });
    await w.su.put(`/partners/archive/${w.acme.partnerId}`, { archived: false });
    const trail = await w.su.get(`/audit?entityType=partner&entityId=${w.acme.partnerId}`);
    expect(trail.status).toBe(200);
    expect(trail.body.map((e: { type: string }) => e.type)).toEqual([
      'PartnerUnarchived',
      'PartnerArchived',
      'PartnerCreated',
    ]);
    expect(trail.body[0]).toMatchObject({
      actor: { role: 'SUPER', email: 'super@test.local' },
      data: { partnerId: w.acme.partnerId },
    });
    expect(new Date(trail.body[0].occurredAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("shows a user's life, never the password hash", async () => {
    const manager = w.user('MANAGER');
    await w.su.post(`/users/${manager.id}/deactivate`);
    const trail = await w.su.get(`/audit?entityType=user&entityId=${manager.id}`);
    expect(trail.body.map((e: { type: string }) => e.type)).toEqual([
      'UserDeactivated',
      'InvitationAccepted',
      'UserInvited',
    ]);
    expect(trail.body[1].actor).toMatchObject({ userId: manager.id, role: 'MANAGER' });
    expect(JSON.stringify(trail.body)).not.toMatch(/passwordHash|scrypt|argon2/);
  });

  it('keeps the trail of a deleted node and of markets', async () => {
    const node = await w.su.post(`/business-nodes?partnerId=${w.acme.partnerId}`, {
      parentId: null,
      name: 'Temp',
      type: 'region',
    });
    await w.su.delete(`/business-nodes/${node.body.id}`);
    const trail = await w.su.get(`/audit?entityType=businessNode&entityId=${node.body.id}`);
    expect(trail.body.map((e: { type: string }) => e.type)).toEqual(['BusinessNodeDeleted', 'BusinessNodeCreated']);
    const market = await w.su.get(`/audit?entityType=market&entityId=${w.acme.marketId}`);
    expect(market.body.map((e: { type: string }) => e.type)).toEqual(['MarketCreated']);
  });

  it('is for the admin group, scoped to the own partner', async () => {
    const ssa = w.as('SELF_SERVICE_ADMIN');
    expect((await ssa.get(`/audit?entityType=partner&entityId=${w.acme.partnerId}`)).status).toBe(200);
    const other = await partnerFixture(w.t, w.su, []);
    expect((await ssa.get(`/audit?entityType=partner&entityId=${other.partnerId}`)).status).toBe(403);
    expect((await ssa.get(`/audit?entityType=businessNode&entityId=${other.rootNodeId}`)).status).toBe(403);
    const analyst = w.t.client();
    const invited = await w.su.post(`/business-nodes/invitations/node/${w.acme.childNodeId}`, {
      email: 'analyst-audit@acme.test',
      role: 'ANALYST',
      partnerId: w.acme.partnerId,
    });
    await analyst.post(`/invitations/${invited.body.invitationId}/accept`, { name: 'An', password: PASSWORD });
    expect((await analyst.get(`/audit?entityType=partner&entityId=${w.acme.partnerId}`)).status).toBe(403);
    expect((await w.su.get(`/audit?entityType=planet&entityId=${w.acme.partnerId}`)).status).toBe(400);
  });
});
