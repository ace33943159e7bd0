// Demo concepts, made through the public API as a brand team and its approvers would: the brief is created
// (a draft stops at its step), submitted, moved on status by status, given its thumbnail and archived where the
// data says so. A re-run finds each concept by name and only makes up what is missing. Answers every demo
// concept (id, partner, status) for the storyboard and template demos to build on.
import { createHash } from 'node:crypto';
import {
  BRIEF_STEPS,
  emptyBrief,
  emptyBriefAssets,
  type Brief,
  type BriefAsset,
  type BriefStep,
} from '../domain/concept/brief';
import { CONCEPT_STATUSES, type ConceptStatus } from '../domain/concept/events';
import { recommendFromObjectives } from '../domain/concept/funnel-presets';
import { nextConceptStatus } from '../domain/concept/status-labels';
import { listQuery, sameName, type ApiClient } from './api-client';
import { DEMO_CONCEPTS, type ConceptSpec } from './concept-data';
import { pathKey, requireKey, type Seeding } from './ensure';
import type { SeededPartner } from './partners';

/** A link's asset id: short and stable (an id is at most 64 characters; the URL travels in `link`). */
const linkAssetId = (url: string) => `link-${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;

export interface SeededConcept {
  id: string;
  name: string;
  partner: string;
  partnerId: string;
  status: ConceptStatus;
  archived: boolean;
}

interface ConceptAnswer {
  id: string;
  name: string;
  status: ConceptStatus;
  archived: boolean;
  thumbnail: string | null;
}

interface LibraryFile {
  id: string;
  name: string;
  format: string;
}

async function libraryFile(api: ApiClient, partnerId: string, name: string): Promise<LibraryFile> {
  const page = await api.get<{ results: LibraryFile[] }>(
    `/assets/single-files?partnerId=${partnerId}&limit=100&search=${encodeURIComponent(name)}`,
  );
  const file = page.results.find((a) => a.name === name);
  if (!file) throw new Error(`The demo concepts name library file ${name}, which the demo did not upload`);
  return file;
}

const isBefore = (a: BriefStep, b: BriefStep) => BRIEF_STEPS.indexOf(a) < BRIEF_STEPS.indexOf(b);

/** The brief as the wizard leaves it: a draft answers the steps before the one it is on; null: every step. */
async function briefOf(
  s: Seeding,
  spec: ConceptSpec,
  { partner, nodes }: SeededPartner,
  draftStep: BriefStep | null,
): Promise<Brief> {
  const step = draftStep ?? 'SIGN_OFF';
  const answered = (at: BriefStep) => draftStep === null || isBefore(at, draftStep);
  const businessNodes = spec.markets.map((path) =>
    requireKey(nodes, pathKey(path), `node ${pathKey(path)} of ${partner.name}`),
  );
  const brief: Brief = {
    ...emptyBrief(),
    intro: { name: spec.name, businessNodes, languages: spec.languages },
    meta: { currentStep: step, formatValues: {} },
  };
  if (answered('OBJECTIVES')) brief.objectives = { elements: spec.objectives, customText: spec.customObjective ?? '' };
  if (answered('CHANNELS')) {
    const { channels, formats } = recommendFromObjectives(spec.objectives);
    brief.channels = channels;
    if (answered('FORMATS')) brief.formats = formats;
  }
  if (answered('ASSETS')) {
    const assets = emptyBriefAssets();
    for (const link of spec.links)
      assets[link.category].push({
        assetId: linkAssetId(link.url),
        name: link.name,
        format: link.name.split('.').pop()!,
        link: link.url,
      });
    for (const name of spec.libraryFiles) {
      const file = await libraryFile(s.api, partner.id, name);
      assets.other.push({ assetId: file.id, name: file.name, format: file.format, link: null } satisfies BriefAsset);
    }
    brief.assets = assets;
  }
  if (answered('OTHER_BUSINESS')) brief.otherBusiness = { text: spec.creativeDirection };
  if (answered('SIGN_OFF')) brief.signOff = { areAgreementsAccepted: true };
  return brief;
}

async function findConcept(api: ApiClient, partnerId: string, name: string): Promise<ConceptAnswer | undefined> {
  const rows = await api.get<ConceptAnswer[]>(`/assets/concepts?partnerId=${partnerId}&${listQuery({ search: name })}`);
  return rows.find((c) => sameName(c.name, name));
}

const patch = (api: ApiClient, path: string, body?: unknown) => api.call<ConceptAnswer>('PATCH', path, body);
const rank = (status: ConceptStatus) => CONCEPT_STATUSES.indexOf(status);

/** Brings one concept to where the data says it stands, from wherever an earlier run left it. */
async function seedConcept(s: Seeding, spec: ConceptSpec, seeded: SeededPartner): Promise<SeededConcept> {
  const partnerId = seeded.partner.id;
  const label = `concept ${spec.name} (${spec.status}${spec.archived ? ', archived' : ''})`;
  let concept = await findConcept(s.api, partnerId, spec.name);
  if (concept) s.log(`= ${label}`);
  else {
    const step = spec.status === 'draft' ? (spec.draftStep ?? 'INTRO') : null;
    concept = await s.api.post<ConceptAnswer>(`/assets/concepts?partnerId=${partnerId}`, {
      newConcept: await briefOf(s, spec, seeded, step),
    });
    s.log(`+ ${label}`);
  }
  const path = `/assets/concepts/${concept.id}`;
  if (spec.status !== 'draft' && concept.status === 'draft') {
    concept = await patch(s.api, `${path}/brief`, {
      brief: await briefOf(s, spec, seeded, null),
      status: 'storyboardsProgress',
    });
  }
  for (
    let next = nextConceptStatus(concept.status);
    next && rank(next) <= rank(spec.status);
    next = nextConceptStatus(concept.status)
  ) {
    concept = await patch(s.api, `${path}/status`, { status: next });
  }
  if (spec.thumbnail && concept.thumbnail === null) {
    const form = new FormData();
    form.append('thumbnail', (await libraryFile(s.api, partnerId, spec.thumbnail)).id);
    concept = await patch(s.api, path, form);
  }
  if (spec.archived && !concept.archived) concept = await patch(s.api, `${path}/archive`);
  return {
    id: concept.id,
    name: concept.name,
    partner: seeded.partner.name,
    partnerId,
    status: concept.status,
    archived: concept.archived,
  };
}

/** These demo concepts (all of them when not named). */
export async function seedConcepts(
  s: Seeding,
  partners: ReadonlyMap<string, SeededPartner>,
  specs: readonly ConceptSpec[] = DEMO_CONCEPTS,
): Promise<SeededConcept[]> {
  const seeded: SeededConcept[] = [];
  for (const spec of specs) {
    const partner = partners.get(spec.partner);
    if (!partner) throw new Error(`The demo concepts name partner ${spec.partner}, which the demo does not create`);
    seeded.push(await seedConcept(s, spec, partner));
  }
  return seeded;
}
