// The wizard's calls (spec 1 §7 'Concept brief calls'): read a concept with its brief, create it from the first
// save, save the brief as a draft or submit it, and the name check. Top admins name the partner; everyone
// else works in their own (the server resolves it).
import type { Brief } from '../../../../domain/concept/brief';
import type { StepFailure } from '../../../../domain/concept/brief-rules';
import type { ConceptDetail } from '../../../../domain/concept/answers';
import { enc, get, patch, post, queryString } from '../../providers/requests';
import { queryClient } from '../../providers/queryClient';

/** GET /assets/concepts/{id} and the brief calls' answer. */
export type BriefConcept = ConceptDetail;

export type BriefStatus = 'draft' | 'storyboardsProgress';

export const getBriefConcept = (id: string) => get<BriefConcept>(`/assets/concepts/${enc(id)}`);

export const createBriefConcept = (brief: Brief, partnerId: string | null) =>
  post<BriefConcept>(`/assets/concepts${queryString({ partnerId })}`, { newConcept: brief });

export const saveBriefConcept = (id: string, brief: Brief, status: BriefStatus) =>
  patch<BriefConcept>(`/assets/concepts/${enc(id)}/brief`, { brief, status });

export const conceptNameExists = (
  name: string,
  partnerId: string | null,
  conceptId: string | null,
  signal?: AbortSignal,
) =>
  get<{ exists: boolean }>(`/assets/concepts/name-exists${queryString({ name, partnerId, conceptId })}`, {
    signal,
  }).then((answer) => answer.exists);

/** The concept lists and the audit trails show what a save changed. */
export function refreshConcepts(): void {
  for (const root of ['concepts', 'audit']) void queryClient.invalidateQueries({ queryKey: [root] });
}

/** The steps a 422 names (details.steps), or none for any other refusal. */
export function refusedSteps(error: unknown): StepFailure[] {
  const body = (error as { status?: number; body?: { details?: { steps?: StepFailure[] } } }).body;
  return (error as { status?: number }).status === 422 && Array.isArray(body?.details?.steps) ? body.details.steps : [];
}
