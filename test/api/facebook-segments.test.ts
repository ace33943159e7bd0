// The Facebook segment CSV (spec 2 §5; ours: POST P/signals/upload/facebook {csvData, facebookAdAccountId}) against
// the simulated Meta through the Meta connection of the campaign's node holding the ad account: each row's ad set
// becomes a Meta Ad Set segment; a file the parser refuses, a role outside the personalise group, another partner's
// campaign or ad account import nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACCESS_DENIED } from '../../domain/campaign/messages';
import { META_MESSAGES } from '../../domain/meta/messages';
import { csvCheckColumn, csvMissingColumns } from '../../domain/personalise/csv-table';
import { PARTNER_ROLES, WRONG_ROLES_MESSAGE, type Role } from '../../domain/roles';
import { connectByOAuth } from '../support/oauth';
import { campaignWithTrees, expectStatus, usePersonaliseWorld } from './personalise-fixture';

const w = usePersonaliseWorld({ roles: PARTNER_ROLES });

const ACME = { facebookAdAccountId: 'act_7007', facebookPageId: '555000777' };
const GLOBEX = { facebookAdAccountId: 'act_8008', facebookPageId: '555000888' };
const HEADER =
  'UserSegment,FB Campaign ID,Ad Set ID,Ad Name,Square video,Horizontal video,Vertical video,Primary text,Website URL,CTA';
const PERSONALISERS: Role[] = ['SELF_SERVICE_ADMIN', 'SELF_SERVICE_MANAGER', 'SELF_SERVICE_REVIEWER'];

/** The account's first campaign and its ad sets on the simulated Meta. */
let campaign: { id: string; adSets: { id: string; name: string }[] };
let other: { id: string; adSets: { id: string }[] };

const upload = (role: Role, csvData: string, path = w.path(w.facebook), account = ACME.facebookAdAccountId) =>
  w.as(role).post(`${path}/signals/upload/facebook`, { csvData, facebookAdAccountId: account });
const head = () => w.t.system.deps.store.headPosition();
const rowOf = (segment: string, campaignId: string, adSetId: string, cta = 'Shop now') =>
  `${segment},${campaignId},${adSetId},Ad ${segment},,,,Cold drinks,https://acme.example,${cta}`;

beforeAll(async () => {
  const admin = w.as('SELF_SERVICE_ADMIN');
  const node = w.acme.childNodeId;
  expectStatus(await admin.put(`/business-nodes/${node}/publishing`, { publishing: { facebook: ACME } }), 200);
  expectStatus(await connectByOAuth(admin, node, 'facebookToken'), 200);
  const globex = w.globex.users.SELF_SERVICE_ADMIN!.client;
  const globexNode = w.globex.childNodeId;
  expectStatus(await globex.put(`/business-nodes/${globexNode}/publishing`, { publishing: { facebook: GLOBEX } }), 200);
  expectStatus(await connectByOAuth(globex, globexNode, 'facebookToken'), 200);
  const campaigns = expectStatus(await admin.get(`/facebook/${ACME.facebookAdAccountId}/campaigns?expanded=true`), 200)
    .body as (typeof campaign)[];
  [campaign, other] = [campaigns[0]!, campaigns[1]!];
});

describe('the Facebook segment CSV', () => {
  it("imports one Meta Ad Set segment per row, each its ad set's, for every role of the personalise group", async () => {
    for (const [i, role] of PERSONALISERS.entries()) {
      const adSet = campaign.adSets[i % campaign.adSets.length]!;
      const csv = `${HEADER}\n${rowOf(`Segment ${role}`, campaign.id, adSet.id)}\n`;
      expect(expectStatus(await upload(role, csv), 200).body).toEqual({ imported: 1 });
    }
    const segments = expectStatus(
      await w.as('SELF_SERVICE_ADMIN').get(`${w.path(w.facebook)}/signals?type=userSegment`),
      200,
    ).body as { name: string; segmentType: string; values: string[] }[];
    expect(segments.filter((s) => s.name.startsWith('Segment ')).map((s) => [s.name, s.segmentType])).toEqual(
      PERSONALISERS.map((role) => [`Segment ${role}`, 'Meta Ad Set']),
    );
    expect(segments.find((s) => s.name === 'Segment SELF_SERVICE_ADMIN')!.values).toEqual([campaign.adSets[0]!.id]);
  });

  it("refuses a bad file with the spec's message and writes nothing", async () => {
    const before = await head();
    const missing = await upload('SELF_SERVICE_ADMIN', 'UserSegment,Ad Set ID\nA,1\n');
    expect([missing.status, missing.body.message]).toEqual([
      422,
      csvMissingColumns([
        'FB Campaign ID',
        'Ad Name',
        'Square video',
        'Horizontal video',
        'Vertical video',
        'Primary text',
        'Website URL',
        'CTA',
      ]),
    ]);
    const elsewhere = await upload(
      'SELF_SERVICE_ADMIN',
      `${HEADER}\n${rowOf('Fine', campaign.id, campaign.adSets[0]!.id)}\n${rowOf('Astray', campaign.id, other.adSets[0]!.id)}\n`,
    );
    expect([elsewhere.status, elsewhere.body.message]).toEqual([422, csvCheckColumn('Ad Set ID', [3])]);
    const cta = await upload(
      'SELF_SERVICE_ADMIN',
      `${HEADER}\n${rowOf('Cta', campaign.id, campaign.adSets[0]!.id, 'Fly')}\n`,
    );
    expect([cta.status, cta.body.message]).toEqual([422, csvCheckColumn('CTA', [2])]);
    expect(await head()).toBe(before);
  });

  it("is refused to roles outside the personalise group, on another partner's campaign and with its ad account", async () => {
    const csv = `${HEADER}\n${rowOf('Refused', campaign.id, campaign.adSets[0]!.id)}\n`;
    const foreign = await campaignWithTrees(w.su, w.globex, 'Foreign Meta');
    const before = await head();
    for (const role of PARTNER_ROLES.filter((r) => !PERSONALISERS.includes(r))) {
      const reply = await upload(role, csv);
      expect([role, reply.status, reply.body.message]).toEqual([role, 403, WRONG_ROLES_MESSAGE]);
    }
    const foreignPath = `/campaigns/${foreign.campaignId}/personalize/${foreign.facebook}`;
    const onForeign = await upload('SELF_SERVICE_ADMIN', csv, foreignPath);
    expect([onForeign.status, onForeign.body.message]).toEqual([403, CAMPAIGN_ACCESS_DENIED]);
    const foreignAccount = await upload('SELF_SERVICE_ADMIN', csv, w.path(w.facebook), GLOBEX.facebookAdAccountId);
    expect([foreignAccount.status, foreignAccount.body.message]).toEqual([404, META_MESSAGES.adAccountNotFound]);
    expect(await head()).toBe(before);
  });
});
