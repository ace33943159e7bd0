// Saved analyze reports over HTTP (issue 21 §2; spec 3 §2, §3, §7): every role saves, reads, changes, copies and
// deletes its partner's reports; anyone but a top admin only on their own partner, naming only campaigns they may
// analyze ('Wrong campaigns. …'); another partner's report is not found; a refused request appends nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CAMPAIGNS } from '../../domain/campaign/messages';
import { ANALYZE_VIEW_NOT_FOUND, NEW_REPORT_NAME } from '../../domain/analyze-view';
import type { AnalyzeView, AnalyzeViewSettings } from '../../domain/analyze-view/answers';
import type { Role } from '../../domain/roles';
import { MESSAGES } from '../../domain/shared/errors';
import { LEADING_SPACE } from '../../domain/shared/validation';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept } from '../support/campaigns';
import { addNode } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { expectStatus } from './personalise-fixture';

const ROLES: readonly Role[] = ['ANALYST', 'MANAGER', 'REVIEWER', 'SELF_SERVICE_ADMIN', 'SELF_SERVICE_REVIEWER'];
const api = useApiTest({ roles: ROLES, globex: ['ANALYST'] });
const MISSING = '0123456789abcdef01234567';
/** acme's campaign on the node its users reach, acme's on a node only its admins reach, and globex's. */
let reached: string;
let elsewhere: string;
let foreign: string;

const settings = (name: string, campaignIds: string[] = []): AnalyzeViewSettings => ({
  name,
  dateRange: 7,
  default: false,
  filters: [
    { id: 'campaignIds', values: campaignIds },
    { id: 'channel', values: ['facebook'] },
  ],
  splits: [
    { field: 'segment', sortIndex: 1 },
    { field: 'creative', sortIndex: 0 },
  ],
  metrics: [
    { field: 'impressions', sortIndex: 0 },
    { field: 'CTR', sortIndex: 1 },
  ],
  granularity: { field: 'timestamp', value: 'DAY', sortIndex: 0 },
  sort: { field: 'CTR', direction: 'DESC' },
  areBenchmarksShown: true,
});

const views = (client: HttpClient, query = '') => client.get(`/report/analyze-view${query}`);
const save = (client: HttpClient, body: unknown, query = '') => client.post(`/report/analyze-view${query}`, body);
const count = async () =>
  Number((await views(api.as('SELF_SERVICE_ADMIN'))).headers.get('content-range')!.split('/')[1]);

beforeAll(async () => {
  const france = await addNode(api.su, api.acme.partnerId, { parentId: api.acme.rootNodeId, name: 'France' });
  const concept = await readyConcept(api.su, 'Analyzed', [api.acme.childNodeId, france], api.acme.partnerId);
  reached = (await campaignOf(api.su, api.acme, concept, 'Reached')).campaignId;
  elsewhere = (await campaignOf(api.su, { ...api.acme, childNodeId: france }, concept, 'Elsewhere')).campaignId;
  const theirs = await readyConcept(api.su, 'Theirs', [api.globex.childNodeId], api.globex.partnerId);
  foreign = (await campaignOf(api.su, api.globex, theirs, 'Foreign')).campaignId;
});

describe('saved analyze reports', () => {
  it('an analyst saves, lists, reads, changes, copies and deletes a report', async () => {
    const anna = api.as('ANALYST');
    const saved = expectStatus(await save(anna, settings('Weekly by creative', [reached])), 201).body as AnalyzeView;
    expect(saved).toMatchObject({
      _id: saved.id,
      partnerId: api.acme.partnerId,
      name: 'Weekly by creative',
      dateRange: 7,
      copiedFrom: null,
      createdBy: api.user('ANALYST').id,
      areBenchmarksShown: true,
      filters: [
        { id: 'campaignIds', values: [reached] },
        { id: 'channel', values: ['facebook'] },
      ],
      // kept in their sort order
      splits: [
        { field: 'creative', sortIndex: 0 },
        { field: 'segment', sortIndex: 1 },
      ],
      granularity: { field: 'timestamp', value: 'DAY', sortIndex: 0 },
    });
    // the 7 whole days before today
    const days = (Date.parse(saved.end) - Date.parse(saved.begin)) / 86_400_000 + 1;
    expect(days).toBe(7);
    expect(Date.parse(saved.end)).toBeLessThan(Date.now());

    const listed = expectStatus(await views(anna, `?range=${encodeURIComponent('[0,24]')}`), 200);
    expect(listed.body.map((v: AnalyzeView) => v.id)).toContain(saved.id);
    expect(listed.headers.get('content-range')).toMatch(/^analyze-view 0-\d+\/\d+$/);
    expect(expectStatus(await anna.get(`/report/analyze-view/${saved.id}`), 200).body).toEqual(saved);

    const changed = expectStatus(
      await anna.put(`/report/analyze-view/${saved.id}`, { ...settings('Monthly', [reached]), dateRange: 30 }),
      200,
    ).body as AnalyzeView;
    expect(changed).toMatchObject({ id: saved.id, name: 'Monthly', dateRange: 30 });

    const copy = expectStatus(await anna.post(`/report/analyze-view/${saved.id}/copy`), 201).body as AnalyzeView;
    expect(copy).toMatchObject({ name: 'Monthly copy', copiedFrom: saved.id, dateRange: 30, default: false });
    expect(copy.id).not.toBe(saved.id);
    expect(copy._id).toBe(copy.id);

    expect(expectStatus(await anna.delete(`/report/analyze-view/${saved.id}`), 200).body).toEqual({ id: saved.id });
    const gone = await anna.get(`/report/analyze-view/${saved.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(ANALYZE_VIEW_NOT_FOUND);
    expect((await anna.delete(`/report/analyze-view/${saved.id}`)).status).toBe(404);
    expect((await anna.get(`/report/analyze-view/${copy.id}`)).status).toBe(200);
  });

  it.each(ROLES)('%s saves and reads its partner’s reports', async (role) => {
    const client = api.as(role);
    const saved = expectStatus(await save(client, settings(`${role} report`, [reached])), 201).body as AnalyzeView;
    expect((await client.get(`/report/analyze-view/${saved.id}`)).status).toBe(200);
    // shared with the partner's other users
    expect((await api.as('ANALYST').get(`/report/analyze-view/${saved.id}`)).status).toBe(200);
  });

  it('names only campaigns the caller may analyze, and a refusal saves nothing', async () => {
    const before = await count();
    for (const campaignIds of [[foreign], [elsewhere], [reached, MISSING]]) {
      const refused = await save(api.as('ANALYST'), settings('Not mine', campaignIds));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(WRONG_CAMPAIGNS);
    }
    // a partner's admin reaches every node; still never another partner's campaign
    expect((await save(api.as('SELF_SERVICE_ADMIN'), settings('All nodes', [reached, elsewhere]))).status).toBe(201);
    expect((await save(api.as('SELF_SERVICE_ADMIN'), settings('Theirs', [foreign]))).body.message).toBe(
      WRONG_CAMPAIGNS,
    );
    expect(await count()).toBe(before + 1);
    // nor by a change
    const mine = expectStatus(await save(api.as('ANALYST'), settings('Mine', [reached])), 201).body as AnalyzeView;
    const moved = await api.as('ANALYST').put(`/report/analyze-view/${mine.id}`, settings('Mine', [foreign]));
    expect(moved.status).toBe(403);
    expect((await api.as('ANALYST').get(`/report/analyze-view/${mine.id}`)).body.filters[0].values).toEqual([reached]);
  });

  it('another partner’s users neither see nor touch the report, and a top admin names the partner', async () => {
    const mine = expectStatus(await save(api.as('ANALYST'), settings('Private', [reached])), 201).body as AnalyzeView;
    const other = api.globex.users.ANALYST!.client;
    for (const reply of [
      await other.get(`/report/analyze-view/${mine.id}`),
      await other.put(`/report/analyze-view/${mine.id}`, settings('Taken')),
      await other.delete(`/report/analyze-view/${mine.id}`),
      await other.post(`/report/analyze-view/${mine.id}/copy`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe(ANALYZE_VIEW_NOT_FOUND);
    }
    expect((await views(other)).body.map((v: AnalyzeView) => v.id)).not.toContain(mine.id);
    const asAcme = await views(other, `?partnerId=${api.acme.partnerId}`);
    expect(asAcme.status).toBe(403);
    expect(asAcme.body.message).toBe(MESSAGES.accessDenied);
    expect((await save(other, settings('Sneaky'), `?partnerId=${api.acme.partnerId}`)).status).toBe(403);

    const noPartner = await views(api.su);
    expect(noPartner.status).toBe(400);
    expect(noPartner.body.message).toBe(MESSAGES.partnerRequired);
    const acme = `?partnerId=${api.acme.partnerId}`;
    expect((await views(api.su, acme)).body.map((v: AnalyzeView) => v.id)).toContain(mine.id);
    expect((await api.su.get(`/report/analyze-view/${mine.id}?partnerId=${api.globex.partnerId}`)).status).toBe(404);
    const theirs = expectStatus(await save(api.su, settings(NEW_REPORT_NAME, [reached, elsewhere]), acme), 201);
    expect(theirs.body.partnerId).toBe(api.acme.partnerId);
  });

  it('refuses bad settings with the rule’s message and saves nothing', async () => {
    const before = await count();
    const anna = api.as('ANALYST');
    const leading = await save(anna, settings(' Spaced'));
    expect(leading.status).toBe(400);
    expect(leading.body.message).toBe(LEADING_SPACE);
    expect((await save(anna, { ...settings('Range'), dateRange: 5 })).status).toBe(400);
    expect(
      (
        await save(anna, {
          ...settings('Granularity'),
          granularity: { field: 'timestamp', value: 'DECADE', sortIndex: 0 },
        })
      ).status,
    ).toBe(400);
    const twice = await save(anna, {
      ...settings('Twice'),
      filters: [
        { id: 'channel', values: ['facebook'] },
        { id: 'channel', values: ['google'] },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(MESSAGES.wrongParams);
    expect((await save(anna, { ...settings('Extra'), extra: 1 })).status).toBe(400);
    expect((await save(anna, { ...settings('Excluded'), metrics: [{ field: 'REACH', sortIndex: 0 }] })).status).toBe(
      400,
    );
    expect(await count()).toBe(before);
    expect((await anna.put(`/report/analyze-view/${MISSING}`, settings('Nothing'))).status).toBe(404);
    expect((await anna.post(`/report/analyze-view/${MISSING}/copy`)).status).toBe(404);
  });
});
