import { describe, it } from 'vitest';
import type { BusinessTreeEvent } from '../../domain/business-tree/events';
import type { IntegrationEvent, SealedSecret } from '../../domain/integration/events';
import { integrationsProjection } from '../../projections/integrations/projection';
import { at, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(integrationsProjection);
const ROWS = 'SELECT node_id, partner_id, ids, tokens FROM node_integration ORDER BY node_id';
const sealed = (n: number): SealedSecret => ({ iv: `iv${n}`, ciphertext: `ct${n}`, tag: `tag${n}` });

const withIds = () => {
  const event = stream<IntegrationEvent>('NodeIntegrations-n1');
  const given = [
    event(
      'PublishingIdsChanged',
      { partnerId: 'p1', nodeId: 'n1', ids: { facebookAdAccountId: 'act_1', facebookPageId: 'page1' } },
      1,
    ),
  ];
  return { event, given };
};

describe('integrations projection', () => {
  it("keeps a node's typed-in ids, the first change making its row", async () => {
    const { given } = withIds();
    await spec
      .given(given)
      .then(ROWS, [
        { node_id: 'n1', partner_id: 'p1', ids: { facebookAdAccountId: 'act_1', facebookPageId: 'page1' }, tokens: {} },
      ]);
  });

  it('merges only the changed ids, a null clearing one', async () => {
    const { event, given } = withIds();
    await spec
      .given(given)
      .when([
        event(
          'PublishingIdsChanged',
          { partnerId: 'p1', nodeId: 'n1', ids: { facebookPageId: null, dcmAdvertiserId: 'dcm9' } },
          2,
        ),
      ])
      .then('SELECT node_id, ids FROM node_integration', [
        { node_id: 'n1', ids: { facebookAdAccountId: 'act_1', dcmAdvertiserId: 'dcm9' } },
      ]);
  });

  it('keeps a connected token sealed with when it came, a second connection replacing it', async () => {
    const event = stream<IntegrationEvent>('NodeIntegrations-n2');
    await spec
      .given([
        event('IntegrationTokenConnected', { partnerId: 'p1', nodeId: 'n2', token: 'gadsToken', sealed: sealed(1) }, 3),
      ])
      .when([
        event('IntegrationTokenConnected', { partnerId: 'p1', nodeId: 'n2', token: 'gadsToken', sealed: sealed(2) }, 4),
        event(
          'IntegrationTokenConnected',
          { partnerId: 'p1', nodeId: 'n2', token: 'facebookToken', sealed: sealed(3) },
          5,
        ),
      ])
      .then(ROWS, [
        {
          node_id: 'n2',
          partner_id: 'p1',
          ids: {},
          tokens: {
            gadsToken: { sealed: sealed(2), connectedAt: at(4) },
            facebookToken: { sealed: sealed(3), connectedAt: at(5) },
          },
        },
      ]);
  });

  it('drops a removed token and keeps the rest; a removal for a node without a row makes none', async () => {
    const { event, given } = withIds();
    const other = stream<IntegrationEvent>('NodeIntegrations-n3');
    await spec
      .given([
        ...given,
        event('IntegrationTokenConnected', { partnerId: 'p1', nodeId: 'n1', token: 'gadsToken', sealed: sealed(1) }, 2),
        event(
          'IntegrationTokenConnected',
          { partnerId: 'p1', nodeId: 'n1', token: 'dv360Token', sealed: sealed(2) },
          3,
        ),
      ])
      .when([
        event('IntegrationTokenRemoved', { partnerId: 'p1', nodeId: 'n1', token: 'gadsToken' }, 4),
        other('IntegrationTokenRemoved', { partnerId: 'p1', nodeId: 'n3', token: 'gadsToken' }, 5),
      ])
      .then('SELECT node_id, tokens FROM node_integration ORDER BY node_id', [
        { node_id: 'n1', tokens: { dv360Token: { sealed: sealed(2), connectedAt: at(3) } } },
      ]);
  });

  it("forgets a deleted node's integrations, and a node made again starts empty", async () => {
    const { event, given } = withIds();
    const tree = stream<BusinessTreeEvent>('BusinessTree-p1');
    const deleted = tree('BusinessNodeDeleted', { partnerId: 'p1', nodeId: 'n1' }, 2);
    await spec.given(given).when([deleted]).then(ROWS, []);
    await spec
      .given([...given, deleted])
      .when([
        event(
          'IntegrationTokenConnected',
          { partnerId: 'p1', nodeId: 'n1', token: 'youtubeToken', sealed: sealed(1) },
          3,
        ),
      ])
      .then(ROWS, [
        {
          node_id: 'n1',
          partner_id: 'p1',
          ids: {},
          tokens: { youtubeToken: { sealed: sealed(1), connectedAt: at(3) } },
        },
      ]);
  });
});
