// What the audience calls carry (spec 2 §7): an audience as JSON (a name under the product's name rule, the node
// whose CM360 the rules' values come from, the rules by CM360 id, the user segments), and the import's and the
// "delete all" query.
import { Type } from 'typebox';
import { AUDIENCE_SEGMENT_TYPES, MAX_RULE_VALUES, MAX_SEGMENTS, TARGETING_DIMENSIONS } from '../../domain/audience';
import { Cm360Id } from '../../domain/custom-conversion/answers';
import { SHORT_TEXT_MAX_LENGTH } from '../../domain/shared/text-limits';
import { Body, Id, Literals, Text } from '../http/schemas';
import { Name } from './fields';

export const AudienceBody = Body({
  name: Name,
  nodeId: Id,
  rules: Type.Array(
    Body({
      dimension: Literals(TARGETING_DIMENSIONS),
      values: Type.Array(Cm360Id, { maxItems: MAX_RULE_VALUES, description: "The values' CM360 ids" }),
    }),
    { maxItems: TARGETING_DIMENSIONS.length, description: 'One rule per targeting dimension, at least one' },
  ),
  segments: Type.Array(
    Body({ type: Literals(AUDIENCE_SEGMENT_TYPES), value: Text({ maxLength: SHORT_TEXT_MAX_LENGTH }) }),
    { maxItems: MAX_SEGMENTS },
  ),
});

/** `nodeId`: the node whose CM360 names the file's values; the campaign's first market when absent. */
export const AudienceImportQuery = Body({ nodeId: Type.Optional(Id) });
/** Spec 2 §7 sends the campaign again as `?campaignId`; it must be the path's. */
export const AllAudiencesQuery = Body({ campaignId: Type.Optional(Id) });

export const AudienceImportBody = Type.Object({
  file: Type.String({
    format: 'binary',
    description: 'A CSV or XLSX file, one audience per row',
    'x-accept': '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
});
