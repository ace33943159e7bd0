// concept_list: one row per concept, as its stream folds (domain/concept/state.ts evolveConcept).
import type { ConceptEvent } from '../../domain/concept';
import { perEvent, sql, type Projection, texts } from '../projection';

/** A JSON array of texts (values travel as scalars) as text[]. */
/** Until it is submitted, the concept's name, markets and languages are the brief's Details ($4). */
const intro = {
  name: `$4::jsonb #>> '{intro,name}'`,
  nodes: texts(`$4::jsonb #> '{intro,businessNodes}'`),
  languages: texts(`$4::jsonb #> '{intro,languages}'`),
};
const fromBrief = `brief = $4::jsonb, name = ${intro.name}, business_node_ids = ${intro.nodes}, languages = ${intro.languages}`;
const touch = 'updated_at = $2, updated_by = $3';
/** Each statement's first values: the concept, when and by whom. */
const head = (e: { data: { conceptId: string }; metadata: { occurredAt: string; actor: { userId: string } } }) =>
  [e.data.conceptId, e.metadata.occurredAt, e.metadata.actor.userId] as const;
const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export const conceptsProjection: Projection = {
  name: 'concepts',
  tables: ['concept_list'],
  ...perEvent<ConceptEvent>({
    ConceptCreated: (e) =>
      sql(
        `INSERT INTO concept_list (id, partner_id, created_by, status, brief, name, business_node_ids, languages, created_at, updated_at, updated_by)
         VALUES ($1, $5, $6, 'draft', $4::jsonb, ${intro.name}, ${intro.nodes}, ${intro.languages}, $2, $2, $3)`,
        [...head(e), json(e.data.brief), e.data.partnerId, e.data.createdBy],
      ),
    BriefDraftSaved: (e) =>
      sql(`UPDATE concept_list SET ${fromBrief}, ${touch} WHERE id = $1`, [...head(e), json(e.data.brief)]),
    BriefAssetsChanged: (e) =>
      sql(`UPDATE concept_list SET brief = jsonb_set(brief, '{assets}', $4::jsonb), ${touch} WHERE id = $1`, [
        ...head(e),
        json(e.data.assets),
      ]),
    BriefSubmitted: (e) =>
      sql(
        `UPDATE concept_list SET ${fromBrief}, status = 'storyboardsProgress', submitted_by = $5, submitted_at = $6, ${touch} WHERE id = $1`,
        [...head(e), json(e.data.brief), e.data.submittedBy, e.data.submittedAt],
      ),
    ConceptStatusChanged: (e) =>
      sql(`UPDATE concept_list SET status = $4, ${touch} WHERE id = $1`, [...head(e), e.data.status]),
    ConceptArchived: (e) => sql(`UPDATE concept_list SET archived = true, ${touch} WHERE id = $1`, [...head(e)]),
    ConceptUnarchived: (e) => sql(`UPDATE concept_list SET archived = false, ${touch} WHERE id = $1`, [...head(e)]),
    // Only the changed fields are present; `thumbnail: null` resets it.
    ConceptDetailsChanged: (e) =>
      sql(
        `UPDATE concept_list SET name = COALESCE($4, name),
           business_node_ids = CASE WHEN $5::jsonb IS NULL THEN business_node_ids ELSE ${texts('$5::jsonb')} END,
           languages = CASE WHEN $6::jsonb IS NULL THEN languages ELSE ${texts('$6::jsonb')} END,
           thumbnail = CASE WHEN $7 THEN $8 ELSE thumbnail END, ${touch}
         WHERE id = $1`,
        [
          ...head(e),
          e.data.name ?? null,
          json(e.data.businessNodes),
          json(e.data.languages),
          e.data.thumbnail !== undefined,
          e.data.thumbnail ?? null,
        ],
      ),
    ConceptBusinessNodesChanged: (e) =>
      sql(
        `UPDATE concept_list SET business_node_ids = ${texts('$4::jsonb')}, additional_node_ids = ${texts('$5::jsonb')}, ${touch} WHERE id = $1`,
        [...head(e), json(e.data.businessNodes), json(e.data.additionalNodes)],
      ),
  }),
};
