import { describe, it } from 'vitest';
import type { AudienceEvent } from '../../domain/audience/events';
import type { AudienceFields } from '../../domain/audience/fields';
import { audiencesProjection } from '../../projections/audiences/projection';
import { date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(audiencesProjection);
const ROWS = `SELECT id, campaign_id, partner_id, name, node_id, rules, segments, rule_count, created_by, created_at,
  updated_at FROM audience ORDER BY id`;
const NAMES = 'SELECT id, campaign_id, name FROM audience ORDER BY id';
const fields = (name: string, rules = 1): AudienceFields => ({
  name,
  nodeId: 'n1',
  rules: [
    { dimension: 'operating_systems', values: [{ id: '501', name: 'Android' }] },
    { dimension: 'browsers', values: [{ id: '7', name: "Chrome, 'new'" }] },
  ].slice(0, rules) as AudienceFields['rules'],
  segments: [{ type: 'CM Site', value: 'site-1' }],
});

const created = () => {
  const event = stream<AudienceEvent>('CampaignAudiences-c1');
  const given = [
    event('AudienceCreated', { campaignId: 'c1', partnerId: 'p1', audienceId: 'a1', fields: fields('Android') }, 1),
  ];
  return { event, given };
};

describe('audiences projection', () => {
  it('keeps a created audience with its rules, segments, rule count and who made it', async () => {
    const { given } = created();
    await spec.given(given).then(ROWS, [
      {
        id: 'a1',
        campaign_id: 'c1',
        partner_id: 'p1',
        name: 'Android',
        node_id: 'n1',
        rules: fields('Android').rules,
        segments: [{ type: 'CM Site', value: 'site-1' }],
        rule_count: 1,
        created_by: 'spec-user',
        created_at: date(1),
        updated_at: date(1),
      },
    ]);
  });

  it("adds an import's audiences all at once, each with its own rule count", async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event(
          'AudiencesImported',
          {
            campaignId: 'c1',
            partnerId: 'p1',
            fileName: 'audiences.csv',
            audiences: [
              { audienceId: 'a2', fields: fields('Browsers', 2) },
              { audienceId: 'a3', fields: { ...fields('None', 0), nodeId: 'n2', segments: [] } },
            ],
          },
          2,
        ),
      ])
      .then('SELECT id, name, node_id, rules, segments, rule_count, created_at FROM audience ORDER BY id', [
        {
          id: 'a1',
          name: 'Android',
          node_id: 'n1',
          rules: fields('Android').rules,
          segments: fields('Android').segments,
          rule_count: 1,
          created_at: date(1),
        },
        {
          id: 'a2',
          name: 'Browsers',
          node_id: 'n1',
          rules: fields('Browsers', 2).rules,
          segments: fields('Browsers').segments,
          rule_count: 2,
          created_at: date(2),
        },
        { id: 'a3', name: 'None', node_id: 'n2', rules: [], segments: [], rule_count: 0, created_at: date(2) },
      ]);
  });

  it('renames an audience and replaces its rules and segments, keeping who made it and when', async () => {
    const { event, given } = created();
    const changed: AudienceFields = {
      ...fields('Mobile', 2),
      nodeId: 'n2',
      segments: [{ type: 'Custom', value: 'x' }],
    };
    await spec
      .given(given)
      .when([event('AudienceUpdated', { campaignId: 'c1', audienceId: 'a1', fields: changed }, 3)])
      .then(ROWS, [
        {
          id: 'a1',
          campaign_id: 'c1',
          partner_id: 'p1',
          name: 'Mobile',
          node_id: 'n2',
          rules: changed.rules,
          segments: [{ type: 'Custom', value: 'x' }],
          rule_count: 2,
          created_by: 'spec-user',
          created_at: date(1),
          updated_at: date(3),
        },
      ]);
  });

  it('makes no row for an update of an audience it does not know', async () => {
    const event = stream<AudienceEvent>('CampaignAudiences-c9');
    await spec
      .given([event('AudienceUpdated', { campaignId: 'c9', audienceId: 'a9', fields: fields('Ghost') }, 1)])
      .then(ROWS, []);
  });

  it('drops a deleted audience, and one created again with its id starts anew', async () => {
    const { event, given } = created();
    const deleted = event('AudienceDeleted', { campaignId: 'c1', audienceId: 'a1' }, 2);
    await spec.given(given).when([deleted]).then(ROWS, []);
    await spec
      .given([...given, deleted])
      .when([
        event(
          'AudienceCreated',
          { campaignId: 'c1', partnerId: 'p1', audienceId: 'a1', fields: fields('Again', 2) },
          4,
        ),
      ])
      .then('SELECT id, name, rule_count, created_at, updated_at FROM audience', [
        { id: 'a1', name: 'Again', rule_count: 2, created_at: date(4), updated_at: date(4) },
      ]);
  });

  it("empties only its campaign's audiences on delete all", async () => {
    const { event, given } = created();
    const other = stream<AudienceEvent>('CampaignAudiences-c2');
    await spec
      .given([
        ...given,
        event('AudienceCreated', { campaignId: 'c1', partnerId: 'p1', audienceId: 'a2', fields: fields('B') }, 2),
        other('AudienceCreated', { campaignId: 'c2', partnerId: 'p1', audienceId: 'b1', fields: fields('Android') }, 3),
      ])
      .when([event('AllAudiencesDeleted', { campaignId: 'c1', audienceIds: ['a1', 'a2'] }, 4)])
      .then(NAMES, [{ id: 'b1', campaign_id: 'c2', name: 'Android' }]);
  });

  it('keeps the first of an audience recorded twice (a replayed creation writes nothing)', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event('AudienceCreated', { campaignId: 'c1', partnerId: 'p1', audienceId: 'a1', fields: fields('Twice') }, 5),
      ])
      .then(NAMES, [{ id: 'a1', campaign_id: 'c1', name: 'Android' }]);
  });
});
