import { describe, expect, it } from 'vitest';
import {
  BRIEF_ALREADY_SUBMITTED,
  CONCEPT_NOT_FOUND,
  ConceptAggregate,
  decideConcept,
  statusChangeRefused,
  type ChangeConceptDetails,
  type ConceptCommand,
  type ConceptEvent,
  type ConceptStatus,
  type Lookups,
} from '../../domain/concept';
import { emptyBrief, type Brief, type BriefAsset } from '../../domain/concept/brief';
import {
  AGREEMENT_REQUIRED,
  CREATIVE_DIRECTION_MAX_LENGTH,
  CREATIVE_DIRECTION_TOO_LONG,
  CUSTOM_OBJECTIVE_MAX_LENGTH,
  DESCRIPTION_TOO_LONG,
} from '../../domain/concept/brief-rules';
import { FILE_NAME_MAX_LENGTH, KEY_MAX_LENGTH, tooLong, URL_MAX_LENGTH } from '../../domain/shared/text-limits';
import { CONCEPT_NAME_USED, LANGUAGES_REQUIRED, MARKETS_LOCKED } from '../../domain/concept/details-rules';
import { recommendFromObjectives } from '../../domain/concept/funnel-presets';
import { INVALID_URL } from '../../domain/asset/rules';
import { MESSAGES } from '../../domain/shared/errors';
import { spec } from '../support/given-when-then';

const given = spec(ConceptAggregate, decideConcept).given;
const conceptId = 'd0000000000000000000000d';
const partnerId = 'a0000000000000000000000a';
const userId = 'b0000000000000000000000b';
const submittedAt = '2025-06-02T09:30:00.000Z';
const nodes = { germany: 'e00000000000000000000002', france: 'e00000000000000000000003' };

const asset = (name: string, link: string | null = null): BriefAsset => ({
  assetId: `c-${name}`,
  name,
  format: name.split('.')[1] ?? '',
  link,
});
/** A draft after Details: the later steps still empty. */
const draftBrief: Brief = {
  ...emptyBrief(),
  intro: { name: 'Summer sale', businessNodes: [nodes.germany], languages: ['en', 'de'] },
  meta: { currentStep: 'OBJECTIVES', formatValues: {} },
};
/** Every step answered: action's funnel preset for channels and formats. */
const fullBrief: Brief = {
  ...draftBrief,
  objectives: { elements: ['action'], customText: '' },
  ...recommendFromObjectives(['action']),
  meta: { currentStep: 'SIGN_OFF', formatValues: {} },
  assets: {
    ...emptyBrief().assets,
    brands: [asset('guide.pdf')],
    fonts: [asset('brand.otf')],
    logos: [asset('logo.eps')],
  },
  otherBusiness: { text: 'Warm, sunny, hand-drawn.' },
  signOff: { areAgreementsAccepted: true },
};
const withIntro = (fields: Partial<Brief['intro']>, brief = draftBrief): Brief => ({
  ...brief,
  intro: { ...brief.intro, ...fields },
});

const lookups: Lookups = { nameTaken: false, allowedNodeIds: 'all' };
const taken: Lookups = { ...lookups, nameTaken: true };
const create = (brief = draftBrief, found = lookups): ConceptCommand => ({
  type: 'CreateConcept',
  conceptId,
  partnerId,
  createdBy: userId,
  brief,
  ...found,
});
const saveDraft = (brief: Brief, found = lookups): ConceptCommand => ({ type: 'SaveBriefDraft', brief, ...found });
const changeAssets = (assets: Brief['assets']): ConceptCommand => ({ type: 'ChangeBriefAssets', assets });
const submit = (brief = fullBrief, found = lookups): ConceptCommand => ({
  type: 'SubmitBrief',
  brief,
  submittedBy: userId,
  submittedAt,
  ...found,
});
const changeStatus = (status: ConceptStatus): ConceptCommand => ({ type: 'ChangeConceptStatus', status });
const setArchived = (archived: boolean): ConceptCommand => ({ type: 'SetConceptArchived', archived });
const changeDetails = (
  fields: Omit<ChangeConceptDetails, 'type' | keyof Lookups>,
  found = lookups,
): ConceptCommand => ({ type: 'ChangeConceptDetails', ...fields, ...found });
const setNodes = (businessNodes: string[], allowedNodeIds: Lookups['allowedNodeIds'] = 'all'): ConceptCommand => ({
  type: 'SetConceptBusinessNodes',
  businessNodes,
  additionalNodes: [],
  allowedNodeIds,
});

const created: ConceptEvent = {
  type: 'ConceptCreated',
  data: { conceptId, partnerId, createdBy: userId, brief: draftBrief },
};
const draftSaved = (brief: Brief): ConceptEvent => ({ type: 'BriefDraftSaved', data: { conceptId, brief } });
const assetsChanged = (assets: Brief['assets']): ConceptEvent => ({
  type: 'BriefAssetsChanged',
  data: { conceptId, assets },
});
const submitted: ConceptEvent = {
  type: 'BriefSubmitted',
  data: { conceptId, brief: fullBrief, submittedBy: userId, submittedAt },
};
const statusChanged = (status: ConceptStatus): ConceptEvent => ({
  type: 'ConceptStatusChanged',
  data: { conceptId, status },
});
const detailsChanged = (
  fields: Omit<Extract<ConceptEvent, { type: 'ConceptDetailsChanged' }>['data'], 'conceptId'>,
): ConceptEvent => ({
  type: 'ConceptDetailsChanged',
  data: { conceptId, ...fields },
});

const inProgress = [created, submitted];
const reaching = {
  storyboardsProgress: inProgress,
  review: [...inProgress, statusChanged('review')],
  templatesProgress: [...inProgress, statusChanged('review'), statusChanged('templatesProgress')],
  ready: [...inProgress, statusChanged('review'), statusChanged('templatesProgress'), statusChanged('ready')],
};

function refusal(events: ConceptEvent[], command: ConceptCommand): unknown {
  try {
    decideConcept(command, events.reduce(ConceptAggregate.evolve, ConceptAggregate.initialState()));
  } catch (error) {
    return error;
  }
  return expect.fail('expected a refusal');
}

describe('no concept yet', () => {
  describe('CreateConcept', () => {
    it('creates a draft from the Details step', () => given([]).when(create()).then([created]));

    it('keeps the name without trailing spaces', () =>
      given([])
        .when(create(withIntro({ name: 'Summer sale  ' })))
        .then([created]));

    it("refuses a blank name: 'Details: Required'", () =>
      given([])
        .when(create(withIntro({ name: '' })))
        .thenThrows(422, 'Details: Required'));

    it(`refuses a name the partner's concepts have: '${CONCEPT_NAME_USED}'`, () =>
      given([]).when(create(draftBrief, taken)).thenThrows(422, `Details: ${CONCEPT_NAME_USED}`));

    it('refuses markets the user may not pick', () =>
      given([])
        .when(create(draftBrief, { ...lookups, allowedNodeIds: [nodes.france] }))
        .thenThrows(422, `Details: ${MESSAGES.businessNodeAccessDenied}`));
  });

  it.each(
    Object.entries({
      saveDraft: saveDraft(draftBrief),
      changeAssets: changeAssets(fullBrief.assets),
      submit: submit(),
      changeStatus: changeStatus('review'),
      setArchived: setArchived(true),
      changeDetails: changeDetails({ name: 'Winter' }),
      setNodes: setNodes([nodes.germany]),
    }),
  )(`%s: '${CONCEPT_NOT_FOUND}'`, (_, command) => given([]).when(command).thenThrows(404, CONCEPT_NOT_FOUND));
});

describe('a draft', () => {
  it("CreateConcept again: 'Already exist'", () =>
    given([created]).when(create()).thenThrows(409, MESSAGES.alreadyExist));

  describe('SaveBriefDraft', () => {
    const customWithout = (currentStep: Brief['meta']['currentStep']): Brief => ({
      ...draftBrief,
      objectives: { elements: ['custom'], customText: '' },
      meta: { currentStep, formatValues: {} },
    });

    it('saves the brief, the step the user is on unfinished', () =>
      given([created])
        .when(saveDraft(customWithout('OBJECTIVES')))
        .then([draftSaved(customWithout('OBJECTIVES'))]));

    it('refuses a step the user has moved past unfinished', () =>
      given([created])
        .when(saveDraft(customWithout('CHANNELS')))
        .thenThrows(422, 'Objectives: Please enter a description'));

    it("keeps the draft's own name, in another case", () =>
      given([created])
        .when(saveDraft(withIntro({ name: 'SUMMER SALE' }), taken))
        .then([draftSaved(withIntro({ name: 'SUMMER SALE' }))]));

    it('refuses a name another concept has', () =>
      given([created])
        .when(saveDraft(withIntro({ name: 'Winter' }), taken))
        .thenThrows(422, `Details: ${CONCEPT_NAME_USED}`));

    it(`refuses no languages: '${LANGUAGES_REQUIRED}'`, () =>
      given([created])
        .when(saveDraft(withIntro({ languages: [] })))
        .thenThrows(422, `Details: ${LANGUAGES_REQUIRED}`));

    it('changes the markets while the brief has no assets', () =>
      given([created])
        .when(saveDraft(withIntro({ businessNodes: [nodes.france] })))
        .then([draftSaved(withIntro({ businessNodes: [nodes.france] }))]));

    it(`refuses other markets once assets are saved: '${MARKETS_LOCKED}'`, () =>
      given([created, assetsChanged(fullBrief.assets)])
        .when(saveDraft(withIntro({ businessNodes: [nodes.france] }, fullBrief)))
        .thenThrows(422, `Details: ${MARKETS_LOCKED}`));
  });

  describe('ChangeBriefAssets', () => {
    it('records the assets', () =>
      given([created])
        .when(changeAssets(fullBrief.assets))
        .then([assetsChanged(fullBrief.assets)]));

    it(`refuses a link that is no URL: '${INVALID_URL}'`, () =>
      given([created])
        .when(changeAssets({ ...fullBrief.assets, other: [asset('moodboard', 'not a link')] }))
        .thenThrows(422, `Assets: ${INVALID_URL}`));

    it('takes categories still empty', () =>
      given([created])
        .when(changeAssets(emptyBrief().assets))
        .then([assetsChanged(emptyBrief().assets)]));
  });

  describe('SubmitBrief', () => {
    it('submits a brief whose every step holds', () => given([created]).when(submit()).then([submitted]));

    it('lists each failing step with its messages', () =>
      given([created])
        .when(submit({ ...fullBrief, signOff: { areAgreementsAccepted: false }, otherBusiness: { text: '' } }))
        .thenThrows(422, `Creative Direction: Required; Sign Off: ${AGREEMENT_REQUIRED}`));

    it('carries the failing steps and fields as details', () =>
      expect(refusal([created], submit(draftBrief))).toMatchObject({
        statusCode: 422,
        code: 'UNPROCESSABLE_ENTITY',
        details: {
          steps: [
            { step: 'CHANNELS' },
            {
              step: 'ASSETS',
              errors: [{ field: 'assets.brands' }, { field: 'assets.fonts' }, { field: 'assets.logos' }],
            },
            { step: 'OTHER_BUSINESS' },
            { step: 'SIGN_OFF' },
          ],
        },
      }));

    it('checks the name again', () =>
      given([created])
        .when(submit(withIntro({ name: 'Winter' }, fullBrief), taken))
        .thenThrows(422, `Details: ${CONCEPT_NAME_USED}`));
  });

  it.each(['review', 'storyboardsProgress'] as const)(
    'ChangeConceptStatus to %s: refused, the brief is submitted instead',
    (status) => given([created]).when(changeStatus(status)).thenThrows(422, statusChangeRefused('draft', status)),
  );

  it('ChangeConceptStatus to draft records nothing', () => given([created]).when(changeStatus('draft')).then([]));
});

describe('a submitted concept (storyboardsProgress)', () => {
  it.each(
    Object.entries({ saveDraft: saveDraft(fullBrief), changeAssets: changeAssets(fullBrief.assets), submit: submit() }),
  )(`%s: '${BRIEF_ALREADY_SUBMITTED}'`, (_, command) =>
    given(inProgress).when(command).thenThrows(422, BRIEF_ALREADY_SUBMITTED),
  );

  it('takes its Details from the submitted brief', () =>
    given([created, { ...submitted, data: { ...submitted.data, brief: withIntro({ name: 'Sunny' }, fullBrief) } }])
      .when(changeDetails({ name: 'Sunny' }))
      .then([]));
});

describe.each([
  ['storyboardsProgress', 'review'],
  ['review', 'templatesProgress'],
  ['templatesProgress', 'ready'],
  ['ready', null],
] as const)('a concept in %s', (status, next) => {
  const stream = reaching[status];

  if (next !== null)
    it(`moves on to ${next}`, () =>
      given(stream)
        .when(changeStatus(next))
        .then([statusChanged(next)]));

  it('records nothing for the status it has', () => given(stream).when(changeStatus(status)).then([]));

  it.each(
    ['draft', 'storyboardsProgress', 'review', 'templatesProgress', 'ready'].filter(
      (to) => to !== status && to !== next,
    ) as ConceptStatus[],
  )('refuses to go to %s', (to) =>
    given(stream).when(changeStatus(to)).thenThrows(422, statusChangeRefused(status, to)),
  );
});

describe('any concept', () => {
  describe('SetConceptArchived', () => {
    it('archives it', () =>
      given([created])
        .when(setArchived(true))
        .then([{ type: 'ConceptArchived', data: { conceptId } }]));

    it('records nothing when unarchiving an active concept', () => given([created]).when(setArchived(false)).then([]));

    it('unarchives an archived one', () =>
      given([created, { type: 'ConceptArchived', data: { conceptId } }])
        .when(setArchived(false))
        .then([{ type: 'ConceptUnarchived', data: { conceptId } }]));
  });

  describe('ChangeConceptDetails (settings)', () => {
    it('renames it, without trailing spaces', () =>
      given(inProgress)
        .when(changeDetails({ name: 'Winter ' }))
        .then([detailsChanged({ name: 'Winter' })]));

    it('records nothing for what it has', () =>
      given(inProgress)
        .when(
          changeDetails({
            name: 'Summer sale',
            businessNodes: [nodes.germany],
            languages: ['en', 'de'],
            thumbnail: null,
          }),
        )
        .then([]));

    it('refuses a name another concept has, but not its own', () => {
      given(inProgress)
        .when(changeDetails({ name: 'Winter' }, taken))
        .thenThrows(422, `Details: ${CONCEPT_NAME_USED}`);
      given(inProgress)
        .when(changeDetails({ name: 'summer sale' }, taken))
        .then([detailsChanged({ name: 'summer sale' })]);
    });

    it('changes markets, which assets do not hold here', () =>
      given(inProgress)
        .when(changeDetails({ businessNodes: [nodes.france] }))
        .then([detailsChanged({ businessNodes: [nodes.france] })]));

    it("refuses no markets: 'Required'", () =>
      given(inProgress)
        .when(changeDetails({ businessNodes: [] }))
        .thenThrows(422, 'Details: Required'));

    it('refuses no languages', () =>
      given(inProgress)
        .when(changeDetails({ languages: [] }))
        .thenThrows(422, `Details: ${LANGUAGES_REQUIRED}`));

    it('sets the thumbnail and resets it', () => {
      const thumbnail = `concepts/${conceptId}/thumbnail.png`;
      given(inProgress)
        .when(changeDetails({ thumbnail }))
        .then([detailsChanged({ thumbnail })]);
      given([...inProgress, detailsChanged({ thumbnail })])
        .when(changeDetails({ thumbnail: null }))
        .then([detailsChanged({ thumbnail: null })]);
    });

    it('records every changed field in one event', () =>
      given(inProgress)
        .when(changeDetails({ name: 'Winter', languages: ['fr'] }))
        .then([detailsChanged({ name: 'Winter', languages: ['fr'] })]));
  });

  describe('SetConceptBusinessNodes', () => {
    it('places it on nodes', () =>
      given(inProgress)
        .when(setNodes([nodes.france]))
        .then([
          {
            type: 'ConceptBusinessNodesChanged',
            data: { conceptId, businessNodes: [nodes.france], additionalNodes: [] },
          },
        ]));

    it('records nothing for the nodes it is on', () =>
      given(inProgress)
        .when(setNodes([nodes.germany]))
        .then([]));

    it('refuses nodes the user may not pick', () =>
      given(inProgress)
        .when(setNodes([nodes.france], [nodes.germany]))
        .thenThrows(422, `Details: ${MESSAGES.businessNodeAccessDenied}`));
  });
});

it('refuses a command it does not know rather than ignoring it', () => {
  const unknown = { type: 'DeleteConcept' } as unknown as ConceptCommand;
  expect(() =>
    decideConcept(unknown, [created].reduce(ConceptAggregate.evolve, ConceptAggregate.initialState())),
  ).toThrow('Unknown concept command');
});

describe('brief text limits, whatever the step (issue 17 §1)', () => {
  const atDetails = (fields: Partial<Brief>): Brief => ({
    ...draftBrief,
    ...fields,
    meta: { currentStep: 'INTRO', formatValues: {} },
  });

  it("refuses a draft whose creative direction or custom objective is over the spec's limit, though those steps are ahead", () => {
    given([created])
      .when(saveDraft(atDetails({ otherBusiness: { text: 'x'.repeat(CREATIVE_DIRECTION_MAX_LENGTH + 1) } })))
      .thenThrows(422, `Creative Direction: ${CREATIVE_DIRECTION_TOO_LONG}`);
    given([])
      .when(
        create(atDetails({ objectives: { elements: [], customText: 'x'.repeat(CUSTOM_OBJECTIVE_MAX_LENGTH + 1) } })),
      )
      .thenThrows(422, `Objectives: ${DESCRIPTION_TOO_LONG}`);
  });

  it('refuses format ids, file names and links over theirs, and languages over KEY_MAX_LENGTH', () => {
    given([created])
      .when(saveDraft(atDetails({ formats: { google: { display: ['f'.repeat(KEY_MAX_LENGTH + 1)] } } })))
      .thenThrows(422, `Formats: ${tooLong('format id', KEY_MAX_LENGTH)}`);
    given([created])
      .when(
        saveDraft(
          atDetails({
            assets: {
              ...emptyBrief().assets,
              other: [{ ...asset('long.pdf'), name: `${'n'.repeat(FILE_NAME_MAX_LENGTH)}.pdf` }],
            },
          }),
        ),
      )
      .thenThrows(422, `Assets: ${tooLong('file name', FILE_NAME_MAX_LENGTH)}`);
    given([created])
      .when(
        saveDraft(
          atDetails({
            assets: {
              ...emptyBrief().assets,
              other: [asset('site', `https://example.com/${'p'.repeat(URL_MAX_LENGTH)}`)],
            },
          }),
        ),
      )
      .thenThrows(422, `Assets: ${tooLong('link', URL_MAX_LENGTH)}`);
    given([created])
      .when(saveDraft(withIntro({ languages: ['l'.repeat(KEY_MAX_LENGTH + 1)] })))
      .thenThrows(422, `Details: ${tooLong('language', KEY_MAX_LENGTH)}`);
  });

  it('keeps a draft at the limits', () => {
    const brief = atDetails({
      otherBusiness: { text: 'x'.repeat(CREATIVE_DIRECTION_MAX_LENGTH) },
      objectives: { elements: [], customText: 'x'.repeat(CUSTOM_OBJECTIVE_MAX_LENGTH) },
    });
    given([created])
      .when(saveDraft(brief))
      .then([{ type: 'BriefDraftSaved', data: { conceptId, brief } }]);
  });
});
