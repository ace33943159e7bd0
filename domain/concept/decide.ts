// The concept's decisions (spec 1 §2.5, §4, §5; spec 3 §4). A refusal is a DomainError: a brief that breaks
// its rules answers 422 listing each failing step with the spec's messages.
import { DomainError, MESSAGES } from '../shared/errors';
import { sameList } from '../shared/validation';
import { BRIEF_STEP_LABELS, normalizeBrief, type Brief, type BriefStep } from './brief';
import { briefLengthFailures } from './brief-bounds';
import {
  assetEntryErrors,
  briefErrors,
  draftSteps,
  failureMessage,
  fieldErrors,
  type FieldError,
  type StepFailure,
} from './brief-rules';
import type {
  ChangeBriefAssets,
  ChangeConceptDetails,
  ChangeConceptStatus,
  ConceptCommand,
  CreateConcept,
  NodeLookup,
  SaveBriefDraft,
  SetConceptArchived,
  SetConceptBusinessNodes,
  SubmitBrief,
} from './commands';
import { conceptNameError, languagesError, lockedMarkets, marketsError, type BriefContext } from './details-rules';
import { CONCEPT_STATUSES, type ConceptDetailsChanged, type ConceptEvent, type ConceptStatus } from './events';
import type { Concept, ConceptState } from './state';

export const CONCEPT_NOT_FOUND = 'Concept not found';
/** Another partner's concept named by id (spec 3 §8). */
export const CONCEPT_ACCESS_DENIED = 'Access to the Concept denied';
export const BRIEF_ALREADY_SUBMITTED = 'The brief has already been submitted';
export const statusChangeRefused = (from: ConceptStatus, to: ConceptStatus) =>
  `A concept cannot go from ${from} to ${to}`;

function briefContext(lookups: NodeLookup, concept: Concept | null, lockMarkets: boolean): BriefContext {
  return {
    allowedNodeIds: lookups.allowedNodeIds === 'all' ? 'all' : new Set(lookups.allowedNodeIds),
    isNameTaken: () => lookups.nameTaken === true,
    ownName: concept?.name ?? null,
    lockedMarkets: lockMarkets ? lockedMarkets(concept?.brief ?? null) : null,
  };
}

/** 422 listing each failing step with its messages. */
function refuse(failures: StepFailure[]): never {
  throw DomainError.unprocessable(failureMessage(failures), { steps: failures });
}

function checkSteps(brief: Brief, context: BriefContext, steps?: readonly BriefStep[]): void {
  const failures = briefErrors(brief, context, steps);
  if (failures.length > 0) refuse(failures);
  const tooLong = briefLengthFailures(brief);
  if (tooLong.length > 0) refuse(tooLong);
}

function checkStep(step: BriefStep, errors: FieldError[]): void {
  if (errors.length > 0) refuse([{ step, label: BRIEF_STEP_LABELS[step], errors }]);
}

function draft(concept: Concept): Concept {
  if (concept.status !== 'draft') throw DomainError.unprocessable(BRIEF_ALREADY_SUBMITTED);
  return concept;
}

/** A draft may leave the step the user is on, and those after it, unfinished (see draftSteps). */
function createConcept(command: CreateConcept, state: ConceptState): ConceptEvent[] {
  if (state.status !== 'none') throw DomainError.conflict(MESSAGES.alreadyExist);
  const { conceptId, partnerId, createdBy } = command;
  const brief = normalizeBrief(command.brief);
  checkSteps(brief, briefContext(command, null, true), draftSteps(brief.meta.currentStep));
  return [{ type: 'ConceptCreated', data: { conceptId, partnerId, createdBy, brief } }];
}

function saveBriefDraft(command: SaveBriefDraft, concept: Concept): ConceptEvent[] {
  const brief = normalizeBrief(command.brief);
  checkSteps(brief, briefContext(command, concept, true), draftSteps(brief.meta.currentStep));
  return [{ type: 'BriefDraftSaved', data: { conceptId: concept.id, brief } }];
}

function changeBriefAssets({ assets }: ChangeBriefAssets, concept: Concept): ConceptEvent[] {
  checkStep('ASSETS', assetEntryErrors(assets));
  return [{ type: 'BriefAssetsChanged', data: { conceptId: concept.id, assets } }];
}

/** Submit validates every step again: the server does not trust the wizard. */
function submitBrief(command: SubmitBrief, concept: Concept): ConceptEvent[] {
  const { submittedBy, submittedAt } = command;
  const brief = normalizeBrief(command.brief);
  checkSteps(brief, briefContext(command, concept, true));
  return [{ type: 'BriefSubmitted', data: { conceptId: concept.id, brief, submittedBy, submittedAt } }];
}

/** After the submission (which leaves draft), one step forward at a time. */
function changeStatus({ status }: ChangeConceptStatus, concept: Concept): ConceptEvent[] {
  if (status === concept.status) return [];
  const from = CONCEPT_STATUSES.indexOf(concept.status);
  if (concept.status === 'draft' || CONCEPT_STATUSES.indexOf(status) !== from + 1) {
    throw DomainError.unprocessable(statusChangeRefused(concept.status, status));
  }
  return [{ type: 'ConceptStatusChanged', data: { conceptId: concept.id, status } }];
}

function setArchived({ archived }: SetConceptArchived, concept: Concept): ConceptEvent[] {
  if (archived === concept.archived) return [];
  return [{ type: archived ? 'ConceptArchived' : 'ConceptUnarchived', data: { conceptId: concept.id } }];
}

/** Settings are the Details step's fields: a wrong one is refused as that step. Markets are not held by assets here. */
function changeDetails(command: ChangeConceptDetails, concept: Concept): ConceptEvent[] {
  const context = briefContext(command, concept, false);
  const { name, businessNodes, languages, thumbnail } = command;
  checkStep(
    'INTRO',
    fieldErrors([
      ['name', name === undefined ? null : conceptNameError(name, context)],
      ['businessNodes', businessNodes === undefined ? null : marketsError(businessNodes, context)],
      ['languages', languages === undefined ? null : languagesError(languages)],
    ]),
  );
  const data: ConceptDetailsChanged['data'] = { conceptId: concept.id };
  if (name !== undefined && name.trimEnd() !== concept.name) data.name = name.trimEnd();
  if (businessNodes !== undefined && !sameList(businessNodes, concept.businessNodes))
    data.businessNodes = businessNodes;
  if (languages !== undefined && !sameList(languages, concept.languages)) data.languages = languages;
  if (thumbnail !== undefined && thumbnail !== concept.thumbnail) data.thumbnail = thumbnail;
  return Object.keys(data).length > 1 ? [{ type: 'ConceptDetailsChanged', data }] : [];
}

function setBusinessNodes(command: SetConceptBusinessNodes, concept: Concept): ConceptEvent[] {
  const { businessNodes, additionalNodes } = command;
  checkStep(
    'INTRO',
    fieldErrors([['businessNodes', marketsError(businessNodes, briefContext(command, concept, false))]]),
  );
  if (sameList(businessNodes, concept.businessNodes) && sameList(additionalNodes, concept.additionalNodes)) return [];
  return [{ type: 'ConceptBusinessNodesChanged', data: { conceptId: concept.id, businessNodes, additionalNodes } }];
}

export function decideConcept(command: ConceptCommand, state: ConceptState): ConceptEvent[] {
  if (command.type === 'CreateConcept') return createConcept(command, state);
  if (state.status === 'none') throw DomainError.notFound(CONCEPT_NOT_FOUND);
  switch (command.type) {
    case 'SaveBriefDraft':
      return saveBriefDraft(command, draft(state));
    case 'ChangeBriefAssets':
      return changeBriefAssets(command, draft(state));
    case 'SubmitBrief':
      return submitBrief(command, draft(state));
    case 'ChangeConceptStatus':
      return changeStatus(command, state);
    case 'SetConceptArchived':
      return setArchived(command, state);
    case 'ChangeConceptDetails':
      return changeDetails(command, state);
    case 'SetConceptBusinessNodes':
      return setBusinessNodes(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown concept command ${JSON.stringify(unknown)}`);
    }
  }
}
