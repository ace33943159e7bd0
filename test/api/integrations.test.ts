// A business node's integrations (issue 20 §1): ids per platform, tokens connected through the simulated Google and
// Meta OAuth far ends and judged by them, the resets, the available channels, who may do what, and secrets that never
// reach an event, a read model row or an answer in clear.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { useApiTest } from '../support/api-test';
import { connectByOAuth, grantAt } from '../support/oauth';
import type { TokenProperty } from '../../domain/integration/properties';

const api = useApiTest({
  roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST'],
  globex: ['SELF_SERVICE_ADMIN'],
});

const publishing = (nodeId: string) => `/business-nodes/${nodeId}/publishing`;
const eventsHead = async () => (await api.t.system.deps.store.headPosition()) ?? 0;

/** The secrets the node's tokens hold, opened from the read model with the product's own store. */
async function clearSecrets(nodeId: string): Promise<string[]> {
  const { rows } = await api.t.system.deps.pool.query<{ tokens: Record<string, { sealed: never }> }>(
    'SELECT tokens FROM node_integration WHERE node_id = $1',
    [nodeId],
  );
  const tokens = rows[0]?.tokens ?? {};
  const secrets = await Promise.all(
    Object.entries(tokens).map(([token, { sealed }]) => api.t.system.deps.secrets.open(nodeId, token, sealed)),
  );
  return secrets.flatMap((secret) =>
    Object.values(JSON.parse(secret) as Record<string, unknown>).filter((v): v is string => typeof v === 'string'),
  );
}

describe('ids per platform', () => {
  it('are set, cleared and answered per platform; the node has no tokens yet', async () => {
    const nodeId = api.acme.childNodeId;
    const admin = api.as('SELF_SERVICE_ADMIN');
    const put = await admin.put(publishing(nodeId), {
      publishing: {
        gads: { gadsCustomerAccountId: '123-456-7890' },
        google: { dcmAdvertiserId: '4711', dcmNetworkId: '815' },
        facebook: { facebookAdAccountId: 'act_1234', facebookPageId: '99', instagramAccountId: '' },
      },
      partnerId: api.acme.partnerId,
    });
    expect(put.status).toBe(200);
    expect(put.body.publishing.gads).toEqual({
      gadsCustomerAccountId: '123-456-7890',
      gadsToken: { present: false, connectedAt: null, validity: null, unchecked: null },
    });
    expect(put.body.publishing.google).toEqual({ dcmAdvertiserId: '4711', dcmNetworkId: '815' });
    expect(put.body.publishing.facebook.instagramAccountId).toBeNull();
    expect(put.body.simulated).toBe(true);
    const cleared = await admin.put(publishing(nodeId), { publishing: { google: { dcmNetworkId: null } } });
    expect(cleared.body.publishing.google).toEqual({ dcmAdvertiserId: '4711', dcmNetworkId: null });
    expect((await admin.get(publishing(nodeId))).body).toEqual(cleared.body);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const nodeId = api.acme.rootNodeId;
    const before = await eventsHead();
    const cases: [unknown, number, string][] = [
      [{ publishing: { gads: { gadsCustomerAccountId: '12345' } } }, 400, 'revise your customer ID'],
      [{ publishing: { google: { dcmAdvertiserId: 'abc' } } }, 400, 'advertiser ID is a number'],
      [{ publishing: { gads: { gadsToken: 'smuggled' } } }, 400, 'gadsToken'],
      [{ publishing: { youtube: {} } }, 400, 'youtube'],
      [{ publishing: {}, partnerId: api.globex.partnerId }, 403, 'Access denied'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await admin.put(publishing(nodeId), body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(reply.body.message).toContain(message);
    }
    expect(await eventsHead()).toBe(before);
  });
});

describe('OAuth connections', () => {
  const connectAll = async (nodeId: string) => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    await admin.put(publishing(nodeId), {
      publishing: { dv360: { dv360AdvertiserId: '321' }, facebook: { facebookAdAccountId: '1', facebookPageId: '2' } },
    });
    for (const token of ['gadsToken', 'dv360Token', 'youtubeToken', 'facebookToken'] as TokenProperty[]) {
      const reply = await connectByOAuth(admin, nodeId, token);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    return (await admin.get(publishing(nodeId))).body;
  };

  it('connect Google and Meta tokens that their far ends judge VALID, and never answer a token', async () => {
    const nodeId = api.acme.childNodeId;
    const answer = await connectAll(nodeId);
    expect(answer.publishing.gads.gadsToken).toMatchObject({ present: true, validity: 'VALID' });
    expect(answer.publishing.dv360.dv360Token).toMatchObject({ present: true, validity: 'VALID' });
    expect(answer.publishing.youtube.youtubeToken).toMatchObject({ present: true, validity: 'VALID' });
    expect(answer.publishing.facebook.facebookToken).toMatchObject({ present: true, validity: 'VALID' });
    const secrets = await clearSecrets(nodeId);
    expect(secrets.some((s) => s.startsWith('ya29.sim-'))).toBe(true);
    expect(secrets.some((s) => s.startsWith('EAAsim'))).toBe(true);
    const { rows } = await api.t.system.deps.pool.query<{ raw: string }>(
      `SELECT data::text || metadata::text AS raw FROM es_event WHERE stream_id = $1`,
      [`NodeIntegrations-${nodeId}`],
    );
    expect(rows.length).toBeGreaterThan(0);
    const readModel = await api.t.system.deps.pool.query<{ raw: string }>(
      `SELECT row_to_json(n)::text AS raw FROM node_integration n WHERE node_id = $1`,
      [nodeId],
    );
    for (const secret of secrets) {
      for (const row of [...rows, ...readModel.rows]) expect(row.raw).not.toContain(secret);
      expect(JSON.stringify(answer)).not.toContain(secret);
    }
  });

  it('answers EXPIRED once the far ends ended the grants, and the resets remove the tokens', async () => {
    const nodeId = api.acme.rootNodeId;
    await connectAll(nodeId);
    const { google, meta } = api.t.system.deps.oauth.simulated!;
    await fetch(`${google}/__simulated/revoke-all`, { method: 'POST' });
    await fetch(`${meta}/__simulated/expire-all`, { method: 'POST' });
    const admin = api.as('SELF_SERVICE_ADMIN');
    const expired = (await admin.get(publishing(nodeId))).body.publishing;
    expect(expired.gads.gadsToken.validity).toBe('EXPIRED');
    expect(expired.facebook.facebookToken.validity).toBe('EXPIRED');
    expect((await admin.delete(`/google-ads/oauth/reset/${nodeId}`)).body.publishing.gads.gadsToken.present).toBe(
      false,
    );
    expect((await admin.delete(`/dv360/oauth/reset/${nodeId}`)).body.publishing.dv360.dv360Token.present).toBe(false);
    const youtube = await admin.delete(`${publishing(nodeId)}/youtubeToken`);
    expect(youtube.body.publishing.youtube.youtubeToken.present).toBe(false);
    // A reset of what is gone appends nothing.
    const head = await eventsHead();
    expect((await admin.delete(`/dv360/oauth/reset/${nodeId}`)).status).toBe(200);
    expect(await eventsHead()).toBe(head);
  });

  it('refuses a forged or foreign state and a code the far end refuses, writing nothing', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const nodeId = api.acme.childNodeId;
    const before = await eventsHead();
    const forged = await admin.post('/oauth/google/callback', { code: 'x', state: 'not-sealed-by-us' });
    expect(forged.status).toBe(409);
    const started = await admin.post(`${publishing(nodeId)}/gadsToken/oauth`);
    const back = await grantAt(started.body.authorizeUrl);
    const state = back.searchParams.get('state');
    // Another admin of the partner cannot finish this admin's connection, nor Meta take Google's state.
    const other = await api.t.superClient();
    expect((await other.post('/oauth/google/callback', { code: back.searchParams.get('code'), state })).status).toBe(
      409,
    );
    expect((await admin.post('/oauth/meta/callback', { code: back.searchParams.get('code'), state })).status).toBe(409);
    const wrongCode = await admin.post('/oauth/google/callback', { code: '4/not-issued', state });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.message).toBe('Google refused the authorisation: Bad Request');
    expect(await eventsHead()).toBe(before);
  });
});

describe('available channels', () => {
  it('are those of the connected platforms, read by every role of the partner', async () => {
    const nodeId = api.acme.childNodeId;
    const channels = await api.as('ANALYST').get(`/business-nodes/${nodeId}/available-channels`);
    expect(channels.status).toBe(200);
    // The first tests left this node with Google Ads, Meta, YouTube and DV360 connected and Campaign Manager's
    // network id cleared.
    expect(channels.body).toEqual({ facebook: ['social'], youtube: ['video'], gads: ['display'], dv360: ['video'] });
    const fresh = await api.su.post(`/business-nodes?partnerId=${api.acme.partnerId}`, {
      parentId: null,
      name: `Fresh ${Date.now()}`,
      type: 'market',
    });
    expect((await api.as('MANAGER').get(`/business-nodes/${fresh.body.id}/available-channels`)).body).toEqual({});
  });
});

describe('who may', () => {
  const denied: Role[] = ['SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST'];

  it('lets only the admin group administer integrations, and only of its own partner', async () => {
    const nodeId = api.acme.childNodeId;
    const before = await eventsHead();
    for (const role of denied) {
      const client = api.as(role);
      for (const reply of [
        await client.get(publishing(nodeId)),
        await client.put(publishing(nodeId), { publishing: {} }),
        await client.delete(`${publishing(nodeId)}/youtubeToken`),
        await client.delete(`/google-ads/oauth/reset/${nodeId}`),
        await client.delete(`/dv360/oauth/reset/${nodeId}`),
        await client.post(`${publishing(nodeId)}/gadsToken/oauth`),
      ]) {
        expect(reply.status, role).toBe(403);
        expect(reply.body.message).toBe('Wrong user roles');
      }
    }
    const foreign = api.globex.users.SELF_SERVICE_ADMIN!.client;
    for (const reply of [
      await foreign.get(publishing(nodeId)),
      await foreign.put(publishing(nodeId), { publishing: { google: { dcmAdvertiserId: '1' } } }),
      await foreign.delete(`/google-ads/oauth/reset/${nodeId}`),
      await foreign.post(`${publishing(nodeId)}/youtubeToken/oauth`),
      await foreign.get(`/business-nodes/${nodeId}/available-channels`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('Access to the Business Node denied');
    }
    expect((await api.su.get(publishing('0123456789abcdef01234567'))).status).toBe(404);
    expect(await eventsHead()).toBe(before);
  });
});
