// A concept as the routes answer it: the read model's row with its brief and its templates.
import type pg from 'pg';
import { CONCEPT_NOT_FOUND } from '../../../domain/concept';
import { getConcept } from '../../../projections/concepts/queries';
import { conceptTemplates } from '../../../projections/templates/queries';
import { templateAnswer } from '../templates/view';
import { errors } from '../../http/errors';
import { accepted } from '../../http/saved-answer';
import { found, withLegacyId } from '../../http/found';
import { Id, Params } from '../../http/schemas';
import { Concept } from '../../schemas/concepts';

/** `groupTemplates` (the default) answers each generation's highest version; without it, every version. */
export async function conceptAnswer(pool: pg.Pool, id: string, { groupTemplates = true } = {}) {
  const concept = withLegacyId(found(await getConcept(pool, id), CONCEPT_NOT_FOUND));
  return { ...concept, templates: (await conceptTemplates(pool, id, !groupTemplates)).map(templateAnswer) };
}

/** The path of one concept. */
export const params = Params({ id: Id });

/** The answers of a command on one concept. */
export const changedConcept = { 200: Concept, ...accepted('/assets/concepts/:id'), ...errors(404, 409, 422) };
