// Templates of a concept (spec 3 §3–§7): upload, edit code, resize, change details, approve, archive a generation,
// delete; and the render
// workflow's outcome. Uploading, editing, archiving and deleting are for top admins and the self-service group in
// the concept's scope; reading for everyone but the analyst; approving for the final approvers
// (domain/concept/approvals.ts, checked by the domain). All of a concept's templates are one stream.
import {
  ConceptTemplatesAggregate,
  decideTemplates,
  TEMPLATE_NOT_FOUND,
  type ConceptTemplatesState,
  type TemplateCommand,
  type TemplateEvent,
} from '../domain/template';
import type { TemplateChannel, TemplateFiles, TemplateKind } from '../domain/template';
import { TEMPLATE_ACCESS } from '../domain/concept/access';
import type { Group } from '../domain/roles';
import { DomainError } from '../domain/shared/errors';
import { assertNodesAllowed } from './asset-scope';
import { scopedConcept } from './concepts';
import { eventContext, type CommandContext, type EventContext, type SignedInActor } from './context';
import type { CommandDeps } from './deps';
import { execute } from './execute';
import type { Lookups } from './lookups';

export { TEMPLATE_ACCESS };

type ConceptRef = Awaited<ReturnType<typeof scopedConcept>>;
/** The render workflow's commands need the event store only. */
export type TemplateWorkflowDeps = Pick<CommandDeps, 'store'>;

/** The template and its concept, if the caller's group, partner and nodes reach the concept. */
export async function scopedTemplate(
  lookups: Lookups,
  actor: SignedInActor,
  templateId: string,
  group: Group = TEMPLATE_ACCESS.read,
) {
  const template = await lookups.template(templateId);
  if (!template) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
  return { templateId, concept: await scopedConcept(lookups, actor, template.conceptId, group) };
}

/** A template named under a concept's path must be that concept's. */
async function templateOfConcept(
  lookups: Lookups,
  actor: SignedInActor,
  conceptId: string,
  templateId: string,
  group: Group,
) {
  const scoped = await scopedTemplate(lookups, actor, templateId, group);
  if (scoped.concept.id !== conceptId) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
  return scoped;
}

function onTemplates(store: CommandDeps['store'], context: EventContext, conceptId: string, command: TemplateCommand) {
  return execute(store, ConceptTemplatesAggregate, conceptId, context, (state) => decideTemplates(command, state));
}

const onConcept = (
  deps: CommandDeps,
  context: CommandContext,
  concept: Pick<ConceptRef, 'id' | 'partnerId'>,
  command: TemplateCommand,
) => onTemplates(deps.store, eventContext(context, concept.partnerId), concept.id, command);

/** Checks the uploader before the body is read (nothing is stored for a caller who may not upload). */
export function authorizeTemplateUpload(deps: CommandDeps, context: CommandContext, conceptId: string) {
  return scopedConcept(deps.lookups, context.actor, conceptId, TEMPLATE_ACCESS.edit);
}

export interface TemplateUpload {
  templateId: string;
  fileName: string;
  kind: TemplateKind;
  html: string | null;
  generation?: number;
  files: TemplateFiles;
}

export async function uploadTemplate(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  upload: TemplateUpload,
) {
  const concept = await authorizeTemplateUpload(deps, context, conceptId);
  const command: TemplateCommand = {
    type: 'UploadTemplate',
    conceptId,
    partnerId: concept.partnerId,
    ...upload,
    createdBy: context.actor.userId,
    createdAt: context.now().toISOString(),
  };
  return onConcept(deps, context, concept, command);
}

export async function editTemplateCode(
  deps: CommandDeps,
  context: CommandContext,
  input: { conceptId: string; templateId: string; newTemplateId: string; editedCode: string; files: TemplateFiles },
) {
  const { concept } = await templateOfConcept(
    deps.lookups,
    context.actor,
    input.conceptId,
    input.templateId,
    TEMPLATE_ACCESS.edit,
  );
  const { templateId, newTemplateId, editedCode, files } = input;
  const inUse = await deps.lookups.templateInUse(templateId);
  const command: TemplateCommand = {
    type: 'EditTemplateCode',
    templateId,
    newTemplateId,
    editedCode,
    files,
    inUse,
    createdBy: context.actor.userId,
    createdAt: context.now().toISOString(),
  };
  return onConcept(deps, context, concept, command);
}

/** Checks the caller may change the concept's templates and answers the source version's concept (before files are
 * copied). */
export async function authorizeTemplateChange(
  lookups: Lookups,
  actor: SignedInActor,
  conceptId: string,
  templateId: string,
) {
  return (await templateOfConcept(lookups, actor, conceptId, templateId, TEMPLATE_ACCESS.edit)).concept;
}

export async function resizeTemplate(
  deps: CommandDeps,
  context: CommandContext,
  input: {
    conceptId: string;
    templateId: string;
    copies: { size: string; templateId: string; files: TemplateFiles }[];
  },
) {
  const concept = await authorizeTemplateChange(deps.lookups, context.actor, input.conceptId, input.templateId);
  const command: TemplateCommand = {
    type: 'ResizeTemplate',
    templateId: input.templateId,
    copies: input.copies,
    createdBy: context.actor.userId,
    createdAt: context.now().toISOString(),
  };
  return onConcept(deps, context, concept, command);
}

export async function changeTemplateDetails(
  deps: CommandDeps,
  context: CommandContext,
  input: {
    /** Absent when the template is named alone (PATCH /templates/{id}): its own concept. */
    conceptId?: string;
    templateId: string;
    name?: string;
    suitableChannels?: TemplateChannel[];
    formats?: Record<TemplateChannel, string[]>;
  },
) {
  const { conceptId, templateId, ...details } = input;
  const concept =
    conceptId === undefined
      ? (await scopedTemplate(deps.lookups, context.actor, templateId, TEMPLATE_ACCESS.edit)).concept
      : await authorizeTemplateChange(deps.lookups, context.actor, conceptId, templateId);
  const inUse = await deps.lookups.templateInUse(templateId);
  return onConcept(deps, context, concept, { type: 'ChangeTemplateDetails', templateId, ...details, inUse });
}

/** Approve (or, with approved false, remove one's own approval); the domain refuses roles outside the final approvers.
 * */
export async function setTemplateApproval(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  templateId: string,
  approved: boolean,
) {
  const { concept } = await templateOfConcept(deps.lookups, context.actor, conceptId, templateId, TEMPLATE_ACCESS.read);
  const { userId, role } = context.actor;
  const at = context.now().toISOString();
  const command: TemplateCommand = approved
    ? { type: 'ApproveTemplate', templateId, approvedBy: userId, role, approvedAt: at }
    : { type: 'RemoveTemplateApproval', templateId, approvedBy: userId, role, removedAt: at };
  return onConcept(deps, context, concept, command);
}

export async function setTemplateGenerationArchived(
  deps: CommandDeps,
  context: CommandContext,
  conceptId: string,
  generation: number,
  archived: boolean,
) {
  const concept = await scopedConcept(deps.lookups, context.actor, conceptId, TEMPLATE_ACCESS.edit);
  return onConcept(deps, context, concept, { type: 'SetTemplateGenerationArchived', generation, archived });
}

/** The business nodes a template's generation is available to: each the concept's partner's and in the caller's
 * reach (another partner's or an unknown node: 'Business node was not found'). */
export async function setTemplateBusinessNodes(
  deps: CommandDeps,
  context: CommandContext,
  templateId: string,
  businessNodes: string[],
) {
  const { concept } = await scopedTemplate(deps.lookups, context.actor, templateId, TEMPLATE_ACCESS.edit);
  await assertNodesAllowed(deps.lookups, context.actor, concept.partnerId, businessNodes);
  return onConcept(deps, context, concept, { type: 'SetTemplateBusinessNodes', templateId, businessNodes });
}

export async function deleteTemplate(deps: CommandDeps, context: CommandContext, templateId: string) {
  const { concept } = await scopedTemplate(deps.lookups, context.actor, templateId, TEMPLATE_ACCESS.edit);
  return onConcept(deps, context, concept, {
    type: 'DeleteTemplate',
    templateId,
    inUse: await deps.lookups.templateInUse(templateId),
  });
}

/** Whether a campaign uses the template, for a reader of it. */
export async function templateInUse(lookups: Lookups, actor: SignedInActor, templateId: string): Promise<boolean> {
  await scopedTemplate(lookups, actor, templateId);
  return lookups.templateInUse(templateId);
}

const RENDER_ACTOR = { userId: 'render-workflow', role: 'SYSTEM' } as const;

function renderContext(conceptId: string, partnerId: string, workflowId: string): EventContext {
  return { actor: RENDER_ACTOR, partnerId, correlationId: workflowId, now: () => new Date() };
}

/** The concept's templates as their stream tells them (workflows read no read model). */
export async function loadConceptTemplates(
  deps: TemplateWorkflowDeps,
  conceptId: string,
): Promise<ConceptTemplatesState> {
  const events = await deps.store.readStream(`${ConceptTemplatesAggregate.streamPrefix}-${conceptId}`);
  return events.reduce(
    (state, e) => ConceptTemplatesAggregate.evolve(state, e as unknown as TemplateEvent),
    ConceptTemplatesAggregate.initialState(),
  );
}

/** The render workflow records its outcome as the system, correlated with the workflow. */
export function recordRenderOutcome(
  deps: TemplateWorkflowDeps,
  target: { conceptId: string; partnerId: string; workflowId: string },
  command: Extract<TemplateCommand, { type: 'RecordTemplateRender' | 'FailTemplateRender' }>,
) {
  return onTemplates(
    deps.store,
    renderContext(target.conceptId, target.partnerId, target.workflowId),
    target.conceptId,
    command,
  );
}
