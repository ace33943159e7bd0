// The approvals projection (010_approval_trail.sql): the approval audit trail. It folds each tree's stream itself
// (format content from VariantCreated, DynamicElementsSet and CarouselCardsChanged, variant names, the templates of
// PersonaliseTreeCreated) into its own tables, and writes one approval_record per format per decision with the
// content judged, plus 'lapsed' records from FormatApprovalsReset carrying the content that lapsed it (the edit
// precedes the reset in the same append, so the fold already holds it). Events that bound their decisions carry the
// fingerprints; for older ones, and for lapses, the fingerprint is computed here the way the decision computes it.
import {
  sharesOf,
  type ApprovalDecision,
  type ApprovalKind,
  type FormatContent,
} from '../../domain/approval-trail/records';
import type { PersonaliseEvent } from '../../domain/personalise/events';
import { contentFingerprint } from '../../domain/personalise/fingerprint';
import type { RecordedEvent } from '../../domain/shared/events';
import type pg from 'pg';
import { copyRows } from '../copy-rows';
import { sendStatements, sql, type Projection, type Statement, type Write } from '../projection';

type Event<T extends PersonaliseEvent['type']> = RecordedEvent<T, Extract<PersonaliseEvent, { type: T }>['data']>;

const json = (value: unknown) => JSON.stringify(value);

/**
 * A run of created variants as two COPYs (copy-rows.ts), their variants then their formats: a tree of 10,000 variants
 * is not 10,000 statements, and its rows are plain text fields, not megabytes of JSON for Postgres to take apart.
 */
async function copyCreated(tx: pg.PoolClient, events: Event<'VariantCreated'>[]): Promise<void> {
  const variants = events.map(({ data }) => [data.variantId, data.treeId, data.name]);
  const formats = events.flatMap(({ data, position, metadata }) =>
    data.formats.map(({ formatId, templateId, values, cards }) => [
      formatId,
      data.treeId,
      data.campaignId,
      data.variantId,
      templateId,
      json(values),
      cards === null ? null : String(cards),
      String(position),
      metadata.occurredAt,
    ]),
  );
  await copyRows(tx, 'approval_variant', ['variant_id', 'tree_id', 'name'], variants);
  await copyRows(
    tx,
    'approval_format',
    [
      'format_id',
      'tree_id',
      'campaign_id',
      'variant_id',
      'template_id',
      '"values"',
      'cards',
      'created_position',
      'created_at',
    ],
    formats,
  );
}

const CONTENT_CHANGES: {
  [T in 'PersonaliseTreeCreated' | 'VariantRenamed' | 'DynamicElementsSet' | 'CarouselCardsChanged']: (
    e: Event<T>,
  ) => Statement;
} = {
  PersonaliseTreeCreated: (e) =>
    sql('INSERT INTO approval_tree (tree_id, campaign_id, templates) VALUES ($1, $2, $3::jsonb)', [
      e.data.treeId,
      e.data.campaignId,
      json(Object.fromEntries(e.data.templates.map((t) => [t.templateId, { name: t.name, version: t.version }]))),
    ]),
  VariantRenamed: (e) =>
    sql('UPDATE approval_variant SET name = $2 WHERE variant_id = $1', [e.data.variantId, e.data.name]),
  // As domain/personalise/state.ts setValues: set values replace, null ones clear.
  DynamicElementsSet: (e) => {
    const entries = Object.entries(e.data.values);
    return sql(
      `UPDATE approval_format SET "values" = ("values" || $2::jsonb) - ARRAY(SELECT jsonb_array_elements_text($3::jsonb))
       WHERE format_id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [
        json(e.data.formatIds),
        json(Object.fromEntries(entries.filter(([, v]) => v !== null))),
        json(entries.filter(([, v]) => v === null).map(([name]) => name)),
      ],
    );
  },
  CarouselCardsChanged: (e) =>
    sql(
      `UPDATE approval_format f SET cards = (c ->> 'cards')::integer FROM jsonb_array_elements($1::jsonb) c WHERE f.format_id = c ->> 'formatId'`,
      [json(e.data.formats.map(({ formatId, cards }) => ({ formatId, cards })))],
    ),
};

interface Share {
  formatId: string;
  decision: ApprovalDecision;
  kind: ApprovalKind | null;
  fingerprint: string | null;
}

interface Decision {
  by: string;
  role: string;
  at: string;
  comment: string | null;
}

/** The records of one event: each share with the format's content as the fold holds it now. */
function records(
  event: RecordedEvent,
  decision: Decision,
  shares: (Share & { fingerprint: string; recorded: boolean })[],
): Statement {
  return sql(
    `INSERT INTO approval_record (id, event_id, position, seq, campaign_id, tree_id, variant_id, variant_name, format_id, template_id, template_name,
       template_version, decision, kind, by_user, role, at, fingerprint, fingerprint_recorded, comment, "values", cards)
     SELECT $1 || '-' || (s.seq - 1), $2, $3::bigint, (s.seq - 1)::integer, f.campaign_id, f.tree_id, f.variant_id, v.name, f.format_id, f.template_id,
       t.templates -> f.template_id ->> 'name', (t.templates -> f.template_id ->> 'version')::integer, s.e ->> 'decision', s.e ->> 'kind', $4, $5, $6::timestamptz,
       s.e ->> 'fingerprint', (s.e ->> 'recorded')::boolean, $7, f."values", f.cards
     FROM jsonb_array_elements($8::jsonb) WITH ORDINALITY AS s(e, seq)
       JOIN approval_format f ON f.format_id = s.e ->> 'formatId'
       JOIN approval_variant v ON v.variant_id = f.variant_id
       JOIN approval_tree t ON t.tree_id = f.tree_id`,
    [
      String(event.position),
      event.id,
      event.position,
      decision.by,
      decision.role,
      decision.at,
      decision.comment,
      json(shares),
    ],
  );
}

/** The content of the formats as the fold holds it now, for fingerprints the event did not carry. */
async function contents(tx: pg.PoolClient, formatIds: string[]): Promise<Map<string, FormatContent>> {
  const { rows } = await tx.query<{ format_id: string } & FormatContent>(
    `SELECT f.format_id, f.template_id AS "templateId", (t.templates -> f.template_id ->> 'version')::integer AS version, f."values" AS "values", f.cards
     FROM approval_format f JOIN approval_tree t ON t.tree_id = f.tree_id WHERE f.format_id = ANY ($1::text[])`,
    [formatIds],
  );
  return new Map(rows.map(({ format_id, ...content }) => [format_id, content]));
}

const fingerprintOf = (content: FormatContent) =>
  contentFingerprint({ templateId: content.templateId, version: content.version }, content.values, content.cards);

function sharesAndDecision(event: RecordedEvent): { shares: Share[]; decision: Decision } | null {
  if (event.type === 'FormatApprovalsChanged') {
    const { data } = event as Event<'FormatApprovalsChanged'>;
    return {
      shares: sharesOf(data),
      decision: { by: data.by, role: data.role, at: data.at, comment: data.comment ?? null },
    };
  }
  if (event.type === 'FormatApprovalsReset') {
    const { data } = event as Event<'FormatApprovalsReset'>;
    const { actor } = event.metadata;
    return {
      shares: data.formatIds.map((formatId) => ({ formatId, decision: 'lapsed', kind: null, fingerprint: null })),
      decision: { by: actor.userId, role: actor.role, at: event.metadata.occurredAt, comment: null },
    };
  }
  return null;
}

export const approvalsProjection: Projection = {
  name: 'approvals',
  tables: ['approval_tree', 'approval_variant', 'approval_format', 'approval_record'],
  eventTypes: new Set([
    ...Object.keys(CONTENT_CHANGES),
    'VariantCreated',
    'FormatApprovalsChanged',
    'FormatApprovalsReset',
  ]),
  handle: async (tx, events) => {
    let pending: (Statement | Write)[] = [];
    let created: Event<'VariantCreated'>[] = [];
    const queue = () => {
      const run = created;
      if (run.length > 0) pending.push((t) => copyCreated(t, run));
      created = [];
    };
    const flush = async () => {
      queue();
      await sendStatements(tx, pending);
      pending = [];
    };
    for (const event of events) {
      if (event.type === 'VariantCreated') {
        created.push(event as Event<'VariantCreated'>);
        continue;
      }
      queue();
      const change = (CONTENT_CHANGES as Record<string, ((e: RecordedEvent) => Statement) | undefined>)[event.type];
      if (change) pending.push(change(event));
      const judged = sharesAndDecision(event);
      if (!judged) continue;
      const missing = judged.shares.filter((s) => s.fingerprint === null).map((s) => s.formatId);
      // Computing a fingerprint needs the fold up to this event: send what is queued, then read.
      if (missing.length > 0) await flush();
      const content = missing.length > 0 ? await contents(tx, missing) : new Map<string, FormatContent>();
      const shares = judged.shares.flatMap((s) => {
        if (s.fingerprint !== null) return [{ ...s, fingerprint: s.fingerprint, recorded: true }];
        const c = content.get(s.formatId);
        return c ? [{ ...s, fingerprint: fingerprintOf(c), recorded: false }] : [];
      });
      pending.push(records(event, judged.decision, shares));
    }
    await flush();
  },
};
