// Concepts (spec 3 §7 'Concepts and templates', spec 1 §7 'Concept brief calls'), under /assets/concepts:
// react-admin's 'concepts' list and record, a concept's campaigns, and its status, archive and settings as
// commands (the brief wizard makes its own calls, concepts/wizard/briefCalls.ts). Top admins name the partner
// they work in.
import type { ConceptCampaign, ConceptDetail } from '../../../../domain/concept/answers';
import type { ConceptStatus } from '../../../../domain/concept/events';
import { httpClient } from '../httpClient';
import { enc, get, patch, queryString } from '../requests';
import { restList, type ResourceAdapter } from './adapter';

const BASE = '/assets/concepts';

/** The list's filter as the screens keep it: markets as an array, archived as a toggle. */
interface ConceptFilter {
  partnerId?: string;
  search?: string;
  status?: ConceptStatus;
  markets?: string[];
  archived?: boolean;
}

/** Settings change only the fields given; `thumbnail: null` resets the thumbnail. */
export interface ConceptSettingsChange {
  id: string;
  name?: string;
  businessNodes?: string[];
  languages?: string[];
  thumbnail?: string | null;
}

/** PATCH /assets/concepts/{id} is multipart (spec 3 §7): lists travel as JSON texts. */
function settingsForm({ name, businessNodes, languages, thumbnail }: ConceptSettingsChange): FormData {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  if (businessNodes !== undefined) form.append('businessNodes', JSON.stringify(businessNodes));
  if (languages !== undefined) form.append('languages', JSON.stringify(languages));
  if (thumbnail === null) form.append('shouldResetThumbnail', 'true');
  else if (thumbnail !== undefined) form.append('thumbnail', thumbnail);
  return form;
}

export const concepts = {
  getList: (params) => {
    const { partnerId, markets, archived, ...rest } = (params.filter ?? {}) as ConceptFilter;
    // The API reads markets as a comma list, and shows archived concepts only when asked.
    const filter = { ...rest, markets: markets?.length ? markets.join(',') : undefined, archived: !!archived };
    return restList(`${BASE}${queryString({ partnerId })}`, { ...params, filter });
  },
  getOne: async ({ id, signal }) => ({ data: await get<ConceptDetail>(`${BASE}/${enc(String(id))}`, { signal }) }),
  queries: {
    conceptCampaigns: (id: string) => get<ConceptCampaign[]>(`${BASE}/${enc(id)}/campaigns`),
  },
  commands: {
    changeConceptStatus: ({ id, status }: { id: string; status: ConceptStatus }) =>
      patch<ConceptDetail>(`${BASE}/${enc(id)}/status`, { status }),
    archiveConcept: ({ id, archived }: { id: string; archived: boolean }) =>
      patch<ConceptDetail>(`${BASE}/${enc(id)}/${archived ? 'archive' : 'unarchive'}`),
    changeConceptSettings: (change: ConceptSettingsChange) =>
      httpClient<ConceptDetail>(`${BASE}/${enc(change.id)}`, { method: 'PATCH', body: settingsForm(change) }).then(
        (r) => r.json,
      ),
  },
} satisfies ResourceAdapter;
