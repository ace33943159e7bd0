// Campaigns over HTTP (spec 2 §3, §4 "Campaign", §7 "Campaigns"; spec 3 §8, §9): creation from a ready concept with
// its trees and types, the name check, every refusal with the spec's message and nothing appended, settings (basic
// and advanced), the qa flag, archive, restore, delete, pending operations, and the lookups other commands use.
import { beforeAll, describe, expect, it } from 'vitest';
import { isoDateIn } from '../../domain/shared/dates';
import { pendingOperationsOf } from '../../commands/pending-operations';
import {
  CAMPAIGN_NOT_FOUND,
  CONCEPT_NOT_READY,
  FLIGHT_DATES_IN_PAST,
  FLIGHT_END_BEFORE_START,
  NO_TREE_FOR_PLATFORMS,
  TEMPLATE_ARCHIVED,
  TEMPLATES_NOT_PROVIDED,
} from '../../domain/campaign';
import { WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { useApiTest } from '../support/api-test';
import { dayFromToday, readyConcept, type ReadyConcept } from '../support/campaigns';
import { addNode, conceptBrief, createConcept } from '../support/fixtures';
import type { HttpClient } from '../support/http';

const w = useApiTest({ roles: ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'MANAGER', 'REVIEWER', 'ANALYST'] });

let concept: ReadyConcept;
const head = () => w.t.system.deps.store.headPosition();
const patch = (client: HttpClient, path: string, body?: unknown) => client.request('PATCH', path, body);

const newCampaign = (fields: Record<string, unknown> = {}) => ({
  conceptId: concept.conceptId,
  name: 'Summer',
  businessNodes: [w.acme.childNodeId],
  platforms: ['google', 'facebook'],
  templateIds: [concept.templates.banner, concept.templates.feed],
  flightStart: dayFromToday(0),
  flightEnd: dayFromToday(30),
  ...fields,
});
async function create(client: HttpClient, fields: Record<string, unknown> = {}): Promise<string> {
  const reply = await client.post('/campaigns', newCampaign(fields));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id;
}
/** The command is refused with this status and message, and appends nothing. */
async function refused(run: () => Promise<{ status: number; body: any }>, status: number, message: string) {
  const before = await head();
  const reply = await run();
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.message).toBe(message);
  expect(await head()).toBe(before);
}

beforeAll(async () => {
  concept = await readyConcept(w.su, 'Summer concept', [w.acme.childNodeId], w.acme.partnerId);
}, 120_000);

describe('POST /campaigns', () => {
  let id: string;
  beforeAll(async () => {
    id = await create(w.as('SELF_SERVICE_ADMIN'));
  });

  it('creates the campaign with one tree per platform and channel, its types, and answers it from the read model', async () => {
    const reply = await w.as('SELF_SERVICE_ADMIN').get(`/campaigns/${id}?partnerId=${w.acme.partnerId}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      id,
      _id: id,
      name: 'Summer',
      partnerId: w.acme.partnerId,
      conceptId: concept.conceptId,
      conceptName: 'Summer concept',
      businessNodes: [w.acme.childNodeId],
      platforms: ['google', 'facebook'],
      status: 'draft',
      archived: false,
      locked: false,
      flightStart: dayFromToday(0),
      flightEnd: dayFromToday(30),
      personalizationType: 'DECISION_TREE',
      deliveryTypes: { google: 'NON_TRAFFICKED', facebook: 'FACEBOOK_DIRECT' },
      templateIds: [concept.templates.banner, concept.templates.feed],
      activeVariants: 0,
      totalVariants: 0,
      createdBy: w.user('SELF_SERVICE_ADMIN').id,
    });
    expect(reply.body.trees.map((tree: { platform: string; format: string }) => [tree.platform, tree.format])).toEqual([
      ['google', 'display'],
      ['facebook', 'social'],
    ]);
    expect(reply.body.templates).toEqual([
      {
        templateId: concept.templates.banner,
        name: '300x250-Banner',
        size: '300x250',
        version: 1,
        kind: 'html',
        suitableChannels: ['display'],
      },
      {
        templateId: concept.templates.feed,
        name: '1080x1080-Feed',
        size: '1080x1080',
        version: 1,
        kind: 'html',
        suitableChannels: ['social'],
      },
    ]);
  });

  it('gives commands the tree definitions and the templates in use', async () => {
    const { trees } = (await w.su.get(`/campaigns/${id}`)).body as { trees: { id: string }[] };
    const tree = await w.t.system.deps.lookups.personaliseTree(trees[0]!.id);
    expect(tree).toMatchObject({
      treeId: trees[0]!.id,
      campaignId: id,
      partnerId: w.acme.partnerId,
      platform: 'google',
      format: 'display',
    });
    expect(tree!.templates.map((template) => [template.templateId, template.dynamicFields.map((f) => f.name)])).toEqual(
      [[concept.templates.banner, ['headline', 'hero']]],
    );
    expect(await w.t.system.deps.lookups.templateInUse(concept.templates.banner)).toBe(true);
    expect(await w.t.system.deps.lookups.templateInUse(concept.templates.leaderboard)).toBe(false);
    expect(await w.t.system.deps.lookups.personaliseTree('f'.repeat(24))).toBeNull();
  });

  it('answers the name check for the partner, in any case', async () => {
    const exists = async (client: HttpClient, query: string) => (await client.get(`/campaigns/exists?${query}`)).body;
    expect(await exists(w.as('MANAGER'), 'name=SUMMER')).toEqual({ exists: true });
    expect(await exists(w.as('MANAGER'), 'name=Winter')).toEqual({ exists: false });
    expect(await exists(w.su, `partnerId=${w.acme.partnerId}&name=summer`)).toEqual({ exists: true });
    const reviewer = await w.as('REVIEWER').get('/campaigns/exists?name=Summer');
    expect(reviewer.status).toBe(403);
    expect(reviewer.body.message).toBe(WRONG_ROLES_MESSAGE);
  });

  it.each([
    [
      "no template: 422 'Templates are not provided'",
      { name: 'No templates', templateIds: [] },
      422,
      TEMPLATES_NOT_PROVIDED,
    ],
    ['a start before today', { name: 'Late', flightStart: dayFromToday(-1) }, 422, FLIGHT_DATES_IN_PAST],
    [
      'an end before the start',
      { name: 'Backwards', flightStart: dayFromToday(5), flightEnd: dayFromToday(4) },
      422,
      FLIGHT_END_BEFORE_START,
    ],
    ["a name taken in another case: 409 'Already exist'", { name: 'SUMMER' }, 409, MESSAGES.alreadyExist],
    [
      'a market of no node of the partner',
      { name: 'Nowhere', businessNodes: ['0'.repeat(24)] },
      404,
      MESSAGES.businessNodeNotFound,
    ],
    ['a template of no version', { name: 'Ghost', templateIds: ['0'.repeat(24)] }, 404, MESSAGES.entityNotFound],
  ])('refuses %s, appending nothing', async (_, fields, status, message) => {
    await refused(() => w.as('SELF_SERVICE_ADMIN').post('/campaigns', newCampaign(fields)), status, message);
  });

  it("judges 'today' in the caller's time zone (x-time-zone), and in UTC without one", async () => {
    const now = new Date();
    const utc = isoDateIn(now, 'UTC');
    const create = (name: string, flightStart: string, timeZone?: string) =>
      w
        .as('SELF_SERVICE_ADMIN')
        .request(
          'POST',
          '/campaigns',
          newCampaign({ name, flightStart }),
          timeZone ? { headers: { 'x-time-zone': timeZone } } : {},
        );
    // Some zone's date differs from UTC's at any hour: 12 h behind until noon UTC, 14 h ahead from 10:00 UTC.
    const behind = isoDateIn(now, 'Etc/GMT+12');
    if (behind < utc) {
      expect((await create('Their today', behind, 'Etc/GMT+12')).status).toBe(201);
      expect((await create('UTC yesterday', behind)).body.message).toBe(FLIGHT_DATES_IN_PAST);
    } else {
      expect((await create('Their yesterday', utc, 'Pacific/Kiritimati')).body.message).toBe(FLIGHT_DATES_IN_PAST);
      expect((await create('UTC today', utc)).status).toBe(201);
    }
    expect((await create('Unknown zone', utc, 'Mars/Olympus_Mons')).status).toBe(201);
  });

  it('refuses a concept that is not ready, and a template of another concept', async () => {
    const draft = await createConcept(w.su, conceptBrief('Still a draft', [w.acme.childNodeId]), w.acme.partnerId);
    await refused(
      () => w.as('SELF_SERVICE_ADMIN').post('/campaigns', newCampaign({ name: 'Early', conceptId: draft })),
      422,
      CONCEPT_NOT_READY,
    );
    const other = await readyConcept(w.su, 'Other concept', [w.acme.childNodeId], w.acme.partnerId);
    await refused(
      () =>
        w
          .as('SELF_SERVICE_ADMIN')
          .post('/campaigns', newCampaign({ name: 'Mixed', templateIds: [other.templates.banner] })),
      404,
      MESSAGES.entityNotFound,
    );
  });

  it('refuses an archived template', async () => {
    const archive = (verb: string) => patch(w.su, `/assets/templates/${verb}/2?conceptId=${concept.conceptId}`);
    expect((await archive('archive-generation')).status).toBe(200);
    await refused(
      () =>
        w
          .as('SELF_SERVICE_ADMIN')
          .post('/campaigns', newCampaign({ name: 'Dusty', templateIds: [concept.templates.leaderboard] })),
      422,
      TEMPLATE_ARCHIVED,
    );
    expect((await archive('unarchive-generation')).status).toBe(200);
  });

  it(`refuses REVIEWER and ANALYST: 403 '${WRONG_ROLES_MESSAGE}'; MANAGER and SELF_SERVICE_MANAGER create`, async () => {
    for (const role of ['REVIEWER', 'ANALYST'] as const)
      await refused(() => w.as(role).post('/campaigns', newCampaign({ name: role })), 403, WRONG_ROLES_MESSAGE);
    await create(w.as('MANAGER'), { name: 'By the manager' });
    await create(w.as('SELF_SERVICE_MANAGER'), { name: 'By the self-service manager', platforms: ['google'] });
  });

  it('refuses platforms that none of the templates suits', async () => {
    await refused(
      () => w.as('SELF_SERVICE_ADMIN').post('/campaigns', newCampaign({ name: 'Tube', platforms: ['youtube'] })),
      422,
      NO_TREE_FOR_PLATFORMS,
    );
  });
});

describe('PATCH /campaigns/{id}/settings', () => {
  let id: string;
  beforeAll(async () => {
    id = await create(w.as('SELF_SERVICE_ADMIN'), { name: 'Autumn' });
  });
  const settings = (client: HttpClient, body: unknown) => patch(client, `/campaigns/${id}/settings`, body);

  it('lets the MANAGER change the basic settings: name and flight dates', async () => {
    const reply = await settings(w.as('MANAGER'), { name: 'Autumn sale', flightEnd: dayFromToday(60) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'Autumn sale',
      flightStart: dayFromToday(0),
      flightEnd: dayFromToday(60),
    });
  });

  it(`refuses the MANAGER the markets: 403 '${WRONG_ROLES_MESSAGE}'; the self-service manager changes them within reach`, async () => {
    const berlin = await addNode(w.su, w.acme.partnerId, { parentId: w.acme.childNodeId, name: 'Berlin' });
    await refused(() => settings(w.as('MANAGER'), { businessNodes: [berlin] }), 403, WRONG_ROLES_MESSAGE);
    // EMEA is above the user's node Germany: out of reach.
    await refused(
      () => settings(w.as('SELF_SERVICE_MANAGER'), { businessNodes: [w.acme.childNodeId, w.acme.rootNodeId] }),
      403,
      MESSAGES.businessNodeAccessDenied,
    );
    const reply = await settings(w.as('SELF_SERVICE_MANAGER'), { businessNodes: [w.acme.childNodeId, berlin] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.businessNodes).toEqual([w.acme.childNodeId, berlin]);
  });

  it('refuses past flight dates, an end before the start, a taken name; the REVIEWER changes nothing', async () => {
    await refused(
      () => settings(w.as('SELF_SERVICE_ADMIN'), { flightStart: dayFromToday(-2) }),
      422,
      FLIGHT_DATES_IN_PAST,
    );
    await refused(
      () => settings(w.as('SELF_SERVICE_ADMIN'), { flightStart: dayFromToday(90) }),
      422,
      FLIGHT_END_BEFORE_START,
    );
    await refused(() => settings(w.as('SELF_SERVICE_ADMIN'), { name: 'summer' }), 409, MESSAGES.alreadyExist);
    await refused(() => settings(w.as('REVIEWER'), { name: 'Reviewed' }), 403, WRONG_ROLES_MESSAGE);
  });

  it('appends nothing when nothing changes', async () => {
    const before = await head();
    expect(
      (await settings(w.as('SELF_SERVICE_ADMIN'), { name: 'Autumn sale', flightStart: dayFromToday(0) })).status,
    ).toBe(200);
    expect(await head()).toBe(before);
  });
});

describe('lock, archive, restore and delete', () => {
  let id: string;
  beforeAll(async () => {
    id = await create(w.as('SELF_SERVICE_ADMIN'), { name: 'Winter' });
  });

  it('locks and unlocks (the qa flag) for admins and self-service; the MANAGER may not', async () => {
    expect((await patch(w.as('SELF_SERVICE_MANAGER'), `/campaigns/${id}/lock`)).body.locked).toBe(true);
    await refused(() => patch(w.as('MANAGER'), `/campaigns/${id}/unlock`), 403, WRONG_ROLES_MESSAGE);
    expect((await patch(w.as('SELF_SERVICE_ADMIN'), `/campaigns/${id}/unlock`)).body.locked).toBe(false);
  });

  it('archives with PUT …/archive and restores with PATCH …/restore or archived false; the REVIEWER may do neither', async () => {
    const archived = await w
      .as('MANAGER')
      .put(`/campaigns/${id}/archive`, { archived: true, partnerId: w.acme.partnerId });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body.archived).toBe(true);
    expect((await patch(w.as('MANAGER'), `/campaigns/${id}/restore`)).body.archived).toBe(false);
    expect((await w.as('MANAGER').put(`/campaigns/${id}/archive`, { archived: true })).body.archived).toBe(true);
    expect((await w.as('MANAGER').put(`/campaigns/${id}/archive`, { archived: false })).body.archived).toBe(false);
    await refused(() => w.as('REVIEWER').put(`/campaigns/${id}/archive`, { archived: true }), 403, WRONG_ROLES_MESSAGE);
    await refused(() => patch(w.as('REVIEWER'), `/campaigns/${id}/restore`), 403, WRONG_ROLES_MESSAGE);
    await refused(
      () => w.su.put(`/campaigns/${id}/archive`, { archived: true, partnerId: 'f'.repeat(24) }),
      404,
      CAMPAIGN_NOT_FOUND,
    );
  });

  it('deletes: the campaign is then not found, off the list, and its name free', async () => {
    await refused(() => patch(w.as('REVIEWER'), `/campaigns/${id}/delete`), 403, WRONG_ROLES_MESSAGE);
    const deleted = await patch(w.as('MANAGER'), `/campaigns/${id}/delete`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ id });
    for (const reply of [
      await w.as('MANAGER').get(`/campaigns/${id}`),
      await patch(w.as('MANAGER'), `/campaigns/${id}/delete`),
      await patch(w.as('SELF_SERVICE_ADMIN'), `/campaigns/${id}/lock`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(CAMPAIGN_NOT_FOUND);
    }
    expect((await w.as('MANAGER').get('/campaigns?filter={"q":"winter"}')).body).toEqual([]);
    expect((await w.as('MANAGER').get('/campaigns/exists?name=Winter')).body).toEqual({ exists: false });
  });
});

describe('audit trail', () => {
  it("files the campaign's events under the campaign, not under its concept", async () => {
    const id = await create(w.as('SELF_SERVICE_ADMIN'), { name: 'Audited' });
    expect(
      (await patch(w.as('SELF_SERVICE_ADMIN'), `/campaigns/${id}/settings`, { name: 'Audited twice' })).status,
    ).toBe(200);
    const trail = await w.as('SELF_SERVICE_ADMIN').get(`/audit?entityType=campaign&entityId=${id}`);
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    expect(trail.body.map((entry: { type: string }) => entry.type)).toEqual([
      'CampaignSettingsChanged',
      'CampaignCreated',
    ]);
    const conceptTrail = await w.su.get(`/audit?entityType=concept&entityId=${concept.conceptId}`);
    expect(conceptTrail.body.map((entry: { type: string }) => entry.type)).not.toContain('CampaignCreated');
  });
});

describe('GET /campaigns/{id}/pending-operations', () => {
  it('lists the bulk updates in flight in this process until they end', async () => {
    const id = await create(w.as('SELF_SERVICE_ADMIN'), { name: 'Busy' });
    const list = async () => (await w.as('REVIEWER').get(`/campaigns/${id}/pending-operations`)).body;
    expect(await list()).toEqual([]);
    let finish!: () => void;
    const running = pendingOperationsOf(w.t.system.deps.store).track(
      id,
      { variants: ['a'.repeat(24)], column: 'headline' },
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    expect(await list()).toEqual([
      { operationId: expect.stringMatching(/^[0-9a-f]{24}$/), variants: ['a'.repeat(24)], column: 'headline' },
    ]);
    finish();
    await running;
    expect(await list()).toEqual([]);
    const analyst = await w.as('ANALYST').get(`/campaigns/${id}/pending-operations`);
    expect(analyst.status).toBe(403);
  });
});
