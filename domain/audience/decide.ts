// Audiences (spec 2 §3, §7; issue 23 §1): create, change, delete one, import a file's, delete all. The rules a schema
// cannot say: a visible name (the product's name rule) unique in the campaign however it is cased; at least one rule,
// one rule per dimension, each with values; Google's user segment types with a value. That each value is one the
// node's Campaign Manager 360 lists is the command handler's check (commands/audiences.ts), before deciding.
import { DomainError } from '../shared/errors';
import { nameError } from '../shared/validation';
import type { AudienceEntry, AudienceEvent } from './events';
import {
  AUDIENCE_MESSAGES,
  AUDIENCE_SEGMENT_TYPES,
  audienceNameKey,
  MAX_RULE_VALUES,
  MAX_SEGMENTS,
  type AudienceFields,
} from './fields';
import type { CampaignAudiencesState } from './state';

export type AudienceCommand =
  | { type: 'CreateAudience'; campaignId: string; partnerId: string; entry: AudienceEntry }
  | { type: 'UpdateAudience'; campaignId: string; entry: AudienceEntry }
  | { type: 'DeleteAudience'; campaignId: string; audienceId: string }
  | { type: 'ImportAudiences'; campaignId: string; partnerId: string; fileName: string; audiences: AudienceEntry[] }
  | { type: 'DeleteAllAudiences'; campaignId: string };

/** The first thing wrong with an audience's fields (400 with the field), or the fields with the name trimmed. */
export function checkedAudience(fields: AudienceFields): AudienceFields {
  const error = nameError(fields.name);
  if (error) throw DomainError.badRequest(error, { field: 'name' });
  const bad = (message: string, field: string) => DomainError.badRequest(message, { field });
  if (fields.rules.length === 0) throw bad(AUDIENCE_MESSAGES.noRule, 'rules');
  if (new Set(fields.rules.map((r) => r.dimension)).size !== fields.rules.length)
    throw bad(AUDIENCE_MESSAGES.dimensionTwice, 'rules');
  if (fields.rules.some((r) => r.values.length === 0)) throw bad(AUDIENCE_MESSAGES.noValue, 'rules');
  if (fields.rules.some((r) => r.values.length > MAX_RULE_VALUES)) throw bad(AUDIENCE_MESSAGES.tooManyValues, 'rules');
  if (fields.segments.length > MAX_SEGMENTS) throw bad(AUDIENCE_MESSAGES.tooManySegments, 'segments');
  if (fields.segments.some((s) => !AUDIENCE_SEGMENT_TYPES.includes(s.type)))
    throw bad(AUDIENCE_MESSAGES.segmentType, 'segments');
  if (fields.segments.some((s) => s.value.trim() === '')) throw bad(AUDIENCE_MESSAGES.segmentValue, 'segments');
  return {
    ...fields,
    name: fields.name.trimEnd(),
    // A value chosen twice counts once.
    rules: fields.rules.map((r) => ({ ...r, values: [...new Map(r.values.map((v) => [v.id, v])).values()] })),
    segments: fields.segments.map((s) => ({ ...s, value: s.value.trim() })),
  };
}

/** 409 when another audience of the campaign than `exceptId` has the name. */
function assertNameFree(state: CampaignAudiencesState, name: string, exceptId: string | null) {
  for (const [id, fields] of state.audiences)
    if (id !== exceptId && audienceNameKey(fields.name) === audienceNameKey(name))
      throw DomainError.conflict(AUDIENCE_MESSAGES.nameTaken);
}

const same = (a: AudienceFields, b: AudienceFields) => JSON.stringify(a) === JSON.stringify(b);

export function decideAudiences(command: AudienceCommand, state: CampaignAudiencesState): AudienceEvent[] {
  const { campaignId } = command;
  switch (command.type) {
    case 'CreateAudience': {
      const fields = checkedAudience(command.entry.fields);
      if (state.audiences.has(command.entry.audienceId)) throw DomainError.conflict(AUDIENCE_MESSAGES.nameTaken);
      assertNameFree(state, fields.name, null);
      const { partnerId } = command;
      return [
        { type: 'AudienceCreated', data: { campaignId, partnerId, audienceId: command.entry.audienceId, fields } },
      ];
    }
    case 'UpdateAudience': {
      const { audienceId } = command.entry;
      const current = state.audiences.get(audienceId);
      if (!current) throw DomainError.notFound(AUDIENCE_MESSAGES.notFound);
      const fields = checkedAudience(command.entry.fields);
      assertNameFree(state, fields.name, audienceId);
      return same(current, fields) ? [] : [{ type: 'AudienceUpdated', data: { campaignId, audienceId, fields } }];
    }
    case 'DeleteAudience':
      if (!state.audiences.has(command.audienceId)) throw DomainError.notFound(AUDIENCE_MESSAGES.notFound);
      return [{ type: 'AudienceDeleted', data: { campaignId, audienceId: command.audienceId } }];
    case 'ImportAudiences': {
      // The file's own checks (domain/audience/import.ts) ran first with row numbers; these hold the stream's.
      const audiences = command.audiences.map((entry) => ({ ...entry, fields: checkedAudience(entry.fields) }));
      const names = new Set<string>();
      for (const { fields } of audiences) {
        assertNameFree(state, fields.name, null);
        if (names.has(audienceNameKey(fields.name))) throw DomainError.conflict(AUDIENCE_MESSAGES.nameTaken);
        names.add(audienceNameKey(fields.name));
      }
      const { partnerId, fileName } = command;
      return [{ type: 'AudiencesImported', data: { campaignId, partnerId, fileName, audiences } }];
    }
    case 'DeleteAllAudiences': {
      const audienceIds = [...state.audiences.keys()];
      return audienceIds.length === 0 ? [] : [{ type: 'AllAudiencesDeleted', data: { campaignId, audienceIds } }];
    }
  }
}
