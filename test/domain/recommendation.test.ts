// Asset recommendations (domain/recommendation; spec 1 §7, issue 23 §4): what fits a brief (shared tags, a category
// it asks for, its business node), how feedback and earlier choices move an asset, the order and the cap, the
// reason given in words, and the votes themselves (one per user, the last one counts).
import { describe, expect, it } from 'vitest';
import {
  assetIdOfUrl,
  CATEGORY_POINTS,
  CHOSEN_MAX,
  CHOSEN_POINTS,
  judgeCandidate,
  learningOf,
  NO_LEARNING,
  NODE_POINTS,
  recommend,
  RECOMMENDATION_LIMIT,
  TAG_POINTS,
  type RecommendationCandidate,
  type RecommendationLearning,
  type RecommendationRequest,
} from '../../domain/recommendation/rules';
import {
  decideRecommendation,
  RecommendationAggregate,
  type RecommendationCommand,
  type RecommendationEvent,
} from '../../domain/recommendation';
import { DEMO_ASSETS, libraryNames } from '../../demo/asset-data';
import { DEMO_CONCEPTS } from '../../demo/concept-data';
import { emptyBrief } from '../../domain/concept/brief';
import { briefRecommendationRequest } from '../../domain/recommendation/brief-request';
import { spec } from '../support/given-when-then';

const brief: RecommendationRequest = { nodeIds: ['de'], categories: ['logos'], tags: ['Summer', 'cola'], exclude: [] };
const asset = (id: string, over: Partial<RecommendationCandidate> = {}): RecommendationCandidate => ({
  id,
  name: `${id}.png`,
  category: 'other',
  tags: [],
  businessNodes: [],
  ...over,
});
const learned = (entries: Record<string, Partial<RecommendationLearning>>) =>
  new Map(Object.entries(entries).map(([id, l]) => [id, { ...NO_LEARNING, ...l }]));

describe('what fits a brief', () => {
  it('scores shared tags (any case), the category asked for and the brief node, and says why', () => {
    const judged = judgeCandidate(
      brief,
      asset('a', { tags: ['summer', 'COLA', 'beach'], category: 'logos', businessNodes: ['de'] }),
      NO_LEARNING,
    );
    expect(judged).toEqual({
      assetId: 'a',
      score: 2 * TAG_POINTS + CATEGORY_POINTS + NODE_POINTS,
      reason: "Shares tags COLA, summer; a Logo the brief asks for; on the brief's business node",
    });
  });

  it('leaves out an asset that shares nothing with the brief, however liked', () => {
    expect(judgeCandidate(brief, asset('a', { tags: ['winter'], businessNodes: ['fr'] }), NO_LEARNING)).toBeNull();
    expect(judgeCandidate(brief, asset('a'), { ups: 5, downs: 0, chosen: 3 })).toBeNull();
  });

  it('tells earlier choices and votes in the reason', () => {
    const judged = judgeCandidate(brief, asset('a', { tags: ['cola'] }), { ups: 2, downs: 1, chosen: 1 });
    expect(judged?.reason).toBe('Shares tag cola; chosen for 1 brief before; 2 thumbs up; 1 thumb down');
  });
});

describe('the order', () => {
  const candidates = [
    asset('tag', { tags: ['cola'] }),
    asset('node', { businessNodes: ['de'] }),
    asset('both', { tags: ['cola'], businessNodes: ['de'] }),
  ];

  it('is best first, then by name, and leaves out what the brief has already', () => {
    const ids = (l = learned({}), request = brief) => recommend(request, candidates, l).map((r) => r.assetId);
    expect(ids()).toEqual(['both', 'tag', 'node']);
    expect(ids(learned({}), { ...brief, exclude: ['both'] })).toEqual(['tag', 'node']);
    const tie = [asset('b', { name: 'same.png', tags: ['cola'] }), asset('a', { name: 'same.png', tags: ['cola'] })];
    expect(recommend(brief, tie, learned({})).map((r) => r.assetId)).toEqual(['a', 'b']);
  });

  it('sinks an asset with a thumb down, raises one with a thumb up, and drops one voted below zero', () => {
    const ids = (l: Map<string, RecommendationLearning>) => recommend(brief, candidates, l).map((r) => r.assetId);
    expect(ids(learned({ both: { downs: 1 } }))).toEqual(['tag', 'both', 'node']);
    expect(ids(learned({ node: { ups: 2 } }))).toEqual(['node', 'both', 'tag']);
    expect(ids(learned({ node: { downs: 1 } }))).toEqual(['both', 'tag']);
  });

  it('rises with each choice for a brief, up to a cap', () => {
    const ids = (chosen: number) => recommend(brief, candidates, learned({ node: { chosen } })).map((r) => r.assetId);
    expect(ids(2)).toEqual(['both', 'node', 'tag']);
    const node = recommend(brief, candidates, learned({ node: { chosen: 50 } })).find((r) => r.assetId === 'node');
    expect(node?.score).toBe(NODE_POINTS + CHOSEN_MAX * CHOSEN_POINTS);
  });

  it(`answers at most ${RECOMMENDATION_LIMIT}`, () => {
    const many = Array.from({ length: 20 }, (_, i) => asset(`a${String(i).padStart(2, '0')}`, { tags: ['cola'] }));
    const got = recommend(brief, many, learned({}));
    expect(got).toHaveLength(RECOMMENDATION_LIMIT);
    expect(got[0]!.assetId).toBe('a00');
  });
});

describe('the asset a url names', () => {
  it('takes the file url the API shows, or the bare id, and nothing else', () => {
    expect(assetIdOfUrl('/api/v1/assets/single-files/abc123/file')).toBe('abc123');
    expect(assetIdOfUrl(' abc123 ')).toBe('abc123');
    expect(assetIdOfUrl('tmp/abc123')).toBeNull();
    expect(assetIdOfUrl('https://example.com/x.png')).toBeNull();
  });
});

describe('votes and choices', () => {
  const given = spec(RecommendationAggregate, decideRecommendation).given;
  const vote = (userId: string, feedback: 'up' | 'down'): RecommendationEvent => ({
    type: 'RecommendationFeedbackGiven',
    data: { assetId: 'a', partnerId: 'p', userId, feedback },
  });
  const give = (userId: string, feedback: 'up' | 'down') =>
    ({ type: 'GiveFeedback', assetId: 'a', partnerId: 'p', userId, feedback }) as const;

  it('records a vote, and a changed one; the same vote again changes nothing', () => {
    given([])
      .when(give('u1', 'up'))
      .then([vote('u1', 'up')]);
    given([vote('u1', 'up')])
      .when(give('u1', 'up'))
      .then([]);
    given([vote('u1', 'up')])
      .when(give('u1', 'down'))
      .then([vote('u1', 'down')]);
  });

  it('counts each user once, by their last vote', () => {
    const state = [vote('u1', 'up'), vote('u2', 'up'), vote('u1', 'down')].reduce(
      RecommendationAggregate.evolve,
      RecommendationAggregate.initialState(),
    );
    expect(learningOf(state.votes, state.chosen)).toEqual({ ups: 1, downs: 1, chosen: 0 });
  });

  it('records every choice for a brief', () => {
    const chose: RecommendationCommand = {
      type: 'ChooseRecommendation',
      assetId: 'a',
      partnerId: 'p',
      userId: 'u1',
      nodeIds: ['de'],
    };
    given([])
      .when(chose)
      .then([{ type: 'RecommendationChosen', data: { assetId: 'a', partnerId: 'p', userId: 'u1', nodeIds: ['de'] } }]);
  });
});

describe("a brief's request", () => {
  it('asks by its nodes, the required categories it lacks, the words of its name and direction, without its assets', () => {
    const draft = emptyBrief();
    draft.intro = { name: 'Summer Cola launch: summer!', businessNodes: ['de'], languages: [] };
    draft.otherBusiness = { text: 'Bright, on a beach' };
    draft.assets.logos = [{ assetId: 'x', name: 'logo.svg', format: 'svg', link: null }];
    expect(briefRecommendationRequest(draft)).toEqual({
      nodeIds: ['de'],
      categories: ['brands', 'fonts'],
      tags: ['summer', 'cola', 'launch', 'bright', 'beach'],
      exclude: ['x'],
    });
  });
});

describe('the demo', () => {
  it("recommends its library to the Cola Winter Warmers draft by the tag cola and the brief's market", () => {
    const draft = DEMO_CONCEPTS.find((c) => c.name === 'Cola Winter Warmers' && c.status === 'draft')!;
    const candidates = DEMO_ASSETS.filter((group) => group.partner === draft.partner).flatMap((group) =>
      group.files
        .flatMap(libraryNames)
        .map((name) => asset(name, { tags: group.tags, businessNodes: [group.node.at(-1)!] })),
    );
    const brief = emptyBrief();
    brief.intro = { name: draft.name, businessNodes: draft.markets.map((path) => path.at(-1)!), languages: [] };
    const got = recommend(briefRecommendationRequest(brief), candidates, learned({}));
    expect(got.length).toBeGreaterThan(0);
    expect(got[0]!.reason).toBe("Shares tag cola; on the brief's business node");
  });
});
