// A run of created variants written with COPY (issue 23 §5: a 10,000-row feed): their formats, then the variants with
// their derived columns. A new variant's formats are all new (none archived or decided), so its derived columns come
// from the run itself, as the SQL of projection.ts would derive them from the rows: filled when every required element
// has a value that is not blank, signals the sorted union of its formats'. What depends on the database's own rules
// (blank by `[[:space:]]`, lower(trim(name)), the sort order of ids) or rows (the tree's campaign and partner, the
// signals' types) is asked of Postgres in one query, so the rows are those the statement wrote before.
import type pg from 'pg';
import type { ElementValue, PersonaliseEvent } from '../../domain/personalise/events';
import type { RecordedEvent } from '../../domain/shared/events';
import { arrayLiteral, copyRows, type CopyField } from '../copy-rows';

export type Created = RecordedEvent<'VariantCreated', Extract<PersonaliseEvent, { type: 'VariantCreated' }>['data']>;

interface Facts {
  trees: Record<string, [campaignId: string, partnerId: string]>;
  namesLower: string[];
  blanks: boolean[];
  signalsSorted: string[];
  signalTypes: Record<string, string>;
}

/**
 * The text `"values" -> name ->> 'value'` reads, or null: absent, not an object, or a JSON null. Numbers, booleans and
 * JSON objects read as text that is never blank, so only strings need Postgres's answer.
 */
function valueText(values: Record<string, ElementValue>, name: string): string | null | true {
  const element: unknown = Object.hasOwn(values, name) ? values[name] : undefined;
  if (typeof element !== 'object' || element === null || Array.isArray(element) || !Object.hasOwn(element, 'value'))
    return null;
  const value: unknown = (element as { value: unknown }).value;
  if (value === null) return null;
  return typeof value === 'string' ? value : true;
}

async function factsOf(tx: pg.PoolClient, events: readonly Created[], texts: readonly string[]): Promise<Facts> {
  const signalIds = [...new Set(events.flatMap((e) => e.data.formats.flatMap((f) => f.signalIds)))];
  const { rows } = await tx.query<Facts>(
    `SELECT
       (SELECT coalesce(jsonb_object_agg(tree_id, jsonb_build_array(campaign_id, partner_id)), '{}')
          FROM personalise_tree_state WHERE tree_id = ANY ($1::text[])) AS trees,
       ARRAY(SELECT lower(trim(n)) FROM unnest($2::text[]) WITH ORDINALITY AS u(n, i) ORDER BY i) AS "namesLower",
       ARRAY(SELECT t ~ '^[[:space:]]*$' FROM unnest($3::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i) AS blanks,
       ARRAY(SELECT DISTINCT s FROM unnest($4::text[]) s ORDER BY s) AS "signalsSorted",
       (SELECT coalesce(jsonb_object_agg(id, type), '{}') FROM signal WHERE id = ANY ($4::text[])) AS "signalTypes"`,
    [[...new Set(events.map((e) => e.data.treeId))], events.map((e) => e.data.name), texts, signalIds],
  );
  return rows[0]!;
}

const bool = (value: boolean): CopyField => (value ? 't' : 'f');

/** Writes the run's formats and variants, inside the batch's transaction. */
export async function copyCreated(tx: pg.PoolClient, events: readonly Created[]): Promise<void> {
  const texts = [
    ...new Set(
      events
        .flatMap((e) => e.data.formats.flatMap((f) => f.required.map((name) => valueText(f.values, name))))
        .filter((t): t is string => typeof t === 'string'),
    ),
  ];
  const facts = await factsOf(tx, events, texts);
  const blank = new Map(texts.map((text, i) => [text, facts.blanks[i]!]));
  const rank = new Map(facts.signalsSorted.map((id, i) => [id, i]));
  const formats: CopyField[][] = [];
  const variants: CopyField[][] = [];
  events.forEach(({ data: d, position, metadata }, i) => {
    let filled = true;
    const signals = new Set<string>();
    d.formats.forEach((f, sort) => {
      const formatFilled = f.required.every((name) => {
        const text = valueText(f.values, name);
        return text === true || (text !== null && !blank.get(text));
      });
      filled &&= formatFilled;
      for (const id of f.signalIds) signals.add(id);
      formats.push([
        f.formatId,
        d.variantId,
        d.treeId,
        f.templateId,
        String(sort + 1),
        JSON.stringify(f.values),
        arrayLiteral(f.signalIds),
        f.cards === null ? null : String(f.cards),
        arrayLiteral(f.required),
        bool(formatFilled),
      ]);
    });
    const tree = facts.trees[d.treeId];
    // As the statement's join: a variant of a tree the projection does not hold is not written.
    if (!tree) return;
    const signalIds = [...signals].sort((a, b) => rank.get(a)! - rank.get(b)!);
    const types = new Set(signalIds.map((id) => facts.signalTypes[id]));
    variants.push([
      d.variantId,
      d.treeId,
      tree[0],
      tree[1],
      d.name,
      facts.namesLower[i]!,
      String(position),
      d.clonedFrom,
      d.createdBy,
      d.createdAt,
      metadata.occurredAt,
      bool(filled),
      'f',
      'f',
      'f',
      arrayLiteral(signalIds),
      bool(types.has('userSegment')),
      bool(types.has('schedule')),
    ]);
  });
  await copyRows(tx, 'variant_format', FORMAT_COLUMNS, formats);
  await copyRows(tx, 'variant', VARIANT_COLUMNS, variants);
}

const FORMAT_COLUMNS = [
  'id',
  'variant_id',
  'tree_id',
  'template_id',
  'sort',
  '"values"',
  'signal_ids',
  'cards',
  'required',
  'filled',
];
const VARIANT_COLUMNS = [
  'id',
  'tree_id',
  'campaign_id',
  'partner_id',
  'name',
  'name_lower',
  'seq',
  'cloned_from',
  'created_by',
  'created_at',
  'updated_at',
  'filled',
  'approved',
  'rejected',
  'any_format_archived',
  'signal_ids',
  'has_segment',
  'has_schedule',
];
