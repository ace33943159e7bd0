// The campaign's decisions (spec 2 §3–§5, §8; spec 3 §8, §9): creation with its trees and types, settings with the
// flight dates judged against the `today` the command carries, the market-change block, and the lifecycle flags.
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_NODES_NOT_PROVIDED,
  CAMPAIGN_NOT_FOUND,
  CampaignAggregate,
  decideCampaign,
  FLIGHT_DATES_IN_PAST,
  FLIGHT_END_BEFORE_START,
  INVALID_FLIGHT_DATE,
  isIsoDate,
  MARKETS_LOCKED,
  NO_TREE_FOR_PLATFORMS,
  PLATFORMS_NOT_PROVIDED,
  TEMPLATES_NOT_PROVIDED,
  type CampaignCommand,
  type CampaignEvent,
  type ChangeCampaignSettings,
  type CreateCampaign,
} from '../../domain/campaign';
import { treesOf, type CampaignTemplate } from '../../domain/campaign/platforms';
import { MESSAGES } from '../../domain/shared/errors';
import { LEADING_SPACE, REQUIRED } from '../../domain/shared/validation';
import { spec } from '../support/given-when-then';

const given = spec(CampaignAggregate, decideCampaign).given;
const campaignId = 'c0000000000000000000000c';
const partnerId = 'a0000000000000000000000a';
const conceptId = 'd0000000000000000000000d';
const userId = 'b0000000000000000000000b';
const createdAt = '2026-11-23T08:00:00.000Z';
const today = '2026-11-23';
const nodes = { germany: 'e00000000000000000000002', france: 'e00000000000000000000003' };

const template = (
  templateId: string,
  kind: CampaignTemplate['kind'],
  suitableChannels: CampaignTemplate['suitableChannels'],
): CampaignTemplate => ({
  templateId,
  name: `300x250-${templateId}`,
  size: '300x250',
  version: 1,
  kind,
  suitableChannels,
});
const banner = template('t1', 'html', ['display']);
const socialVideo = template('t2', 'video', ['social', 'video']);
const socialImage = template('t3', 'html', ['social']);

let treeCounter = 0;
const trees = (platforms: CreateCampaign['platforms'], templates: CampaignTemplate[]) =>
  treesOf(platforms, templates, () => `tree${++treeCounter}`);

const create = (fields: Partial<CreateCampaign> = {}): CreateCampaign => {
  const platforms = fields.platforms ?? ['google'];
  const templates = fields.templates ?? [banner];
  return {
    type: 'CreateCampaign',
    campaignId,
    partnerId,
    conceptId,
    name: 'Summer',
    businessNodes: [nodes.germany],
    platforms,
    templates,
    trees: trees(platforms, templates),
    flightStart: null,
    flightEnd: null,
    createdBy: userId,
    createdAt,
    nameTaken: false,
    today,
    ...fields,
  };
};
/** The event a creation gives, computed from the command as the domain must. */
const created = (
  command: CreateCampaign,
  data: Partial<Extract<CampaignEvent, { type: 'CampaignCreated' }>['data']> = {},
): CampaignEvent => ({
  type: 'CampaignCreated',
  data: {
    campaignId,
    partnerId,
    conceptId,
    name: command.name,
    businessNodes: command.businessNodes,
    flightStart: command.flightStart,
    flightEnd: command.flightEnd,
    platforms: command.platforms,
    templates: command.templates,
    trees: command.trees,
    personalizationType: 'DECISION_TREE',
    deliveryTypes: { google: 'NON_TRAFFICKED' },
    createdBy: userId,
    createdAt,
    ...data,
  },
});
const settings = (fields: Partial<ChangeCampaignSettings> = {}): CampaignCommand => ({
  type: 'ChangeCampaignSettings',
  hasSelectedAssets: false,
  nameTaken: false,
  today,
  ...fields,
});
const existing = create({ flightStart: '2026-12-01', flightEnd: '2026-12-31' });
const live = [created(existing)];
const changed = (
  data: Omit<Extract<CampaignEvent, { type: 'CampaignSettingsChanged' }>['data'], 'campaignId'>,
): CampaignEvent => ({
  type: 'CampaignSettingsChanged',
  data: { campaignId, ...data },
});
const flagged = (
  type: 'CampaignLocked' | 'CampaignUnlocked' | 'CampaignArchived' | 'CampaignRestored' | 'CampaignDeleted',
): CampaignEvent => ({ type, data: { campaignId } });

describe('CreateCampaign', () => {
  it('creates the campaign with its trees, personalisation type and delivery types', () => {
    const command = create({ name: 'Summer  ', flightStart: today, flightEnd: '2027-01-31' });
    given([])
      .when(command)
      .then([created(command, { name: 'Summer' })]);
  });

  it('is ASSEMBLY with social video on Meta, and delivers Meta direct when static social formats exist, else through Campaign Manager', () => {
    const video = create({ platforms: ['facebook', 'google'], templates: [banner, socialVideo] });
    expect(video.trees.map((t) => [t.platform, t.format, t.templateIds])).toEqual([
      ['google', 'display', ['t1']],
      ['google', 'video', ['t2']],
      ['facebook', 'social', ['t2']],
    ]);
    given([])
      .when(video)
      .then([
        created(video, {
          platforms: ['google', 'facebook'],
          personalizationType: 'ASSEMBLY',
          deliveryTypes: { google: 'NON_TRAFFICKED', facebook: 'FACEBOOK_DCM_TRACKING' },
        }),
      ]);
    const image = create({ platforms: ['facebook'], templates: [socialImage, socialVideo] });
    given([])
      .when(image)
      .then([created(image, { personalizationType: 'ASSEMBLY', deliveryTypes: { facebook: 'FACEBOOK_DIRECT' } })]);
  });

  it('is ASSEMBLY with YouTube video formats; other platforms deliver as assemblies', () => {
    const command = create({ platforms: ['youtube', 'dv360'], templates: [socialVideo] });
    given([])
      .when(command)
      .then([
        created(command, {
          personalizationType: 'ASSEMBLY',
          deliveryTypes: { youtube: 'ASSEMBLY', dv360: 'ASSEMBLY' },
        }),
      ]);
  });

  it.each([
    ['no template', { templates: [], trees: [] }, TEMPLATES_NOT_PROVIDED],
    [
      'templates that suit none of the platforms',
      { platforms: ['facebook' as const], trees: [] },
      NO_TREE_FOR_PLATFORMS,
    ],
    ['no platform', { platforms: [] }, PLATFORMS_NOT_PROVIDED],
    ['no market', { businessNodes: [] }, BUSINESS_NODES_NOT_PROVIDED],
    ['an empty name', { name: '   ' }, REQUIRED],
    ['a name starting with a space', { name: ' Summer' }, LEADING_SPACE],
    ['a start before today', { flightStart: '2026-11-22' }, FLIGHT_DATES_IN_PAST],
    ['an end before today', { flightEnd: '2025-01-01' }, FLIGHT_DATES_IN_PAST],
    ['an end before the start', { flightStart: '2026-12-10', flightEnd: '2026-12-09' }, FLIGHT_END_BEFORE_START],
    ['a date that does not exist', { flightStart: '2027-02-30' }, INVALID_FLIGHT_DATE],
  ] satisfies [string, Partial<CreateCampaign>, string][])('refuses %s: 422', (_, fields, message) => {
    given([]).when(create(fields)).thenThrows(422, message);
  });

  it("refuses a name another of the partner's campaigns has: 409 'Already exist'", () => {
    given([])
      .when(create({ nameTaken: true }))
      .thenThrows(409, MESSAGES.alreadyExist);
  });

  it('refuses a second creation on the same stream', () => {
    given(live).when(create()).thenThrows(409, MESSAGES.alreadyExist);
  });
});

describe('ChangeCampaignSettings', () => {
  it('records only what differs', () => {
    given(live)
      .when(
        settings({
          name: 'Winter',
          businessNodes: [nodes.germany],
          flightStart: '2026-12-01',
          flightEnd: '2027-01-15',
        }),
      )
      .then([changed({ name: 'Winter', flightEnd: '2027-01-15' })]);
    given(live)
      .when(settings({ name: 'Summer', businessNodes: [nodes.germany] }))
      .then([]);
  });

  it('changes markets until a variant holds a library asset', () => {
    given(live)
      .when(settings({ businessNodes: [nodes.germany, nodes.france] }))
      .then([changed({ businessNodes: [nodes.germany, nodes.france] })]);
    given(live)
      .when(settings({ businessNodes: [nodes.france], hasSelectedAssets: true }))
      .thenThrows(422, MARKETS_LOCKED);
    // The same markets in another order are no change, so they are no refusal either.
    given([created(create({ businessNodes: [nodes.germany, nodes.france] }))])
      .when(settings({ businessNodes: [nodes.france, nodes.germany], hasSelectedAssets: true }))
      .then([]);
    given(live)
      .when(settings({ businessNodes: [] }))
      .thenThrows(422, BUSINESS_NODES_NOT_PROVIDED);
  });

  it('judges only the dates that change against today: a started flight keeps its start', () => {
    const started = [created(create({ flightStart: today, flightEnd: '2026-12-31' }))];
    const tomorrow = '2026-11-24';
    given(started)
      .when(settings({ today: tomorrow, flightStart: today, flightEnd: '2027-01-31' }))
      .then([changed({ flightEnd: '2027-01-31' })]);
    given(started)
      .when(settings({ today: tomorrow, flightStart: '2026-11-20' }))
      .thenThrows(422, FLIGHT_DATES_IN_PAST);
    given(started)
      .when(settings({ flightEnd: '2026-11-22' }))
      .thenThrows(422, FLIGHT_DATES_IN_PAST);
  });

  it('keeps the end after the start, with the dates it does not name as they are', () => {
    given(live)
      .when(settings({ flightStart: '2027-01-01' }))
      .thenThrows(422, FLIGHT_END_BEFORE_START);
    given(live)
      .when(settings({ flightEnd: null }))
      .then([changed({ flightEnd: null })]);
  });

  it("refuses a name taken by another campaign: 409 'Already exist'", () => {
    given(live)
      .when(settings({ name: 'Autumn', nameTaken: true }))
      .thenThrows(409, MESSAGES.alreadyExist);
  });
});

describe('lock, archive, restore and delete', () => {
  it('sets each flag once: a repeated command changes nothing', () => {
    given(live)
      .when({ type: 'LockCampaign' })
      .then([flagged('CampaignLocked')]);
    given([...live, flagged('CampaignLocked')])
      .when({ type: 'LockCampaign' })
      .then([]);
    given([...live, flagged('CampaignLocked')])
      .when({ type: 'UnlockCampaign' })
      .then([flagged('CampaignUnlocked')]);
    given(live).when({ type: 'UnlockCampaign' }).then([]);
    given(live)
      .when({ type: 'ArchiveCampaign' })
      .then([flagged('CampaignArchived')]);
    given([...live, flagged('CampaignArchived')])
      .when({ type: 'ArchiveCampaign' })
      .then([]);
    given([...live, flagged('CampaignArchived')])
      .when({ type: 'RestoreCampaign' })
      .then([flagged('CampaignRestored')]);
    given(live).when({ type: 'RestoreCampaign' }).then([]);
  });

  it("after a delete, or before any creation, every command answers 404 'Campaign not found'", () => {
    given(live)
      .when({ type: 'DeleteCampaign' })
      .then([flagged('CampaignDeleted')]);
    const deleted = [...live, flagged('CampaignDeleted')];
    for (const command of [
      { type: 'DeleteCampaign' },
      { type: 'RestoreCampaign' },
      { type: 'LockCampaign' },
      settings({ name: 'Again' }),
    ] as CampaignCommand[]) {
      given(deleted).when(command).thenThrows(404, CAMPAIGN_NOT_FOUND);
      given([]).when(command).thenThrows(404, CAMPAIGN_NOT_FOUND);
    }
  });
});

describe('evolve', () => {
  it('folds settings, flags and the delete into the state', () => {
    const events = [
      ...live,
      changed({ name: 'Winter', flightStart: null }),
      flagged('CampaignLocked'),
      flagged('CampaignArchived'),
    ];
    const state = events.reduce(CampaignAggregate.evolve, CampaignAggregate.initialState());
    expect(state).toMatchObject({
      status: 'live',
      name: 'Winter',
      flightStart: null,
      flightEnd: '2026-12-31',
      locked: true,
      archived: true,
      trees: existing.trees,
    });
    expect(CampaignAggregate.evolve(state, flagged('CampaignDeleted')).status).toBe('deleted');
  });

  it('knows a real calendar date', () => {
    expect([isIsoDate('2028-02-29'), isIsoDate('2027-02-29'), isIsoDate('2026-1-01'), isIsoDate('2026-13-01')]).toEqual(
      [true, false, false, false],
    );
  });
});
