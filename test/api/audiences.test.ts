// Audiences over HTTP (issue 23 §1; spec 2 §6, §7): the audiences tab's roles (the top admins: it is a managed-service
// tab) list, create, change, delete, import (CSV and XLSX) and delete all of a campaign's audiences, their rules'
// values chosen from the Google targeting look-ups of the campaign's node through the CM360 adapter (the simulated
// CM360); every partner role is refused, another partner's node is not one of a campaign's markets; bad input and bad
// files are a 4xx that append nothing.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES, TARGETING_DIMENSIONS } from '../../domain/audience';
import type { AudienceAnswer, TargetingOption } from '../../domain/audience/answers';
import { PARTNER_ROLES, WRONG_ROLES_MESSAGE } from '../../domain/roles';
import { LEADING_SPACE } from '../../domain/shared/validation';
import { useApiTest } from '../support/api-test';
import { campaignOf, readyConcept } from '../support/campaigns';
import { connectNodeToCm360 } from '../support/cm360-connection';
import { internalAdmin } from '../support/fixtures';
import type { HttpClient } from '../support/http';
import { expectStatus } from './personalise-fixture';

const api = useApiTest({ roles: PARTNER_ROLES, globex: ['SELF_SERVICE_ADMIN'] });
const MISSING = '0123456789abcdef01234567';
let campaignId = '';
let foreignCampaignId = '';
let os: TargetingOption[] = [];
let languages: TargetingOption[] = [];
/** An internal ADMIN: a top admin as the super user is. */
let admin: HttpClient;

const head = () => api.t.system.deps.store.headPosition();
const path = (id = campaignId) => `/campaigns/${id}/audiences`;
const lookup = (client: HttpClient, dimension: string, nodeId = api.acme.childNodeId) =>
  client.get(`/google/${dimension}?nodeId=${nodeId}`);
const named = (options: TargetingOption[], name: string) => options.find((o) => o.name === name)!;
const audience = (name: string, values = [named(os, 'Android').id]) => ({
  name,
  nodeId: api.acme.childNodeId,
  rules: [{ dimension: 'operating_systems', values }],
  segments: [{ type: 'CM Site', value: 'site-1' }],
});
const globex = () => api.globex.users.SELF_SERVICE_ADMIN!.client;

function upload(client: HttpClient, bytes: Uint8Array | string, fileName: string, id = campaignId) {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
  return client.post(`${path(id)}/import`, form);
}

async function xlsx(rows: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Audiences').addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  admin = (await internalAdmin(api.t, api.su)).client;
  await connectNodeToCm360(api.t, api.su, api.acme.childNodeId, { dcmNetworkId: '4411', dcmAdvertiserId: '9921' });
  const own = await readyConcept(api.su, 'Audience concept', [api.acme.childNodeId], api.acme.partnerId);
  campaignId = (await campaignOf(api.su, api.acme, own, 'Audience campaign')).campaignId;
  const theirs = await readyConcept(api.su, 'Their concept', [api.globex.childNodeId], api.globex.partnerId);
  foreignCampaignId = (await campaignOf(api.su, api.globex, theirs, 'Their campaign')).campaignId;
  os = expectStatus(await lookup(admin, 'operating_systems'), 200).body as TargetingOption[];
  languages = expectStatus(await lookup(admin, 'languages'), 200).body as TargetingOption[];
}, 180_000);

describe('the Google targeting look-ups', () => {
  it.each(TARGETING_DIMENSIONS)('%s lists the node’s CM360 options, sorted by name', async (dimension) => {
    const options = expectStatus(await lookup(admin, dimension), 200).body as TargetingOption[];
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option).toMatchObject({ id: /^\d+$/, name: expect.any(String) });
    expect(options.map((o) => o.name)).toEqual(options.map((o) => o.name).sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answer 409 on a node without CM360, 404 on a missing node, and are refused to the partner roles', async () => {
    const unconnected = await lookup(admin, 'browsers', api.globex.childNodeId);
    expect([unconnected.status, unconnected.body.message]).toEqual([409, AUDIENCE_MESSAGES.cm360NotConnected]);
    expect((await lookup(api.su, 'browsers', MISSING)).status).toBe(404);
    expect((await admin.get('/google/browsers')).status).toBe(400);
    for (const client of [...PARTNER_ROLES.map((role) => api.as(role)), globex()]) {
      const refused = await lookup(client, 'browsers');
      expect([refused.status, refused.body.message]).toEqual([403, WRONG_ROLES_MESSAGE]);
    }
  });
});

describe('audiences', () => {
  it('an admin creates, reads, lists, changes and deletes one; rules name CM360’s values', async () => {
    const made = expectStatus(await admin.post(path(), audience('Android users')), 201).body as AudienceAnswer;
    expect(made).toMatchObject({
      _id: made.id,
      campaignId,
      partnerId: api.acme.partnerId,
      name: 'Android users',
      rules: [{ dimension: 'operating_systems', values: [{ id: named(os, 'Android').id, name: 'Android' }] }],
      segments: [{ type: 'CM Site', value: 'site-1' }],
      ruleCount: 1,
    });
    expect(expectStatus(await admin.get(`${path()}/${made.id}`), 200).body).toEqual(made);
    expect(expectStatus(await admin.get(`/campaigns/audiences/${made.id}`), 200).body).toEqual(made);
    const listed = expectStatus(await admin.get(`${path()}?filter=${encodeURIComponent('{"q":"android"}')}`), 200);
    expect(listed.body.map((a: AudienceAnswer) => a.id)).toEqual([made.id]);
    expect(listed.headers.get('content-range')).toBe('audiences 0-0/1');

    const german = named(languages, 'German');
    const changed = expectStatus(
      await admin.put(`${path()}/${made.id}`, {
        ...audience('Mobile Germans', [named(os, 'Android').id, named(os, 'iOS').id]),
        rules: [
          { dimension: 'operating_systems', values: [named(os, 'Android').id, named(os, 'iOS').id] },
          { dimension: 'languages', values: [german.id] },
        ],
      }),
      200,
    ).body as AudienceAnswer;
    expect(changed).toMatchObject({ id: made.id, name: 'Mobile Germans', ruleCount: 2 });
    expect(changed.rules[1]).toEqual({ dimension: 'languages', values: [{ id: german.id, name: 'German' }] });

    expect(expectStatus(await admin.delete(`${path()}/${made.id}`), 200).body).toEqual({ id: made.id });
    expect((await admin.delete(`${path()}/${made.id}`)).status).toBe(404);
    expect((await admin.get(`/campaigns/audiences/${made.id}`)).status).toBe(404);
  });

  it('the super user manages them too', async () => {
    const made = expectStatus(await api.su.post(path(), audience('Super audience')), 201).body as AudienceAnswer;
    expect((await api.su.get(path())).body.map((a: AudienceAnswer) => a.id)).toContain(made.id);
    expect((await api.su.put(`${path()}/${made.id}`, audience('Super renamed'))).status).toBe(200);
    expect((await api.su.delete(`${path()}/${made.id}`)).status).toBe(200);
  });

  it.each([...PARTNER_ROLES])('%s (a partner role) is refused every call and nothing is written', async (role) => {
    const client = api.as(role);
    const before = await head();
    for (const answer of [
      await client.get(path()),
      await client.post(path(), audience(`${role} audience`)),
      await client.get(`/campaigns/audiences/${MISSING}`),
      await client.put(`${path()}/${MISSING}`, audience('x')),
      await client.delete(`${path()}/${MISSING}`),
      await client.delete(`${path()}/all`),
      await upload(client, 'Audience name,Operating systems\nA,Android\n', 'a.csv'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(WRONG_ROLES_MESSAGE);
    }
    expect(await head()).toBe(before);
  });

  it('another partner’s ids do not mix: its node is no market of acme’s campaign, acme’s audience not of its own', async () => {
    const made = expectStatus(await admin.post(path(), audience('Acme only')), 201).body as AudienceAnswer;
    const before = await head();
    const theirs = await admin.post(path(foreignCampaignId), audience('Acme node on Globex'));
    expect([theirs.status, theirs.body.message]).toEqual([422, AUDIENCE_MESSAGES.nodeNotOfCampaign]);
    const globexNode = await admin.post(path(), { ...audience('Globex node on Acme'), nodeId: api.globex.childNodeId });
    expect([globexNode.status, globexNode.body.message]).toEqual([422, AUDIENCE_MESSAGES.nodeNotOfCampaign]);
    for (const answer of [
      await admin.get(`${path(foreignCampaignId)}/${made.id}`),
      await admin.put(`${path(foreignCampaignId)}/${made.id}`, audience('Moved')),
      await admin.delete(`${path(foreignCampaignId)}/${made.id}`),
    ])
      expect(answer.status).toBe(404);
    const globexImport = await upload(
      admin,
      'Audience name,Operating systems\nA,Android\n',
      'a.csv',
      foreignCampaignId,
    );
    expect(globexImport.status).toBe(409);
    expect(await head()).toBe(before);
    expect((await admin.delete(`${path()}/${made.id}`)).status).toBe(200);
  });

  it('refuses bad input with clear words and writes nothing', async () => {
    expectStatus(await admin.post(path(), audience('Taken name')), 201);
    const before = await head();
    const refusals: [unknown, number, string | RegExp][] = [
      [audience(' Leading'), 400, LEADING_SPACE],
      [audience('taken NAME'), 409, AUDIENCE_MESSAGES.nameTaken],
      [{ ...audience('No rule'), rules: [] }, 400, AUDIENCE_MESSAGES.noRule],
      [audience('Unknown value', ['999999']), 422, AUDIENCE_MESSAGES.unknownValue('operating_systems', ['999999'])],
      [{ ...audience('Other node'), nodeId: MISSING }, 422, AUDIENCE_MESSAGES.nodeNotOfCampaign],
      [{ ...audience('Meta'), segments: [{ type: 'Meta Ad Set', value: '1' }] }, 400, /segments/],
      [{ ...audience('Bad dimension'), rules: [{ dimension: 'colours', values: ['1'] }] }, 400, /dimension/],
      [{ ...audience('Extra'), extra: true }, 400, /extra/],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await admin.post(path(), body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    expect((await admin.put(`${path()}/${MISSING}`, audience('Missing'))).status).toBe(404);
    expect((await admin.post(path(MISSING), audience('No campaign'))).status).toBe(404);
    expect((await admin.delete(`${path()}/all?campaignId=${MISSING}`)).status).toBe(400);
    expect(await head()).toBe(before);
  });
});

describe('the audience import', () => {
  it('adds a CSV’s and an XLSX’s audiences, values by CM360 name or id; delete all empties the campaign', async () => {
    const csv = [
      'Audience name,Operating systems,Languages,Segment type,Segment values',
      `Phones,"Android; ${named(os, 'iOS').id}",,CM Site,s1;s2`,
      'German speakers,,german,,',
    ].join('\r\n');
    const fromCsv = expectStatus(await upload(admin, csv, 'audiences.csv'), 201).body;
    expect(fromCsv.imported).toBe(2);
    const sheet = await xlsx([
      ['Audience name', 'Browsers', 'Platform types'],
      ['Chrome on tablets', 'Chrome', 'Tablet'],
    ]);
    expect(expectStatus(await upload(admin, sheet, 'audiences.xlsx'), 201).body.imported).toBe(1);
    const listed = (await admin.get(path())).body as AudienceAnswer[];
    const phones = listed.find((a) => a.name === 'Phones')!;
    expect(phones.rules).toEqual([
      {
        dimension: 'operating_systems',
        values: [named(os, 'Android'), named(os, 'iOS')].map(({ id, name }) => ({ id, name })),
      },
    ]);
    expect(phones.segments).toEqual([
      { type: 'CM Site', value: 's1' },
      { type: 'CM Site', value: 's2' },
    ]);
    expect(listed.find((a) => a.name === 'Chrome on tablets')?.ruleCount).toBe(2);

    const all = expectStatus(await admin.delete(`${path()}/all?campaignId=${campaignId}`), 200).body;
    expect(all.deleted).toBe(listed.length);
    expect((await admin.get(path())).body).toEqual([]);
  });

  it('refuses a bad file with spec 3 §8’s words, and nothing of it is written', async () => {
    expectStatus(await admin.post(path(), audience('Already here')), 201);
    const before = await head();
    const refusals: [Uint8Array | string, string, number, string][] = [
      [
        'Operating systems\nAndroid\n',
        'a.csv',
        422,
        'Upload failed. CSV is missing the following columns: [Audience name]',
      ],
      [
        'Audience name,Operating systems\nGood,Android\nAlready here,iOS\n',
        'a.csv',
        422,
        'Upload failed. Check column [Audience name] (rows: [3])',
      ],
      [
        'Audience name,Operating systems\nGood,Android\nBad,Symbian\n',
        'a.csv',
        422,
        'Upload failed. Check column [Operating systems] (rows: [3])',
      ],
      [
        await xlsx([
          ['Audience name', 'Languages'],
          ['Good', 'German'],
          ['', 'French'],
        ]),
        'a.xlsx',
        422,
        'Upload failed. Please make sure you have included all required values (column Audience name, row 3).',
      ],
      ['not a workbook', 'a.xlsx', 422, 'We could not process your file. Please try again.'],
      ['Audience name\nA\n', 'a.txt', 422, 'Choose a CSV or XLSX file'],
    ];
    for (const [bytes, name, status, message] of refusals) {
      const answer = await upload(admin, bytes, name);
      expect([answer.status, answer.body.message], message).toEqual([status, message]);
    }
    expect((await admin.post(`${path()}/import`, { file: 'x' })).status).toBe(415);
    expect(await head()).toBe(before);
    expect((await admin.get(path())).body.map((a: AudienceAnswer) => a.name)).toEqual(['Already here']);
  });
});
