// A business node's migration, decided on each moved entity (domain/business-tree/migration.ts): an entity on the
// source moves to the target (its other nodes kept, the target once), one that is not there (moved already, never
// there, gone) appends nothing; and the conflict check lists what would clash, blocking or not.
import { describe, expect, it } from 'vitest';
import { AssetAggregate, type AssetEvent } from '../../domain/asset';
import { BusinessTreeAggregate, type BusinessTreeEvent } from '../../domain/business-tree';
import {
  blocks,
  MIGRATION_KINDS,
  MIGRATION_MESSAGES as M,
  migrationConflicts,
  moveAsset,
  moveCampaign,
  moveSubscribers,
  moveUser,
  type MigrationFacts,
} from '../../domain/business-tree/migration';
import { CampaignAggregate } from '../../domain/campaign';
import { UserAggregate, type UserEvent } from '../../domain/user';
import {
  clearIntegrations,
  idsForTarget,
  INTEGRATION_CLASH,
  integrationClashes,
} from '../../domain/integration/migration';
import { IntegrationAggregate, type IntegrationEvent } from '../../domain/integration';
import { campaignCreated as created } from '../support/campaign-events';
import { spec } from '../support/given-when-then';

const partnerId = 'a0000000000000000000000a';
const source = 'e00000000000000000000001';
const target = 'e00000000000000000000002';
const other = 'e00000000000000000000003';
type Move = { from: string; to: string };
const move = { from: source, to: target };

const campaignCreated = (businessNodes: string[]) => created({ campaignId: 'c1', partnerId, businessNodes });

describe('moving a campaign', () => {
  const given = spec(CampaignAggregate, (m: Move, state) => moveCampaign(state, m.from, m.to)).given;
  it('replaces the source by the target and keeps its other nodes', () =>
    given([campaignCreated([other, source])])
      .when(move)
      .then([
        {
          type: 'CampaignMovedToNode',
          data: { campaignId: 'c1', fromNodeId: source, toNodeId: target, businessNodes: [other, target] },
        },
      ]));
  it('holds the target once when it was there already', () =>
    given([campaignCreated([source, target])])
      .when(move)
      .then([
        {
          type: 'CampaignMovedToNode',
          data: { campaignId: 'c1', fromNodeId: source, toNodeId: target, businessNodes: [target] },
        },
      ]));
  it('appends nothing once moved, when never on the source, or deleted', () => {
    const moved = moveCampaign(
      [campaignCreated([source])].reduce(CampaignAggregate.evolve, CampaignAggregate.initialState()),
      source,
      target,
    );
    given([campaignCreated([source]), ...moved])
      .when(move)
      .then([]);
    given([campaignCreated([other])])
      .when(move)
      .then([]);
    given([campaignCreated([source]), { type: 'CampaignDeleted', data: { campaignId: 'c1' } }])
      .when(move)
      .then([]);
    given([]).when(move).then([]);
  });
});

describe('moving an asset', () => {
  const given = spec(AssetAggregate, (m: Move, state) => moveAsset(state, m.from, m.to)).given;
  const requested = (businessNodes: string[]): AssetEvent => ({
    type: 'AssetUploadRequested',
    data: {
      assetId: 'a1',
      partnerId,
      uploadId: 'up',
      uploadedBy: 'u0',
      name: 'logo.png',
      format: 'png',
      size: 1,
      source: { kind: 'file', stagingKey: 'k' },
      businessNodes,
      tags: [],
      parentId: null,
      unzip: false,
    },
  });
  it('moves its nodes and its additional nodes', () =>
    given([
      requested([source]),
      {
        type: 'AssetBusinessNodesChanged',
        data: { assetId: 'a1', businessNodes: [source], additionalNodes: [source] },
      },
    ])
      .when(move)
      .then([
        {
          type: 'AssetMovedToNode',
          data: {
            assetId: 'a1',
            fromNodeId: source,
            toNodeId: target,
            businessNodes: [target],
            additionalNodes: [target],
          },
        },
      ]));
  it('appends nothing when not on the source', () =>
    given([requested([other])])
      .when(move)
      .then([]));
});

describe('moving a user', () => {
  const given = spec(UserAggregate, (m: Move, state) => moveUser(state, m.from, m.to)).given;
  const invited: UserEvent = {
    type: 'UserInvited',
    data: {
      userId: 'u1',
      invitationId: 'i1',
      email: 'ann@acme.test',
      role: 'MANAGER',
      partnerId,
      businessNodeId: source,
      isConceptOnly: false,
    },
  };
  it('keeps the user on a node: the target instead of the source', () =>
    given([invited])
      .when(move)
      .then([
        {
          type: 'UserMovedToNode',
          data: { userId: 'u1', fromNodeId: source, toNodeId: target, businessNodeIds: [target] },
        },
      ]));
  it('appends nothing a second time', () =>
    given([
      invited,
      {
        type: 'UserMovedToNode',
        data: { userId: 'u1', fromNodeId: source, toNodeId: target, businessNodeIds: [target] },
      },
    ])
      .when(move)
      .then([]));
});

describe('moving subscribers', () => {
  const node = (nodeId: string, parentId: string | null): BusinessTreeEvent => ({
    type: 'BusinessNodeCreated',
    data: { partnerId, nodeId, parentId, name: nodeId, type: 'region', marketId: null },
  });
  const subscribed = (nodeId: string, subscribers: string[]): BusinessTreeEvent => ({
    type: 'BusinessNodeSubscribersChanged',
    data: { partnerId, nodeId, subscribers },
  });
  const tree = [node(source, null), node(target, null), subscribed(source, ['u1', 'u2']), subscribed(target, ['u2'])];
  const given = spec(BusinessTreeAggregate, (userIds: string[], state) =>
    moveSubscribers(state, partnerId, { ...move, userIds }),
  ).given;
  it('the named ones join the target (each once) and leave the source', () =>
    given(tree)
      .when(['u1', 'u2'])
      .then([subscribed(target, ['u2', 'u1']), subscribed(source, [])]));
  it('only those named, and nothing when none of them is on the source', () => {
    given(tree)
      .when(['u1'])
      .then([subscribed(target, ['u2', 'u1']), subscribed(source, ['u2'])]);
    given(tree).when(['u9']).then([]);
  });
});

describe('the conflict check', () => {
  const facts = (over: Partial<MigrationFacts> = {}): MigrationFacts => ({
    sourceId: source,
    targetId: target,
    sourcePartnerId: partnerId,
    targetPartnerId: partnerId,
    sourceSubtree: [source, other],
    campaigns: [],
    assets: [],
    users: [],
    subscribers: [],
    integrationClashes: [],
    ...over,
  });
  it('finds nothing on a clean move', () => expect(migrationConflicts(facts())).toEqual([]));
  it('blocks every kind for the same node, another partner or a node below the source', () => {
    const same = migrationConflicts(facts({ targetId: source }));
    expect(same.map((c) => c.message)).toEqual([M.sameNode]);
    expect(migrationConflicts(facts({ targetPartnerId: 'b0000000000000000000000b' })).map((c) => c.message)).toEqual([
      M.otherPartner,
    ]);
    const below = migrationConflicts(facts({ targetId: other }));
    expect(below.map((c) => c.message)).toEqual([M.belowSource]);
    for (const kind of MIGRATION_KINDS) expect(blocks(below, kind)).toHaveLength(1);
  });
  it('names each entity that would clash, and blocks only its kind', () => {
    const conflicts = migrationConflicts(
      facts({
        campaigns: [
          { id: 'c1', name: 'Spring', onTarget: true, locked: false },
          { id: 'c2', name: 'Summer', onTarget: false, locked: true },
        ],
        assets: [{ id: 'a1', name: 'logo.png', nameOnTarget: true }],
        users: [{ id: 'u1', label: 'Ann', onTarget: true }],
        subscribers: [{ id: 'u2', label: 'Bob', reachesTarget: false }],
        integrationClashes: ['The target already has its own facebookToken'],
      }),
    );
    expect(conflicts).toEqual([
      { kind: 'campaigns', blocking: false, entityId: 'c1', message: M.campaignOnTarget('Spring') },
      { kind: 'campaigns', blocking: true, entityId: 'c2', message: M.campaignLocked('Summer') },
      { kind: 'assets', blocking: false, entityId: 'a1', message: M.assetName('logo.png') },
      { kind: 'users', blocking: false, entityId: 'u1', message: M.userOnTarget('Ann') },
      { kind: 'bn-subscribers', blocking: false, entityId: 'u2', message: M.subscriberReach('Bob') },
      { kind: 'integrations', blocking: true, entityId: null, message: 'The target already has its own facebookToken' },
    ]);
    expect(blocks(conflicts, 'campaigns').map((c) => c.entityId)).toEqual(['c2']);
    expect(blocks(conflicts, 'users')).toEqual([]);
  });
});

describe('moving integrations', () => {
  const source = { ids: { facebookAdAccountId: 'act_1', facebookPageId: '11' }, tokens: ['facebookToken'] as const };
  it('clashes with another account or a token of its own at the target', () => {
    expect(integrationClashes(source, { ids: { facebookAdAccountId: 'act_1' }, tokens: [] })).toEqual([]);
    expect(integrationClashes(source, { ids: { facebookAdAccountId: 'act_2' }, tokens: ['facebookToken'] })).toEqual([
      INTEGRATION_CLASH.id('facebookAdAccountId', 'act_2'),
      INTEGRATION_CLASH.token('facebookToken'),
    ]);
  });
  it('gives the target only the ids it lacks', () =>
    expect(idsForTarget(source, { ids: { facebookAdAccountId: 'act_1' }, tokens: new Set() })).toEqual({
      facebookPageId: '11',
    }));
  it('takes every id and token off the source, once', () => {
    const given = spec(IntegrationAggregate, (nodeId: string, state) =>
      clearIntegrations(state, partnerId, nodeId),
    ).given;
    const held: IntegrationEvent[] = [
      { type: 'PublishingIdsChanged', data: { partnerId, nodeId: 'n1', ids: { facebookPageId: '11' } } },
      {
        type: 'IntegrationTokenConnected',
        data: { partnerId, nodeId: 'n1', token: 'facebookToken', sealed: { iv: 'i', ciphertext: 'c', tag: 't' } },
      },
    ];
    const cleared: IntegrationEvent[] = [
      { type: 'PublishingIdsChanged', data: { partnerId, nodeId: 'n1', ids: { facebookPageId: null } } },
      { type: 'IntegrationTokenRemoved', data: { partnerId, nodeId: 'n1', token: 'facebookToken' } },
    ];
    given(held).when('n1').then(cleared);
    given([...held, ...cleared])
      .when('n1')
      .then([]);
  });
});
