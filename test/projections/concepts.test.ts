import { describe, it } from 'vitest';
import { type Brief, emptyBrief, emptyBriefAssets } from '../../domain/concept/brief';
import type { ConceptEvent } from '../../domain/concept/events';
import { conceptsProjection } from '../../projections/concepts/projection';
import { at, date, projectionSpec, stream } from '../support/projection-spec';

const spec = projectionSpec(conceptsProjection);
/** The metadata's actor of every event made by stream(). */
const ACTOR = 'spec-user';

const brief = (name: string, businessNodes: string[], languages: string[], step: Brief['meta']['currentStep']) => {
  const empty = emptyBrief();
  return { ...empty, intro: { name, businessNodes, languages }, meta: { ...empty.meta, currentStep: step } };
};

const created = () => {
  const event = stream<ConceptEvent>('Concept-x1');
  const given = [
    event(
      'ConceptCreated',
      { conceptId: 'x1', partnerId: 'p1', createdBy: 'u1', brief: brief('Spring', ['n1'], ['en'], 'INTRO') },
      1,
    ),
  ];
  return { event, given };
};

describe('concepts projection', () => {
  it("lists a created concept as a draft named, placed and worded by its brief's Details", async () => {
    const { given } = created();
    await spec.given(given).then(
      `SELECT id, partner_id, name, status, business_node_ids, additional_node_ids, languages, thumbnail, archived,
           brief, created_by, submitted_by, submitted_at, created_at, updated_at, updated_by FROM concept_list`,
      [
        {
          id: 'x1',
          partner_id: 'p1',
          name: 'Spring',
          status: 'draft',
          business_node_ids: ['n1'],
          additional_node_ids: [],
          languages: ['en'],
          thumbnail: null,
          archived: false,
          brief: brief('Spring', ['n1'], ['en'], 'INTRO'),
          created_by: 'u1',
          submitted_by: null,
          submitted_at: null,
          created_at: date(1),
          updated_at: date(1),
          updated_by: ACTOR,
        },
      ],
    );
  });

  it('takes a saved draft whole, its Details renaming and re-placing the concept', async () => {
    const { event, given } = created();
    const saved = brief('Summer', ['n2', 'n3'], ['de', 'fr'], 'CHANNELS');
    await spec
      .given(given)
      .when([event('BriefDraftSaved', { conceptId: 'x1', brief: saved }, 2)])
      .then('SELECT brief, id, name, business_node_ids, languages, status, updated_at FROM concept_list', [
        {
          brief: saved,
          id: 'x1',
          name: 'Summer',
          business_node_ids: ['n2', 'n3'],
          languages: ['de', 'fr'],
          status: 'draft',
          updated_at: date(2),
        },
      ]);
  });

  it("replaces only the brief's assets", async () => {
    const { event, given } = created();
    const assets = {
      ...emptyBriefAssets(),
      logos: [{ assetId: 'a1', name: 'Logo', format: 'png', link: null }],
    };
    await spec
      .given(given)
      .when([event('BriefAssetsChanged', { conceptId: 'x1', assets }, 2)])
      .then('SELECT name, brief, updated_at FROM concept_list', [
        { name: 'Spring', brief: { ...brief('Spring', ['n1'], ['en'], 'INTRO'), assets }, updated_at: date(2) },
      ]);
  });

  it('moves a submitted brief to storyboards in progress with who submitted it and when', async () => {
    const { event, given } = created();
    const submitted = brief('Spring 2027', ['n1'], ['en', 'nl'], 'SIGN_OFF');
    await spec
      .given(given)
      .when([event('BriefSubmitted', { conceptId: 'x1', brief: submitted, submittedBy: 'u2', submittedAt: at(5) }, 5)])
      .then('SELECT name, languages, status, brief, submitted_by, submitted_at, updated_at FROM concept_list', [
        {
          name: 'Spring 2027',
          languages: ['en', 'nl'],
          status: 'storyboardsProgress',
          brief: submitted,
          submitted_by: 'u2',
          submitted_at: date(5),
          updated_at: date(5),
        },
      ]);
  });

  it('follows status changes in order', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event('ConceptStatusChanged', { conceptId: 'x1', status: 'review' }, 2),
        event('ConceptStatusChanged', { conceptId: 'x1', status: 'templatesProgress' }, 3),
      ])
      .then('SELECT status, updated_at FROM concept_list', [{ status: 'templatesProgress', updated_at: date(3) }]);
  });

  it('archives and unarchives', async () => {
    const { event, given } = created();
    const archived = event('ConceptArchived', { conceptId: 'x1' }, 2);
    const ROW = 'SELECT archived, updated_at FROM concept_list';
    await spec
      .given(given)
      .when([archived])
      .then(ROW, [{ archived: true, updated_at: date(2) }]);
    await spec
      .given([...given, archived])
      .when([event('ConceptUnarchived', { conceptId: 'x1' }, 3)])
      .then(ROW, [{ archived: false, updated_at: date(3) }]);
  });

  it('changes only the details present: a rename keeps the nodes and languages', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([event('ConceptDetailsChanged', { conceptId: 'x1', name: 'Autumn' }, 2)])
      .then('SELECT thumbnail, id, name, business_node_ids, languages, status, updated_at FROM concept_list', [
        {
          thumbnail: null,
          id: 'x1',
          name: 'Autumn',
          business_node_ids: ['n1'],
          languages: ['en'],
          status: 'draft',
          updated_at: date(2),
        },
      ]);
  });

  it('sets nodes, languages and a thumbnail, and a null thumbnail resets it', async () => {
    const { event, given } = created();
    const changed = event(
      'ConceptDetailsChanged',
      { conceptId: 'x1', businessNodes: ['n4'], languages: [], thumbnail: 'blobs/t1.png' },
      2,
    );
    const ROW = 'SELECT name, business_node_ids, languages, thumbnail FROM concept_list';
    await spec
      .given(given)
      .when([changed])
      .then(ROW, [{ name: 'Spring', business_node_ids: ['n4'], languages: [], thumbnail: 'blobs/t1.png' }]);
    await spec
      .given([...given, changed])
      .when([event('ConceptDetailsChanged', { conceptId: 'x1', thumbnail: null }, 3)])
      .then(ROW, [{ name: 'Spring', business_node_ids: ['n4'], languages: [], thumbnail: null }]);
  });

  it('replaces the business nodes and the additional ones', async () => {
    const { event, given } = created();
    await spec
      .given(given)
      .when([
        event(
          'ConceptBusinessNodesChanged',
          { conceptId: 'x1', businessNodes: ['n2'], additionalNodes: ['n5', 'n6'] },
          2,
        ),
      ])
      .then('SELECT business_node_ids, additional_node_ids, updated_at FROM concept_list', [
        { business_node_ids: ['n2'], additional_node_ids: ['n5', 'n6'], updated_at: date(2) },
      ]);
  });

  it('writes no row for a change to an unknown concept', async () => {
    const event = stream<ConceptEvent>('Concept-x9');
    await spec
      .given([
        event('ConceptStatusChanged', { conceptId: 'x9', status: 'ready' }, 1),
        event('ConceptDetailsChanged', { conceptId: 'x9', name: 'Ghost' }, 2),
      ])
      .then('SELECT id FROM concept_list', []);
  });
});
