// The personalise read model (007_personalise.sql): one statement per event of domain/personalise/events.ts, as
// domain/personalise/state.ts folds them. Bulk events name their ids as one array, so 10,000 variants are one
// UPDATE. After an event changes formats, the derived columns of the variants it touched (filled, approved,
// signal ids, has a segment or schedule) are recomputed in SQL from their formats, so the page filters on columns.
import type { PersonaliseEvent } from '../../domain/personalise/events';
import type { RecordedEvent } from '../../domain/shared/events';
import { arrayLiteral } from '../copy-rows';
import { sendStatements, sql, type Projection, type Statement, texts, type Write } from '../projection';
import { copyCreated, type Created } from './created-rows';

const json = (value: unknown) => JSON.stringify(value);
/**
 * Ids as a Postgres array literal, for `= ANY ($n::text[])`. Inlined, the array is a constant: the planner knows
 * its length and hashes it (an array built by a subquery is an opaque 100 rows to it, and 60,000 formats were then
 * probed one by one, or compared with every id).
 */
const idArray = arrayLiteral;

/** A format is filled when every required element has a value that is not blank (domain/personalise/facts.ts
 * formatFilled). */
const blank = (value: string) => `coalesce(${value}, '') ~ '^[[:space:]]*$'`;
const filledOf = (values: string, required: string) =>
  `NOT EXISTS (SELECT 1 FROM unnest(${required}) r WHERE ${blank(`(${values}) -> r ->> 'value'`)})`;

/**
 * The derived columns of the variants `touched` selects (a subquery of ids), from their live (not archived) formats,
 * as domain/personalise/facts.ts activationFacts judges them.
 */
const derived = (touched: string) => `SELECT f.variant_id,
    coalesce(bool_and(f.filled) FILTER (WHERE NOT f.archived), true) AS filled,
    coalesce(bool_and(f.approval = 'approved') FILTER (WHERE NOT f.archived), false) AS approved,
    coalesce(bool_or(f.approval = 'rejected') FILTER (WHERE NOT f.archived), false) AS rejected,
    bool_or(f.archived) AS any_archived,
    coalesce(array_agg(DISTINCT s ORDER BY s) FILTER (WHERE s IS NOT NULL AND NOT f.archived), '{}') AS signal_ids
  FROM variant_format f LEFT JOIN LATERAL unnest(f.signal_ids) s ON true
  WHERE f.variant_id IN (${touched})
  GROUP BY f.variant_id`;

/** Whether the signal ids `d.signal_ids` hold one of the type. */
const holds = (type: 'userSegment' | 'schedule') =>
  `EXISTS (SELECT 1 FROM signal s WHERE s.id = ANY (d.signal_ids) AND s.type = '${type}')`;

/**
 * Recomputes the derived columns of the variants `touched` selects; a variant's signals are those of its live
 * formats. Rows whose columns stay as they are are not written (a bulk edit often changes none).
 */
const refreshVariants = (touched: string) =>
  `UPDATE variant v SET filled = d.filled, approved = d.approved, rejected = d.rejected, any_format_archived = d.any_archived,
     signal_ids = d.signal_ids, has_segment = d.has_segment, has_schedule = d.has_schedule
   FROM (SELECT d.*, ${holds('userSegment')} AS has_segment, ${holds('schedule')} AS has_schedule FROM (${derived(touched)}) d) d
   WHERE v.id = d.variant_id
     AND (v.filled, v.approved, v.rejected, v.any_format_archived, v.signal_ids, v.has_segment, v.has_schedule)
       IS DISTINCT FROM (d.filled, d.approved, d.rejected, d.any_archived, d.signal_ids, d.has_segment, d.has_schedule)`;

/** The variants owning the formats listed in $n. */
const ownersOf = (n: number) => `SELECT f.variant_id FROM variant_format f WHERE f.id = ANY ($${n}::text[])`;

/** The fallback's own switch, read by every other variant's activation rules. */
const FALLBACK_SWITCH = `UPDATE personalise_tree_state t
  SET is_fallback_enabled = coalesce((SELECT enabled FROM variant WHERE id = t.fallback_variant_id), false) WHERE tree_id = $1`;

const setVariant = (assignments: string) => (e: RecordedEvent<string, { treeId: string; variantId: string }>) =>
  sql(`UPDATE variant SET ${assignments}, updated_at = $3 WHERE id = $2; ${FALLBACK_SWITCH}`, [
    e.data.treeId,
    e.data.variantId,
    e.metadata.occurredAt,
  ]);

const setFormatArchived =
  (archived: boolean) => (e: RecordedEvent<string, { treeId: string; variantId: string; formatId: string }>) =>
    sql(`UPDATE variant_format SET archived = $4 WHERE id = $3 AND variant_id = $2; ${refreshVariants('$2')}`, [
      e.data.treeId,
      e.data.variantId,
      e.data.formatId,
      archived,
    ]);

const setEnabled = (enabled: boolean) => (e: RecordedEvent<string, { treeId: string; variantIds: string[] }>) =>
  sql(
    `UPDATE variant SET enabled = $3, updated_at = $4 WHERE id = ANY ($2::text[]) AND tree_id = $1 AND enabled <> $3; ${FALLBACK_SWITCH}`,
    [e.data.treeId, idArray(e.data.variantIds), enabled, e.metadata.occurredAt],
  );

/**
 * The formats listed in $2 (an idArray) take `set` (column → expression over the old row) and their filled flag
 * follows in the same write; then their variants' derived columns.
 */
function changeFormats(set: { values?: string; other?: string }): string {
  const assignments = [
    set.values ? `"values" = ${set.values}` : null,
    set.other ?? null,
    `filled = ${filledOf(set.values ?? '"values"', 'required')}`,
  ].filter((a) => a !== null);
  return `UPDATE variant_format f SET ${assignments.join(', ')} WHERE f.id = ANY ($2::text[]) AND f.tree_id = $1;
    ${refreshVariants(ownersOf(2))}`;
}

type ElementsSet = RecordedEvent<
  'DynamicElementsSet',
  Extract<PersonaliseEvent, { type: 'DynamicElementsSet' }>['data']
>;

function dynamicElementsSet(e: ElementsSet): Statement {
  const entries = Object.entries(e.data.values);
  const set = Object.fromEntries(entries.filter(([, value]) => value !== null));
  const cleared = entries.filter(([, value]) => value === null).map(([name]) => name);
  return sql(changeFormats({ values: `("values" || $3::jsonb) - ${texts('$4::jsonb')}` }), [
    e.data.treeId,
    idArray(e.data.formatIds),
    json(set),
    json(cleared),
  ]);
}

/**
 * A run of element edits as two statements, however many events: a feed's re-import edits each changed row's
 * formats in an event of its own, and 100 events of 6 formats each were 100 planned UPDATEs of the formats and 100 of
 * their variants (seconds, where one UPDATE of 600 formats takes milliseconds). Each format's edits fold in order
 * into what is set and what is cleared: the last edit of an element wins, as applying the events one by one would.
 */
function elementsSetRun(events: ElementsSet[]): Statement {
  const changes = new Map<string, { id: string; treeId: string; set: Record<string, unknown>; cleared: Set<string> }>();
  for (const { data } of events)
    for (const id of data.formatIds) {
      const change = changes.get(id) ?? { id, treeId: data.treeId, set: {}, cleared: new Set<string>() };
      for (const [name, value] of Object.entries(data.values)) {
        if (value === null) {
          delete change.set[name];
          change.cleared.add(name);
        } else {
          change.set[name] = value;
          change.cleared.delete(name);
        }
      }
      changes.set(id, change);
    }
  const rows = [...changes.values()].map((c) => ({ ...c, cleared: [...c.cleared] }));
  const values = `(f."values" || c.set) - ${texts('c.cleared')}`;
  return sql(
    `UPDATE variant_format f SET "values" = ${values}, filled = ${filledOf(values, 'f.required')}
       FROM jsonb_to_recordset($1::jsonb) AS c(id text, "treeId" text, set jsonb, cleared jsonb)
       WHERE f.id = c.id AND f.tree_id = c."treeId";
     ${refreshVariants(ownersOf(2))}`,
    [json(rows), idArray([...changes.keys()])],
  );
}

/**
 * Final decisions make formats approved or rejected, interim ones interimApproved or interimRejected (state.ts). An
 * approval also keeps what it approved (values, fingerprint, by, at; 009_format_approvals.sql), which a lapse leaves
 * in place; every decision records its kind.
 */
function approvalsChanged(
  e: RecordedEvent<'FormatApprovalsChanged', Extract<PersonaliseEvent, { type: 'FormatApprovalsChanged' }>['data']>,
): Statement {
  const { treeId, approvals, rejections, final, by, at, fingerprints } = e.data;
  const kind = final ? 'final' : 'interim';
  const decide = (n: number, approval: string, extra = '') =>
    `UPDATE variant_format SET approval = '${approval}', decided_kind = '${kind}'${extra} WHERE id = ANY ($${n}::text[]) AND tree_id = $1`;
  const kept = `, approved_values = "values", approved_fingerprint = $4::jsonb ->> id, approved_by = $5, approved_at = $6`;
  return sql(
    `${decide(2, final ? 'approved' : 'interimApproved', kept)}; ${decide(3, final ? 'rejected' : 'interimRejected')};
     ${refreshVariants(`${ownersOf(2)} UNION ${ownersOf(3)}`)}`,
    [treeId, idArray(approvals), idArray(rejections), json(fingerprints ?? {}), by, at],
  );
}

/** Signals as rows; a signal already there (an import replacing it) takes the new values. */
function upsertSignals(treeId: string, campaignId: string, signals: unknown[], at: string): Statement {
  return sql(
    `INSERT INTO signal (id, tree_id, campaign_id, name, name_lower, type, segment_type, "values", campaign_ids, schedule, countries, created_at)
     SELECT s ->> 'signalId', $1, $2, s ->> 'name', lower(trim(s ->> 'name')), s ->> 'type', s ->> 'segmentType',
       ARRAY(SELECT jsonb_array_elements_text(s -> 'values')), ARRAY(SELECT jsonb_array_elements_text(s -> 'campaignIds')),
       nullif(s -> 'schedule', 'null'::jsonb), ARRAY(SELECT jsonb_array_elements_text(s -> 'countries')), $4
     FROM jsonb_array_elements($3::jsonb) s
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, name_lower = EXCLUDED.name_lower, type = EXCLUDED.type, segment_type = EXCLUDED.segment_type,
       "values" = EXCLUDED."values", campaign_ids = EXCLUDED.campaign_ids, schedule = EXCLUDED.schedule, countries = EXCLUDED.countries;
     ${refreshVariants(`SELECT id FROM variant WHERE tree_id = $1 AND signal_ids && ARRAY(SELECT j ->> 'signalId' FROM jsonb_array_elements($3::jsonb) j)`)}`,
    [treeId, campaignId, json(signals), at],
  );
}

type Handlers = {
  [T in PersonaliseEvent['type']]: (
    event: RecordedEvent<T, Extract<PersonaliseEvent, { type: T }>['data']>,
  ) => Statement;
};

/** Event types handled a run at a time (statementsOf), not by HANDLERS. */
const IN_RUNS: readonly string[] = ['VariantCreated', 'DynamicElementsSet'];

const HANDLERS: Omit<Handlers, 'VariantCreated' | 'DynamicElementsSet'> = {
  // The feed's keys are the command side's (domain/personalise/decide-feed.ts); what the import changed on the variants
  // are the events beside it. Handled so the tree's version reaches it.
  FeedImported: () => sql('SELECT 1'),
  PersonaliseTreeCreated: (e) =>
    sql(
      `INSERT INTO personalise_tree_state (tree_id, campaign_id, partner_id, platform, format, templates) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         ON CONFLICT (tree_id) DO NOTHING`,
      [e.data.treeId, e.data.campaignId, e.data.partnerId, e.data.platform, e.data.format, json(e.data.templates)],
    ),
  VariantRenamed: (e) =>
    sql('UPDATE variant SET name = $2, name_lower = lower(trim($2)), updated_at = $3 WHERE id = $1', [
      e.data.variantId,
      e.data.name,
      e.metadata.occurredAt,
    ]),
  // An archived variant is off (domain/personalise/state.ts).
  VariantArchived: setVariant('archived = true, enabled = false'),
  VariantRestored: setVariant('archived = false'),
  FormatArchived: setFormatArchived(true),
  FormatRestored: setFormatArchived(false),
  FallbackSet: (e) =>
    sql(
      `UPDATE variant SET is_fallback = (id = $2), updated_at = $3 WHERE tree_id = $1 AND (id = $2 OR is_fallback);
         UPDATE personalise_tree_state SET fallback_variant_id = $2 WHERE tree_id = $1; ${FALLBACK_SWITCH}`,
      [e.data.treeId, e.data.variantId, e.metadata.occurredAt],
    ),
  VariantsActivated: setEnabled(true),
  VariantsDeactivated: setEnabled(false),
  FormatApprovalsChanged: approvalsChanged,
  FormatApprovalsReset: (e) =>
    sql(changeFormats({ other: `approval = 'unapproved'` }), [e.data.treeId, idArray(e.data.formatIds)]),
  SignalCreated: (e) => upsertSignals(e.data.treeId, e.data.campaignId, [e.data.signal], e.metadata.occurredAt),
  SignalChanged: (e) => upsertSignals(e.data.treeId, e.data.campaignId, [e.data.signal], e.metadata.occurredAt),
  SignalsImported: (e) => upsertSignals(e.data.treeId, e.data.campaignId, e.data.signals, e.metadata.occurredAt),
  SignalDeleted: (e) =>
    sql(
      `DELETE FROM signal WHERE id = $2;
         UPDATE variant_format SET signal_ids = array_remove(signal_ids, $2) WHERE tree_id = $1 AND signal_ids @> ARRAY[$2];
         ${refreshVariants(`SELECT id FROM variant WHERE tree_id = $1 AND signal_ids @> ARRAY[$2]`)}`,
      [e.data.treeId, e.data.signalId],
    ),
  FormatSignalsSet: (e) =>
    sql(changeFormats({ other: `signal_ids = ${texts('$3::jsonb')}` }), [
      e.data.treeId,
      idArray(e.data.formatIds),
      json(e.data.signalIds),
    ]),
  CarouselCardsChanged: (e) => {
    const required = `ARRAY(SELECT jsonb_array_elements_text(c -> 'required'))`;
    return sql(
      `UPDATE variant_format f SET cards = (c ->> 'cards')::integer, required = ${required}, filled = ${filledOf('f."values"', required)}
           FROM jsonb_array_elements($2::jsonb) c WHERE f.id = c ->> 'formatId' AND f.tree_id = $1;
         ${refreshVariants(`SELECT f.variant_id FROM variant_format f WHERE f.id IN (SELECT jsonb_array_elements($2::jsonb) ->> 'formatId')`)}`,
      [e.data.treeId, json(e.data.formats)],
    );
  },
};

/**
 * One statement per event, but one per run of element edits (a single edit keeps its own statement, whose formats
 * travel as one constant array however many: a bulk edit of a whole tree) and a COPY per run of created variants
 * (created-rows.ts: creating a tree of 10,000 variants is a few writes, not 10,000 statements); the statements between
 * two COPYs travel as one query (perEvent's way).
 */
function statementsOf(events: RecordedEvent[]): (Statement | Write)[] {
  const statements: (Statement | Write)[] = [];
  let run: RecordedEvent[] = [];
  const flush = () => {
    const [first] = run;
    if (first?.type === 'VariantCreated') {
      const created = run as Created[];
      statements.push((tx) => copyCreated(tx, created));
    } else if (first)
      statements.push(
        run.length === 1 ? dynamicElementsSet(first as ElementsSet) : elementsSetRun(run as ElementsSet[]),
      );
    run = [];
  };
  for (const event of events) {
    if (IN_RUNS.includes(event.type)) {
      if (run[0] && run[0].type !== event.type) flush();
      run.push(event);
      continue;
    }
    flush();
    const handler = (HANDLERS as Record<string, ((e: RecordedEvent) => Statement) | undefined>)[event.type];
    if (handler) statements.push(handler(event));
  }
  flush();
  return statements;
}

/** Each tree's version moves to the revision of its last event in the batch (every personalise event names its tree).
 * */
function versionsOf(events: RecordedEvent[]): Statement | null {
  const last = new Map<string, number>();
  for (const event of events) {
    if (!(event.type in HANDLERS) && !IN_RUNS.includes(event.type)) continue;
    const treeId = (event.data as { treeId: string }).treeId;
    last.set(treeId, Math.max(last.get(treeId) ?? -1, event.revision));
  }
  if (last.size === 0) return null;
  return sql(
    `UPDATE personalise_tree_state t SET version = greatest(t.version, (v ->> 'revision')::bigint)
     FROM jsonb_array_elements($1::jsonb) v WHERE t.tree_id = v ->> 'treeId'`,
    [json([...last].map(([treeId, revision]) => ({ treeId, revision })))],
  );
}

export const personaliseProjection: Projection = {
  name: 'personalise',
  tables: ['personalise_tree_state', 'variant', 'variant_format', 'signal'],
  eventTypes: new Set([...Object.keys(HANDLERS), ...IN_RUNS]),
  handle: async (tx, events) => {
    const versions = versionsOf(events);
    const statements = [...statementsOf(events), ...(versions ? [versions] : [])];
    await sendStatements(tx, statements);
  },
};
