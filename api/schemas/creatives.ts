// What the creatives and approval routes take (issue 10; spec 2 §4 "Creative approval", §6, §7 "Creatives and
// comments"), and the variations API's page wrappers; the rows they answer are declared in
// domain/personalise/creative-answers.ts. The domain judges the rest (who may give which decision, the formats being
// the tree's) with the spec's messages.
import { Type } from 'typebox';
import {
  APPROVAL_COMMENT_MAX,
  APPROVAL_COMMENT_TOO_LONG,
  CREATIVE_STATUSES,
  CREATIVES_VIEW_MODES,
} from '../../domain/personalise/approvals';
import { MESSAGES } from '../../domain/shared/errors';
import { ListAnswer, listQuerystring, MAX_PAGE, pageHeaders, rangeQuerystring } from '../http/list-query';
import { FullVariation, Variation, VariationApprover } from '../../domain/personalise/creative-answers';
import { always, Body, Id, JSON_STRING_CHAR, Literals, Nullable, Text, withRule } from '../http/schemas';

// ---- Requests ----

const Comment = Type.Optional(
  Nullable(
    withRule(
      Text({ maxLength: APPROVAL_COMMENT_MAX, description: 'What the reviewer writes with the decision' }),
      always(APPROVAL_COMMENT_TOO_LONG),
    ),
  ),
);

/** PATCH /campaigns/{id}/creatives/approvals. */
export const ApprovalsBody = Body({
  treeId: Id,
  approvals: Type.Array(Id, { description: 'Format ids' }),
  rejections: Type.Array(Id, { description: 'Format ids' }),
  final: Type.Boolean({ description: 'Final approval needs finalApproveCreatives, interim interimApproveCreatives' }),
  comment: Comment,
});

/** PUT /campaigns/{campaignId}/variations/approvals: variation (format) ids of any of the campaign's trees. */
export const VariationApprovalsBody = Body({
  approve: Type.Array(Id, { description: 'Variation (format) ids' }),
  reject: Type.Array(Id, { description: 'Variation (format) ids' }),
  final: Type.Boolean({ description: 'Final approval needs finalApproveCreatives, interim interimApproveCreatives' }),
  comment: Comment,
});

const FILTER_MEMBER = `(?:"q":(?:"${JSON_STRING_CHAR}*"|null)|"status":"(?:${CREATIVE_STATUSES.join('|')})")`;

const CreativesFilter = withRule(
  Type.String({
    pattern: `^\\{(?:${FILTER_MEMBER}(?:,${FILTER_MEMBER})*)?\\}$`,
    description: `JSON object: "q" searches variant names; "status" (one of ${CREATIVE_STATUSES.join(', ')}): variants with a format in it`,
    examples: ['{"q":"summer","status":"changed"}'],
  }),
  always(MESSAGES.wrongParams),
);

const ViewMode = Type.Optional(Literals(CREATIVES_VIEW_MODES));

/** The creatives page sorts by variant name only. */
export const CREATIVES_LIST = { sorts: ['name'], defaultSort: 'name' } as const;
const { sort, range } = listQuerystring(CREATIVES_LIST);

export const CreativesQuery = Body({
  treeId: Id,
  viewmode: ViewMode,
  filter: Type.Optional(CreativesFilter),
  sort,
  range,
});

export const CreativesCountQuery = Body({ treeId: Id, viewmode: ViewMode });

/** The campaign's parameter is `id`, as on every /campaigns/{id} route (the router keeps one name per position). */
export const VariationsParams = Body({
  id: Id,
  channel: Literals(['display', 'social', 'video']),
  formats: Text({
    description: "Template ids separated by commas, or 'all'",
    pattern: '^(?:all|[0-9a-f]{24}(?:,[0-9a-f]{24})*)$',
  }),
});

/**
 * The variations API pages in one fixed order (tree, variant name, variant id, format), with no sort or filter. A
 * client that names no range gets the first page of the largest size, as much of the unpaged answer as a page holds.
 */
export const VariationsQuery = Body({ range: rangeQuerystring(MAX_PAGE) });

// ---- Answers ----

export const VariationList = ListAnswer('variations', Variation);
/** A page of variations in the spec's shape, its Content-Range as the list's. */
export const FullVariations = Type.Object(
  {
    variations: Type.Array(FullVariation, { description: 'A page of the variations of the channel' }),
    users: Type.Array(VariationApprover, { description: 'The users who approved those of the page' }),
  },
  { additionalProperties: false, headers: pageHeaders('variations') },
);
