import { describe, it } from 'vitest';
import {
  BusinessTreeAggregate,
  decideBusinessTree,
  INVALID_NODE_TYPE,
  MARKET_NOT_FOUND,
  type BusinessTreeCommand,
  type BusinessTreeEvent,
  type CreateBusinessNode,
  type NodeType,
  type SetSubscribers,
  type CannotSubscribe,
  userCannotSubscribe,
} from '../../domain/business-tree';
import { MESSAGES } from '../../domain/shared/errors';
import { LEADING_SPACE, REQUIRED } from '../../domain/shared/validation';
import { spec } from '../support/given-when-then';
import { INVISIBLE_NAMES } from '../support/invisible-names';

const partnerId = 'a0000000000000000000000a';
const given = spec(BusinessTreeAggregate, (command: BusinessTreeCommand, state) =>
  decideBusinessTree(command, state, partnerId),
).given;

const ids = {
  europe: 'e00000000000000000000001',
  germany: 'e00000000000000000000002',
  france: 'e00000000000000000000003',
  advertiser: 'e00000000000000000000004',
  fresh: 'e0000000000000000000000f',
  marketDe: 'f00000000000000000000001',
  marketFr: 'f00000000000000000000002',
  marketNew: 'f0000000000000000000000f',
};

const marketCreated = (marketId: string, name: string): BusinessTreeEvent => ({
  type: 'MarketCreated',
  data: { partnerId, marketId, name },
});
const nodeCreated = (
  nodeId: string,
  parentId: string | null,
  name: string,
  type: NodeType,
  marketId: string | null = null,
): BusinessTreeEvent => ({
  type: 'BusinessNodeCreated',
  data: { partnerId, nodeId, parentId, name, type, marketId },
});
const createNode = (fields: Partial<CreateBusinessNode> = {}): CreateBusinessNode => ({
  type: 'CreateBusinessNode',
  nodeId: ids.fresh,
  parentId: null,
  name: 'Americas',
  nodeType: 'region',
  marketId: null,
  ...fields,
});

const germanyMarket = marketCreated(ids.marketDe, 'Germany');
const franceMarket = marketCreated(ids.marketFr, 'France');
const europe = nodeCreated(ids.europe, null, 'Europe', 'region');
const germany = nodeCreated(ids.germany, ids.europe, 'Germany', 'market', ids.marketDe);
const advertiser = nodeCreated(ids.advertiser, ids.germany, 'Northwind Germany', 'advertiser');
/** Markets Germany and France; Europe → Germany (market Germany) → Northwind Germany. */
const tree = [germanyMarket, franceMarket, europe, germany, advertiser];

describe('an empty tree', () => {
  describe('CreateBusinessNode', () => {
    it('creates a root node', () =>
      given([])
        .when(createNode())
        .then([nodeCreated(ids.fresh, null, 'Americas', 'region')]));

    it.each(['region', 'market', 'advertiser', 'brand'] as const)('accepts the type %s', (nodeType) =>
      given([])
        .when(createNode({ nodeType }))
        .then([nodeCreated(ids.fresh, null, 'Americas', nodeType)]),
    );

    it('keeps the name without its trailing spaces', () =>
      given([])
        .when(createNode({ name: 'Americas ' }))
        .then([nodeCreated(ids.fresh, null, 'Americas', 'region')]));

    it('refuses an unknown type', () =>
      given([])
        .when(createNode({ nodeType: 'country' }))
        .thenThrows(400, INVALID_NODE_TYPE));

    it("refuses a missing name: 'Required'", () =>
      given([])
        .when(createNode({ name: '' }))
        .thenThrows(400, REQUIRED));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given([]).when(createNode({ name })).thenThrows(400, REQUIRED),
    );

    it('refuses a name starting with a space', () =>
      given([])
        .when(createNode({ name: ' Americas' }))
        .thenThrows(400, LEADING_SPACE));

    it("refuses a parent that does not exist: 'Business node was not found'", () =>
      given([])
        .when(createNode({ parentId: ids.europe }))
        .thenThrows(404, MESSAGES.businessNodeNotFound));

    it("refuses a market that does not exist: 'Market not found'", () =>
      given([])
        .when(createNode({ nodeType: 'market', marketId: ids.marketDe }))
        .thenThrows(404, MARKET_NOT_FOUND));
  });

  it("RenameBusinessNode: 'Business node was not found'", () =>
    given([])
      .when({ type: 'RenameBusinessNode', nodeId: ids.europe, name: 'EMEA' })
      .thenThrows(404, MESSAGES.businessNodeNotFound));

  it("DeleteBusinessNode: 'Business node was not found'", () =>
    given([])
      .when({ type: 'DeleteBusinessNode', nodeId: ids.europe, hasUsers: false })
      .thenThrows(404, MESSAGES.businessNodeNotFound));

  describe('CreateMarket', () => {
    it('creates the market', () =>
      given([]).when({ type: 'CreateMarket', marketId: ids.marketDe, name: 'Germany' }).then([germanyMarket]));

    it("refuses a missing name: 'Required'", () =>
      given([]).when({ type: 'CreateMarket', marketId: ids.marketDe, name: ' ' }).thenThrows(400, REQUIRED));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given([]).when({ type: 'CreateMarket', marketId: ids.marketDe, name }).thenThrows(400, REQUIRED),
    );

    it('refuses a name starting with a space', () =>
      given([])
        .when({ type: 'CreateMarket', marketId: ids.marketDe, name: ' Germany' })
        .thenThrows(400, LEADING_SPACE));
  });

  it("UpdateMarket: 'Market not found'", () =>
    given([])
      .when({ type: 'UpdateMarket', marketId: ids.marketDe, name: 'Deutschland' })
      .thenThrows(404, MARKET_NOT_FOUND));

  it("DeleteMarket: 'Market not found'", () =>
    given([]).when({ type: 'DeleteMarket', marketId: ids.marketDe }).thenThrows(404, MARKET_NOT_FOUND));
});

describe('a tree with nodes and markets', () => {
  describe('CreateBusinessNode', () => {
    it('creates a child node pointing at a market', () =>
      given(tree)
        .when(createNode({ parentId: ids.europe, name: 'France', nodeType: 'market', marketId: ids.marketFr }))
        .then([nodeCreated(ids.fresh, ids.europe, 'France', 'market', ids.marketFr)]));

    it('creates a brand under an advertiser', () =>
      given(tree)
        .when(createNode({ parentId: ids.advertiser, name: 'Northwind Cola', nodeType: 'brand' }))
        .then([nodeCreated(ids.fresh, ids.advertiser, 'Northwind Cola', 'brand')]));

    it("refuses a sibling's name, whatever its case: 'Already exist'", () =>
      given(tree)
        .when(createNode({ name: 'EUROPE' }))
        .thenThrows(409, MESSAGES.alreadyExist));

    it('accepts a name held by a node under another parent', () =>
      given(tree)
        .when(createNode({ parentId: ids.germany, name: 'Germany', nodeType: 'advertiser' }))
        .then([nodeCreated(ids.fresh, ids.germany, 'Germany', 'advertiser')]));

    it('accepts the name of a deleted sibling', () =>
      given([...tree, { type: 'BusinessNodeDeleted', data: { partnerId, nodeId: ids.advertiser } }])
        .when(createNode({ parentId: ids.germany, name: 'Northwind Germany', nodeType: 'advertiser' }))
        .then([nodeCreated(ids.fresh, ids.germany, 'Northwind Germany', 'advertiser')]));

    it("refuses a deleted market: 'Market not found'", () =>
      given([...tree, { type: 'MarketDeleted', data: { partnerId, marketId: ids.marketFr } }])
        .when(createNode({ parentId: ids.europe, name: 'France', nodeType: 'market', marketId: ids.marketFr }))
        .thenThrows(404, MARKET_NOT_FOUND));

    it("refuses a deleted parent: 'Business node was not found'", () =>
      given([...tree, { type: 'BusinessNodeDeleted', data: { partnerId, nodeId: ids.advertiser } }])
        .when(createNode({ parentId: ids.advertiser, name: 'Northwind Cola', nodeType: 'brand' }))
        .thenThrows(404, MESSAGES.businessNodeNotFound));
  });

  it('CreateBusinessNode refuses an id already used by another node', () =>
    given(tree)
      .when(createNode({ nodeId: ids.germany, name: 'Elsewhere' }))
      .thenThrows(409, MESSAGES.alreadyExist));

  describe('RenameBusinessNode', () => {
    const rename = (nodeId: string, name: string) => ({ type: 'RenameBusinessNode', nodeId, name }) as const;

    it('renames the node', () =>
      given(tree)
        .when(rename(ids.europe, 'EMEA'))
        .then([{ type: 'BusinessNodeRenamed', data: { partnerId, nodeId: ids.europe, name: 'EMEA' } }]));

    it('records nothing when the name is unchanged', () => given(tree).when(rename(ids.europe, 'Europe')).then([]));

    it('changes only the case of its own name', () =>
      given(tree)
        .when(rename(ids.europe, 'EUROPE'))
        .then([{ type: 'BusinessNodeRenamed', data: { partnerId, nodeId: ids.europe, name: 'EUROPE' } }]));

    it("refuses a sibling's name: 'Already exist'", () =>
      given([...tree, nodeCreated(ids.france, ids.europe, 'France', 'market', ids.marketFr)])
        .when(rename(ids.france, 'germany'))
        .thenThrows(409, MESSAGES.alreadyExist));

    it("refuses a missing name: 'Required'", () => given(tree).when(rename(ids.europe, '')).thenThrows(400, REQUIRED));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given(tree).when(rename(ids.europe, name)).thenThrows(400, REQUIRED),
    );

    it('refuses a name starting with a space', () =>
      given(tree).when(rename(ids.europe, ' EMEA')).thenThrows(400, LEADING_SPACE));

    it('sees an earlier rename', () =>
      given([...tree, { type: 'BusinessNodeRenamed', data: { partnerId, nodeId: ids.europe, name: 'EMEA' } }])
        .when(rename(ids.europe, 'EMEA'))
        .then([]));
  });

  describe('DeleteBusinessNode', () => {
    const remove = (nodeId: string, hasUsers = false) => ({ type: 'DeleteBusinessNode', nodeId, hasUsers }) as const;

    it('deletes a leaf without users', () =>
      given(tree)
        .when(remove(ids.advertiser))
        .then([{ type: 'BusinessNodeDeleted', data: { partnerId, nodeId: ids.advertiser } }]));

    it("refuses a node with children: 'Delete failed, entity in use'", () =>
      given(tree).when(remove(ids.germany)).thenThrows(409, MESSAGES.deleteInUse));

    it("refuses a node with users: 'Delete failed, entity in use'", () =>
      given(tree).when(remove(ids.advertiser, true)).thenThrows(409, MESSAGES.deleteInUse));

    it('deletes a node whose children were deleted', () =>
      given([...tree, { type: 'BusinessNodeDeleted', data: { partnerId, nodeId: ids.advertiser } }])
        .when(remove(ids.germany))
        .then([{ type: 'BusinessNodeDeleted', data: { partnerId, nodeId: ids.germany } }]));
  });

  describe('CreateMarket', () => {
    it('creates another market', () =>
      given(tree)
        .when({ type: 'CreateMarket', marketId: ids.marketNew, name: 'Spain' })
        .then([marketCreated(ids.marketNew, 'Spain')]));

    it("refuses a market's name, whatever its case: 'Already exist'", () =>
      given(tree)
        .when({ type: 'CreateMarket', marketId: ids.marketNew, name: 'germany' })
        .thenThrows(409, MESSAGES.alreadyExist));
    it('refuses an id already used by another market', () =>
      given(tree)
        .when({ type: 'CreateMarket', marketId: ids.marketDe, name: 'Spain' })
        .thenThrows(409, MESSAGES.alreadyExist));
  });

  describe('UpdateMarket', () => {
    it('renames the market', () =>
      given(tree)
        .when({ type: 'UpdateMarket', marketId: ids.marketDe, name: 'Deutschland' })
        .then([{ type: 'MarketUpdated', data: { partnerId, marketId: ids.marketDe, name: 'Deutschland' } }]));

    it('records nothing when the name is unchanged', () =>
      given(tree).when({ type: 'UpdateMarket', marketId: ids.marketDe, name: 'Germany' }).then([]));

    it("refuses another market's name: 'Already exist'", () =>
      given(tree)
        .when({ type: 'UpdateMarket', marketId: ids.marketDe, name: 'FRANCE' })
        .thenThrows(409, MESSAGES.alreadyExist));

    it("refuses a missing name: 'Required'", () =>
      given(tree).when({ type: 'UpdateMarket', marketId: ids.marketDe, name: '' }).thenThrows(400, REQUIRED));

    it.each(INVISIBLE_NAMES)("refuses a name of %s: 'Required'", (_, name) =>
      given(tree).when({ type: 'UpdateMarket', marketId: ids.marketDe, name }).thenThrows(400, REQUIRED),
    );

    it('refuses a name starting with a space', () =>
      given(tree)
        .when({ type: 'UpdateMarket', marketId: ids.marketDe, name: ' Deutschland' })
        .thenThrows(400, LEADING_SPACE));
  });

  describe('DeleteMarket', () => {
    it('deletes a market no node uses', () =>
      given(tree)
        .when({ type: 'DeleteMarket', marketId: ids.marketFr })
        .then([{ type: 'MarketDeleted', data: { partnerId, marketId: ids.marketFr } }]));

    it("refuses a market a node uses: 'Delete failed, entity in use'", () =>
      given(tree).when({ type: 'DeleteMarket', marketId: ids.marketDe }).thenThrows(409, MESSAGES.deleteInUse));

    it('deletes a market once the node using it is gone', () =>
      given([
        ...tree,
        { type: 'BusinessNodeDeleted', data: { partnerId, nodeId: ids.advertiser } },
        { type: 'BusinessNodeDeleted', data: { partnerId, nodeId: ids.germany } },
      ])
        .when({ type: 'DeleteMarket', marketId: ids.marketDe })
        .then([{ type: 'MarketDeleted', data: { partnerId, marketId: ids.marketDe } }]));
  });
});

describe('a tree with nodes: SetSubscribers', () => {
  const [ann, bob, cid] = ['u00000000000000000000001', 'u00000000000000000000002', 'u00000000000000000000003'];
  const judged = (userId: string, cannotSubscribe: CannotSubscribe | null = null) => ({
    userId,
    label: `User ${userId.slice(-1)}`,
    cannotSubscribe,
  });
  const setSubscribers = (subscribers: string[], named = subscribers.map((id) => judged(id))): SetSubscribers => ({
    type: 'SetSubscribers',
    nodeId: ids.germany,
    subscribers,
    named,
  });
  const changed = (subscribers: string[]): BusinessTreeEvent => ({
    type: 'BusinessNodeSubscribersChanged',
    data: { partnerId, nodeId: ids.germany, subscribers },
  });

  it('records the list whole, each user once, in the order given', () =>
    given([europe, germanyMarket, germany])
      .when(setSubscribers([bob, ann, bob]))
      .then([changed([bob, ann])]));

  it('records nothing when the list is the same', () =>
    given([europe, germanyMarket, germany, changed([ann])])
      .when(setSubscribers([ann]))
      .then([]));

  it('empties the list', () =>
    given([europe, germanyMarket, germany, changed([ann])])
      .when(setSubscribers([]))
      .then([changed([])]));

  for (const why of ['unknown', 'inactive', 'nodes'] as const)
    it(`refuses a user added who cannot subscribe (${why}), naming them and why`, () =>
      given([europe, germanyMarket, germany])
        .when(setSubscribers([ann, bob], [judged(ann), judged(bob, why)]))
        .thenThrows(422, userCannotSubscribe('User 2', why)));

  it('refuses a user the read side does not know, by id', () =>
    given([europe, germanyMarket, germany])
      .when(setSubscribers([cid], []))
      .thenThrows(422, userCannotSubscribe(cid, 'unknown')));

  it('keeps a subscriber already on the list who could not be added now', () =>
    given([europe, germanyMarket, germany, changed([ann])])
      .when(setSubscribers([ann, bob], [judged(ann, 'inactive'), judged(bob)]))
      .then([changed([ann, bob])]));

  it('refuses an unknown node', () =>
    given([europe])
      .when(setSubscribers([ann]))
      .thenThrows(404, MESSAGES.businessNodeNotFound));
});
