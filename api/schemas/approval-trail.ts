// What the approval trail routes take (issue 10 §3; projections/approvals/queries.ts); what they answer is declared in
// domain/approval-trail/answers.ts.
import { Type } from 'typebox';
import { APPROVAL_DECISIONS, APPROVAL_KINDS } from '../../domain/approval-trail/records';
import { MESSAGES } from '../../domain/shared/errors';
import { APPROVAL_TRAIL_LIST, AS_OF_LIST } from '../../projections/approvals/queries';
import { listQuerystring } from '../http/list-query';
import { always, Body, Id, JSON_STRING_CHAR, withRule } from '../http/schemas';
import { FileAnswer } from './assets';

/**
 * An ISO 8601 date, or date and time with Z or an offset, in the years 1000–2999: every text it matches is a moment
 * JavaScript and Postgres both read (a day past the month's end rolls over, as Date does; api/routes/approval-trail).
 */
const INSTANT =
  '(?:1[0-9]{3}|2[0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])(?:T(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\\.[0-9]{1,6})?)?(?:Z|[+-](?:0[0-9]|1[0-3]):[0-5][0-9]))?';
const Instant = withRule(
  Type.String({
    pattern: `^${INSTANT}$`,
    description: 'ISO 8601 date or date-time (Z or an offset)',
    examples: ['2026-07-01T12:00:00Z'],
  }),
  always(MESSAGES.wrongParams),
);

const text = `"${JSON_STRING_CHAR}*"`;
const FILTER_MEMBER = `(?:"(?:user|variantId|treeId|formatId)":${text}|"kind":"(?:${APPROVAL_KINDS.join('|')})"|"decision":"(?:${APPROVAL_DECISIONS.join('|')})"|"(?:from|to)":"${INSTANT}")`;
const TrailFilter = withRule(
  Type.String({
    pattern: `^\\{(?:${FILTER_MEMBER}(?:,${FILTER_MEMBER})*)?\\}$`,
    description:
      `JSON object: "user" (a user id), "kind" (${APPROVAL_KINDS.join(' | ')}), "decision" (${APPROVAL_DECISIONS.join(' | ')}), "variantId", "treeId", ` +
      '"formatId", "from" and "to" (ISO 8601 instants, inclusive)',
    examples: ['{"kind":"final","decision":"approved","from":"2026-07-01T00:00:00Z"}'],
  }),
  always(MESSAGES.wrongParams),
);

export const TrailQuery = Body({ ...listQuerystring(APPROVAL_TRAIL_LIST), filter: Type.Optional(TrailFilter) });
export const TrailCsvQuery = Body({ filter: TrailQuery.properties.filter });

export const AsOfQuery = Body({
  at: Instant,
  treeId: Type.Optional(Id),
  variantId: Type.Optional(Id),
  ...listQuerystring(AS_OF_LIST),
});

export const DiffQuery = Body({
  from: Type.String({ pattern: '^[0-9]{1,20}-[0-9]{1,9}$' }),
  to: Type.String({ pattern: '^[0-9]{1,20}-[0-9]{1,9}$' }),
});

export const TrailCsv = FileAnswer('The filtered trail as CSV, oldest first', ['text/csv']);
