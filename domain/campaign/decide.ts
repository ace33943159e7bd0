// The campaign's decisions (spec 2 §3, §4 "Campaign", §5; spec 3 §8, §9). A refusal is a DomainError with the
// spec's message; a command that changes nothing gives no event.
import { DomainError, MESSAGES } from '../shared/errors';
import { nameError, sameList } from '../shared/validation';
import type { ChangeCampaignSettings, CampaignCommand, CreateCampaign } from './commands';
import type { CampaignEvent, CampaignSettingsChanged } from './events';
import {
  BUSINESS_NODES_NOT_PROVIDED,
  CAMPAIGN_NOT_FOUND,
  FLIGHT_DATES_IN_PAST,
  FLIGHT_END_BEFORE_START,
  INVALID_FLIGHT_DATE,
  MARKETS_LOCKED,
  NO_TREE_FOR_PLATFORMS,
  PLATFORMS_NOT_PROVIDED,
  TEMPLATES_NOT_PROVIDED,
} from './messages';
import { deliveryTypesOf, personalizationTypeOf, PLATFORMS } from './platforms';
import type { Campaign, CampaignState } from './state';

const refuse = (message: string, field: string): never => {
  throw DomainError.unprocessable(message, { field });
};

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

function checkName(name: string, nameTaken: boolean): string {
  const error = nameError(name);
  if (error !== null) refuse(error, 'name');
  if (nameTaken) throw DomainError.conflict(MESSAGES.alreadyExist);
  return name.trimEnd();
}

/**
 * The flight: each date a real one, the `changed` ones not before today (ISO dates compare as text), and the end not
 * before the start. A date kept as it was is not judged against today again: a running flight may keep its start.
 */
function checkFlight(
  flight: { flightStart: string | null; flightEnd: string | null },
  changed: ('flightStart' | 'flightEnd')[],
  today: string,
): void {
  for (const key of changed) {
    const date = flight[key];
    if (date === null) continue;
    if (!isIsoDate(date)) refuse(INVALID_FLIGHT_DATE, key);
    if (date < today) refuse(FLIGHT_DATES_IN_PAST, key);
  }
  if (flight.flightStart !== null && flight.flightEnd !== null && flight.flightEnd < flight.flightStart)
    refuse(FLIGHT_END_BEFORE_START, 'flightEnd');
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  sameList([...new Set(a)].sort(), [...new Set(b)].sort());

function createCampaign(command: CreateCampaign, state: CampaignState): CampaignEvent[] {
  if (state.status !== 'none') throw DomainError.conflict(MESSAGES.alreadyExist);
  const { campaignId, partnerId, conceptId, templates, trees, createdBy, createdAt, flightStart, flightEnd, today } =
    command;
  const name = checkName(command.name, command.nameTaken);
  const businessNodes = [...new Set(command.businessNodes)];
  if (businessNodes.length === 0) refuse(BUSINESS_NODES_NOT_PROVIDED, 'businessNodes');
  const platforms = PLATFORMS.filter((p) => command.platforms.includes(p));
  if (platforms.length === 0) refuse(PLATFORMS_NOT_PROVIDED, 'platforms');
  if (templates.length === 0) refuse(TEMPLATES_NOT_PROVIDED, 'templateIds');
  if (trees.length === 0) refuse(NO_TREE_FOR_PLATFORMS, 'templateIds');
  checkFlight({ flightStart, flightEnd }, ['flightStart', 'flightEnd'], today);
  return [
    {
      type: 'CampaignCreated',
      data: {
        campaignId,
        partnerId,
        conceptId,
        name,
        businessNodes,
        flightStart,
        flightEnd,
        platforms,
        templates,
        trees,
        personalizationType: personalizationTypeOf(platforms, templates),
        deliveryTypes: deliveryTypesOf(platforms, templates),
        createdBy,
        createdAt,
      },
    },
  ];
}

/** Only what differs is recorded; markets are fixed once a variant holds a library asset. */
function changeSettings(command: ChangeCampaignSettings, campaign: Campaign): CampaignEvent[] {
  const data: CampaignSettingsChanged['data'] = { campaignId: campaign.id };
  if (command.name !== undefined && command.name.trimEnd() !== campaign.name)
    data.name = checkName(command.name, command.nameTaken);
  if (command.businessNodes !== undefined && !sameSet(command.businessNodes, campaign.businessNodes)) {
    if (command.hasSelectedAssets) refuse(MARKETS_LOCKED, 'businessNodes');
    if (command.businessNodes.length === 0) refuse(BUSINESS_NODES_NOT_PROVIDED, 'businessNodes');
    data.businessNodes = [...new Set(command.businessNodes)];
  }
  const changed = (['flightStart', 'flightEnd'] as const).filter(
    (key) => command[key] !== undefined && command[key] !== campaign[key],
  );
  for (const key of changed) data[key] = command[key]!;
  checkFlight(
    { flightStart: data.flightStart ?? campaign.flightStart, flightEnd: data.flightEnd ?? campaign.flightEnd },
    changed,
    command.today,
  );
  return Object.keys(data).length > 1 ? [{ type: 'CampaignSettingsChanged', data }] : [];
}

/** A flag event when the flag is not already so. */
const flag = (
  on: boolean,
  event: 'CampaignLocked' | 'CampaignUnlocked' | 'CampaignArchived' | 'CampaignRestored',
  campaign: Campaign,
): CampaignEvent[] => (on ? [] : [{ type: event, data: { campaignId: campaign.id } }]);

export function decideCampaign(command: CampaignCommand, state: CampaignState): CampaignEvent[] {
  if (command.type === 'CreateCampaign') return createCampaign(command, state);
  if (state.status !== 'live') throw DomainError.notFound(CAMPAIGN_NOT_FOUND);
  switch (command.type) {
    case 'ChangeCampaignSettings':
      return changeSettings(command, state);
    case 'LockCampaign':
      return flag(state.locked, 'CampaignLocked', state);
    case 'UnlockCampaign':
      return flag(!state.locked, 'CampaignUnlocked', state);
    case 'ArchiveCampaign':
      return flag(state.archived, 'CampaignArchived', state);
    case 'RestoreCampaign':
      return flag(!state.archived, 'CampaignRestored', state);
    case 'DeleteCampaign':
      return [{ type: 'CampaignDeleted', data: { campaignId: state.id } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown campaign command ${JSON.stringify(unknown)}`);
    }
  }
}
