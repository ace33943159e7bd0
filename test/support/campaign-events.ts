// A campaign's first event for domain specs: a draft of one Google platform with no templates or trees, its data as
// given over these defaults.
import type { CampaignCreated, CampaignEvent } from '../../domain/campaign';

export const campaignCreated = (
  data: Pick<CampaignCreated['data'], 'campaignId'> & Partial<CampaignCreated['data']>,
): CampaignEvent => ({
  type: 'CampaignCreated',
  data: {
    partnerId: 'p1',
    conceptId: 'k1',
    name: 'Summer',
    businessNodes: ['n1'],
    flightStart: null,
    flightEnd: null,
    platforms: ['google'],
    templates: [],
    trees: [],
    personalizationType: 'DECISION_TREE',
    deliveryTypes: {},
    createdBy: 'admin',
    createdAt: '2026-11-23T10:00:00.000Z',
    ...data,
  },
});
