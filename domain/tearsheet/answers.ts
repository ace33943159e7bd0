// What the tearsheet routes answer (issue 19 §3; spec 2 §7 `create-pdf`): the API declares these schemas, the read
// model (projections/tearsheets/queries.ts) and the screens take their types from them (import type only). The
// filter is the request's too (api/schemas/tearsheets.ts).
import { Type, type Static } from 'typebox';
import { PLATFORMS } from '../campaign/platforms';
import { CREATIVE_STATUSES } from '../personalise/approvals';
import { Answer, Id, Literals, Nullable, OneOf, Timestamp } from '../shared/schema';
import { TEARSHEET_QA_FILTERS } from './filter';
import { TEARSHEET_STATUSES } from './state';

const MAX_IDS = 1000;

/** The filter a tearsheet is made with and keeps (domain/tearsheet/filter.ts): each part optional, all of them
 * narrowing. */
export const TearsheetFilterSchema = Type.Object(
  {
    platforms: Type.Optional(Type.Array(Literals(PLATFORMS), { maxItems: PLATFORMS.length, uniqueItems: true })),
    formats: Type.Optional(Type.Array(Id, { maxItems: MAX_IDS, description: 'Template ids (the formats)' })),
    status: Type.Optional(Literals(CREATIVE_STATUSES)),
    segments: Type.Optional(
      Type.Array(Id, { maxItems: MAX_IDS, description: 'Signal ids: variants carrying any of them' }),
    ),
    qa: Type.Optional(Literals(TEARSHEET_QA_FILTERS)),
  },
  {
    additionalProperties: false,
    description:
      "Platforms, formats (template ids), approval status (the creatives view's, or 'changed'), segments (signal ids) and QA ('findings': pictured with findings; 'clean': pictured with none)",
  },
);
export type TearsheetFilterSchema = Static<typeof TearsheetFilterSchema>;

export const LINK_STATES = ['active', 'expired', 'revoked'] as const;

export const TearsheetLink = Answer(
  {
    id: Id,
    tearsheetId: Id,
    state: OneOf(LINK_STATES),
    expiresAt: Nullable(Timestamp),
    createdBy: Id,
    createdAt: Timestamp,
    revokedAt: Nullable(Timestamp),
    opened: Type.Integer({ minimum: 0, description: 'How often the link was opened' }),
    lastOpenedAt: Nullable(Timestamp),
  },
  'A public, read-only link to a tearsheet (its token is shown only once, when it is made)',
);
export type TearsheetLink = Static<typeof TearsheetLink>;

/** The answer of making a link: the only time its token is shown. */
export const CreatedTearsheetLink = Answer(
  {
    ...TearsheetLink.properties,
    token: Type.String({ description: 'The link’s secret: shown once, never stored' }),
    url: Type.String({ description: 'The PDF, signed out (absolute)' }),
    xlsxUrl: Type.String({ description: 'The spreadsheet, signed out (absolute)' }),
  },
  'A public link just made',
);
export type CreatedTearsheetLink = Static<typeof CreatedTearsheetLink>;

export const Tearsheet = Answer(
  {
    id: Id,
    campaignId: Id,
    filter: TearsheetFilterSchema,
    status: OneOf(TEARSHEET_STATUSES),
    entries: Type.Integer({ minimum: 0, description: 'Creatives in it (known once collected)' }),
    done: Type.Integer({ minimum: 0, description: 'Creatives laid out so far' }),
    requestedBy: Id,
    requestedByName: Nullable(Type.String({ description: 'Who asked for it: the name, else the email' })),
    requestedAt: Timestamp,
    finishedAt: Nullable(Timestamp),
    pages: Nullable(Type.Integer({ minimum: 0 })),
    bytes: Nullable(Type.Integer({ minimum: 0 })),
    reason: Nullable(Type.String({ description: 'Why it failed' })),
    pdfUrl: Nullable(Type.String({ description: 'GET /tearsheets/{id}/pdf, once ready' })),
    xlsxUrl: Nullable(Type.String({ description: 'GET /tearsheets/{id}/xlsx, once ready' })),
    links: Type.Array(TearsheetLink),
  },
  'A tearsheet: a PDF of a campaign’s creatives',
);
export type Tearsheet = Static<typeof Tearsheet>;

/** The live message on /ws while a tearsheet is made (`{type: 'tearsheet', …}`). */
export interface TearsheetLiveMessage {
  type: 'tearsheet';
  campaignId: string;
  tearsheetId: string;
  status: Tearsheet['status'];
  entries: number;
  done: number;
}
