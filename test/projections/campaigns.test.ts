import { describe, it } from 'vitest';
import type { CampaignEvent } from '../../domain/campaign';
import type { CampaignTemplate } from '../../domain/campaign/platforms';
import { campaignsProjection } from '../../projections/campaigns/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(campaignsProjection);

const banner: CampaignTemplate = {
  templateId: 't1',
  name: 'Banner',
  size: '300x250',
  version: 2,
  kind: 'html',
  suitableChannels: ['display', 'social'],
};

const created = () => {
  const event = stream<CampaignEvent>('Campaign-c1');
  const given = [
    event(
      'CampaignCreated',
      {
        campaignId: 'c1',
        partnerId: 'p1',
        conceptId: 'x1',
        name: 'Spring Sale',
        businessNodes: ['n1', 'n2'],
        flightStart: '2026-03-01',
        flightEnd: null,
        platforms: ['google', 'facebook'],
        templates: [banner],
        trees: [
          { treeId: 'tr1', platform: 'google', format: 'display', templateIds: ['t1'] },
          { treeId: 'tr2', platform: 'facebook', format: 'social', templateIds: ['t1'] },
        ],
        personalizationType: 'DECISION_TREE',
        deliveryTypes: { google: 'NON_TRAFFICKED', facebook: 'FACEBOOK_DIRECT' },
        createdBy: 'u1',
        createdAt: at(1),
      },
      1,
    ),
  ];
  return { event, given };
};

describe('campaigns projection', () => {
  it('holds a created campaign as a draft', async () => {
    const { given } = created();
    await spec.given(given).then(
      `SELECT id, partner_id, concept_id, name, name_lower, node_ids, platforms, template_ids, templates, flight_start::text, flight_end, personalization_type,
           delivery_types, status, locked, archived, deleted, created_by, created_at, updated_at FROM campaign`,
      [
        {
          id: 'c1',
          partner_id: 'p1',
          concept_id: 'x1',
          name: 'Spring Sale',
          name_lower: 'spring sale',
          node_ids: ['n1', 'n2'],
          platforms: ['google', 'facebook'],
          template_ids: ['t1'],
          templates: [banner],
          flight_start: '2026-03-01',
          flight_end: null,
          personalization_type: 'DECISION_TREE',
          delivery_types: { google: 'NON_TRAFFICKED', facebook: 'FACEBOOK_DIRECT' },
          status: 'draft',
          locked: false,
          archived: false,
          deleted: false,
          created_by: 'u1',
          created_at: date(1),
          updated_at: date(1),
        },
      ],
    );
  });

  it('holds one personalise tree per tree the creation names, in its order', async () => {
    const { given } = created();
    await spec
      .given(given)
      .then(
        'SELECT id, campaign_id, partner_id, platform, format, template_ids, sort FROM personalise_tree ORDER BY sort',
        [
          {
            id: 'tr1',
            campaign_id: 'c1',
            partner_id: 'p1',
            platform: 'google',
            format: 'display',
            template_ids: ['t1'],
            sort: 0,
          },
          {
            id: 'tr2',
            campaign_id: 'c1',
            partner_id: 'p1',
            platform: 'facebook',
            format: 'social',
            template_ids: ['t1'],
            sort: 1,
          },
        ],
      );
  });

  it('changes only the settings named; a flight date may change to none', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event(
          'CampaignSettingsChanged',
          { campaignId: 'c1', name: 'Summer Sale', flightStart: null, flightEnd: '2026-09-30' },
          2,
        ),
      ])
      .then('SELECT name, name_lower, node_ids, flight_start, flight_end::text, updated_at FROM campaign', [
        {
          name: 'Summer Sale',
          name_lower: 'summer sale',
          node_ids: ['n1', 'n2'],
          flight_start: null,
          flight_end: '2026-09-30',
          updated_at: date(2),
        },
      ]);
  });

  it("follows a node's migration: the campaign's nodes as the move leaves them", async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event(
          'CampaignMovedToNode',
          { campaignId: 'c1', fromNodeId: 'n1', toNodeId: 'n3', businessNodes: ['n3', 'n2'] },
          2,
        ),
      ])
      .then('SELECT node_ids, updated_at FROM campaign', [{ node_ids: ['n3', 'n2'], updated_at: date(2) }]);
  });

  it('locks, archives and deletes', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event('CampaignLocked', { campaignId: 'c1' }, 2),
        event('CampaignArchived', { campaignId: 'c1' }, 3),
        event('CampaignDeleted', { campaignId: 'c1' }, 4),
      ])
      .then('SELECT locked, archived, deleted, updated_at FROM campaign', [
        { locked: true, archived: true, deleted: true, updated_at: date(4) },
      ]);
  });

  it('unlocks and restores', async () => {
    const { event, given } = created();
    await spec
      .given([
        ...given,
        event('CampaignLocked', { campaignId: 'c1' }, 2),
        event('CampaignArchived', { campaignId: 'c1' }, 3),
      ])
      .when([event('CampaignUnlocked', { campaignId: 'c1' }, 4), event('CampaignRestored', { campaignId: 'c1' }, 5)])
      .then('SELECT locked, archived, updated_at FROM campaign', [
        { locked: false, archived: false, updated_at: date(5) },
      ]);
  });

  it('notes when an interim and a final approval were requested', async () => {
    const { event, given } = created();
    const request = { campaignId: 'c1', userIds: ['u2'], watcherIds: [], dueAt: at(100), by: 'u1' };
    await spec
      .given(given)
      .when([
        event('ApprovalRequested', { ...request, requestId: 'r1', n: 1, isFinal: false, at: at(2) }, 2),
        event('ApprovalRequested', { ...request, requestId: 'r2', n: 2, isFinal: true, at: at(3) }, 3),
      ])
      .then('SELECT interim_approval_requested_at, final_approval_requested_at FROM campaign', [
        { interim_approval_requested_at: date(2), final_approval_requested_at: date(3) },
      ]);
  });
});
