// Custom conversions over HTTP (issue 21 §3; spec 3 §2, §7): top admins and the self-service group list, create,
// change and delete their partner's conversions, choosing a floodlight activity that the partner's CM360 (the
// simulated one, through the real adapter) lists; the other roles are refused, another partner's conversion is not
// found and another partner's id refused; bad input is a 4xx that appends nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CM360_NOT_CONNECTED,
  CUSTOM_CONVERSION_NOT_FOUND,
  FLOODLIGHT_ACTIVITY_UNKNOWN,
} from '../../domain/custom-conversion';
import type { CustomConversion, FloodlightActivity } from '../../domain/custom-conversion/answers';
import { WRONG_ROLES_MESSAGE, type Role } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { LEADING_SPACE } from '../../domain/shared/validation';
import { useApiTest } from '../support/api-test';
import { connectNodeToCm360 } from '../support/cm360-connection';
import type { HttpClient } from '../support/http';
import { expectStatus } from './personalise-fixture';

const MANAGING: readonly Role[] = ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'];
const NOT_MANAGING: readonly Role[] = ['MANAGER', 'REVIEWER', 'ANALYST'];
const api = useApiTest({ roles: [...MANAGING, ...NOT_MANAGING], globex: ['SELF_SERVICE_ADMIN'] });
const NETWORK = '4301';
const ADVERTISER = '8831';
const MISSING = '0123456789abcdef01234567';
let activities: FloodlightActivity[];

const list = (client: HttpClient, query = '') => client.get(`/report/custom-conversions${query}`);
const create = (client: HttpClient, body: unknown, query = '') =>
  client.post(`/report/custom-conversions${query}`, body);
const head = () => api.t.system.deps.store.headPosition();
const conversion = (name: string, activity = activities[0]!) => ({ name, floodlightActivityId: activity.id });

beforeAll(async () => {
  const ids = { dcmNetworkId: NETWORK, dcmAdvertiserId: ADVERTISER };
  await connectNodeToCm360(api.t, api.su, api.acme.childNodeId, ids);
  activities = expectStatus(
    await api.as('SELF_SERVICE_ADMIN').get(`/google/floodlightActivities/${api.acme.partnerId}`),
    200,
  ).body as FloodlightActivity[];
});

describe('floodlight activities', () => {
  it('are the partner’s CM360 advertiser’s, listed through the adapter', () => {
    expect(activities.length).toBeGreaterThan(3);
    expect(activities.map((a) => a.name)).toContain('Purchase');
    for (const activity of activities) expect(activity).toMatchObject({ advertiserId: ADVERTISER, id: /^\d+$/ });
  });

  it('answer 409 for a partner with no CM360 connection, and are refused to others', async () => {
    const unconnected = await api.globex.users.SELF_SERVICE_ADMIN!.client.get(
      `/google/floodlightActivities/${api.globex.partnerId}`,
    );
    expect(unconnected.status).toBe(409);
    expect(unconnected.body.message).toBe(CM360_NOT_CONNECTED);
    const theirs = await api.globex.users.SELF_SERVICE_ADMIN!.client.get(
      `/google/floodlightActivities/${api.acme.partnerId}`,
    );
    expect(theirs.status).toBe(403);
    const analyst = await api.as('ANALYST').get(`/google/floodlightActivities/${api.acme.partnerId}`);
    expect(analyst.status).toBe(403);
    expect(analyst.body.message).toBe(WRONG_ROLES_MESSAGE);
    expect((await api.su.get(`/google/floodlightActivities/${api.acme.partnerId}`)).status).toBe(200);
  });
});

describe('custom conversions', () => {
  it('a self-service admin creates, lists, changes and deletes one', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    const [purchase, signUp] = [activities.find((a) => a.name === 'Purchase')!, activities[1]!];
    const made = expectStatus(await create(admin, conversion('Online sales', purchase)), 201).body as CustomConversion;
    expect(made).toMatchObject({
      _id: made.id,
      partnerId: api.acme.partnerId,
      name: 'Online sales',
      floodlightActivityId: purchase.id,
      floodlightActivityName: 'Purchase',
      advertiserId: ADVERTISER,
      createdBy: api.user('SELF_SERVICE_ADMIN').id,
    });
    expect(made.metrics.map((m) => m.title)).toContain('Online sales Total Conversions');

    const listed = expectStatus(await list(admin, `?range=${encodeURIComponent('[0,9]')}`), 200);
    expect(listed.body.map((c: CustomConversion) => c.id)).toContain(made.id);
    expect(listed.headers.get('content-range')).toMatch(/^custom-conversions 0-\d+\/\d+$/);

    const changed = expectStatus(
      await admin.put(`/report/custom-conversion/${made.id}`, conversion('Sign-ups', signUp)),
      200,
    ).body as CustomConversion;
    expect(changed).toMatchObject({ id: made.id, name: 'Sign-ups', floodlightActivityName: signUp.name });

    expect(expectStatus(await admin.delete(`/report/custom-conversion/${made.id}`), 200).body).toEqual({ id: made.id });
    const again = await admin.delete(`/report/custom-conversion/${made.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(CUSTOM_CONVERSION_NOT_FOUND);
    expect((await list(admin)).body.map((c: CustomConversion) => c.id)).not.toContain(made.id);
  });

  it.each(MANAGING)('%s manages its partner’s conversions', async (role) => {
    const client = api.as(role);
    const made = expectStatus(await create(client, conversion(`${role} conversion`)), 201).body as CustomConversion;
    expect((await list(client)).body.map((c: CustomConversion) => c.id)).toContain(made.id);
    expect((await client.put(`/report/custom-conversion/${made.id}`, conversion(`${role} renamed`))).status).toBe(200);
    expect((await client.delete(`/report/custom-conversion/${made.id}`)).status).toBe(200);
  });

  it.each(NOT_MANAGING)('%s is refused every call', async (role) => {
    const client = api.as(role);
    const before = await head();
    for (const answer of [
      await list(client),
      await create(client, conversion(`${role} conversion`)),
      await client.put(`/report/custom-conversion/${MISSING}`, conversion('x')),
      await client.delete(`/report/custom-conversion/${MISSING}`),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(WRONG_ROLES_MESSAGE);
    }
    expect(await head()).toBe(before);
  });

  it('a top admin names the partner; another partner neither sees nor changes acme’s', async () => {
    expect((await list(api.su)).status).toBe(400);
    const made = expectStatus(await create(api.su, conversion('By the super'), `?partnerId=${api.acme.partnerId}`), 201)
      .body as CustomConversion;
    expect(made.partnerId).toBe(api.acme.partnerId);
    const globex = api.globex.users.SELF_SERVICE_ADMIN!.client;
    expect((await list(globex)).body).toEqual([]);
    expect((await list(globex, `?partnerId=${api.acme.partnerId}`)).status).toBe(403);
    const before = await head();
    const put = await globex.put(`/report/custom-conversion/${made.id}`, conversion('Taken over'));
    expect(put.status).toBe(404);
    expect(put.body.message).toBe(CUSTOM_CONVERSION_NOT_FOUND);
    const deleted = await globex.delete(`/report/custom-conversion/${made.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body.message).toBe(CUSTOM_CONVERSION_NOT_FOUND);
    expect((await create(globex, conversion('Theirs'), `?partnerId=${api.acme.partnerId}`)).status).toBe(403);
    expect(await head()).toBe(before);
    expect((await api.su.delete(`/report/custom-conversion/${made.id}?partnerId=${api.acme.partnerId}`)).status).toBe(
      200,
    );
  });

  it('refuses bad input with the spec’s words and writes nothing', async () => {
    const admin = api.as('SELF_SERVICE_ADMIN');
    expectStatus(await create(admin, conversion('Taken name')), 201);
    const before = await head();
    const refusals: [unknown, number, string | RegExp][] = [
      [conversion(' Leading'), 400, LEADING_SPACE],
      [conversion('taken NAME'), 409, MESSAGES.alreadyExist],
      [{ name: 'Unknown activity', floodlightActivityId: '999' }, 422, FLOODLIGHT_ACTIVITY_UNKNOWN],
      [{ name: 'No activity' }, 400, /floodlightActivityId/],
      [{ ...conversion('Extra'), extra: true }, 400, /extra/],
      [{ name: 'Letters', floodlightActivityId: 'abc' }, 400, /floodlightActivityId/],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await create(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect((await admin.put(`/report/custom-conversion/${MISSING}`, conversion('Missing'))).status).toBe(404);
    expect(await head()).toBe(before);
  });
});
