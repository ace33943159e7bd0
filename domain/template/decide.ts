// The template decisions of one concept (spec 3 §3–§6). An invalid template is a 422 whose message is the
// spec's and whose details are the upload result the UI shows ({templates: [], uploadStatus}).
import { checkStoryboardTemplateApprover } from '../concept/approvals';
import { DomainError, MESSAGES } from '../shared/errors';
import { parseDynamicFields, type DynamicField } from './code';
import { isDimension } from '../asset/rules';
import type {
  ApproveTemplate,
  ChangeTemplateDetails,
  DeleteTemplate,
  EditTemplateCode,
  FailTemplateRender,
  RecordTemplateRender,
  RemoveTemplateApproval,
  ResizeTemplate,
  SetTemplateBusinessNodes,
  SetTemplateGenerationArchived,
  TemplateCommand,
  UploadTemplate,
} from './commands';
import type { TemplateChannel, TemplateEvent, TemplateKind, TemplateVersionFacts } from './events';
import { parseTemplateName, TEMPLATE_SIZE_WRONG_FORMAT, templateNameOf, type Parsed } from './name';
import type { ConceptTemplatesState, TemplateVersion } from './state';

export const TEMPLATE_NOT_FOUND = MESSAGES.entityNotFound;
export const TEMPLATE_GENERATION_NOT_FOUND = 'Template generation not found';
export const INVALID_FILE_FORMAT = 'Invalid file format';

/** 422 with the upload result the UI reads (spec 3 §3 'Template upload result'). */
export function invalidTemplate(errorMessage: string): DomainError {
  return DomainError.unprocessable(errorMessage, { templates: [], uploadStatus: { isValid: false, errorMessage } });
}

function valid<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw invalidTemplate(parsed.error);
  return parsed.value;
}

/** Until a template's channels are set, an HTML template is a display banner of its size and a video one a video. */
function defaultChannels(kind: TemplateKind, size: string): Pick<TemplateVersionFacts, 'formats' | 'suitableChannels'> {
  const channel: TemplateChannel = kind === 'html' ? 'display' : 'video';
  return { formats: { display: [], social: [], video: [], [channel]: [size] }, suitableChannels: [channel] };
}

function template(state: ConceptTemplatesState, templateId: string): TemplateVersion {
  const found = state.templates[templateId];
  if (!found) throw DomainError.notFound(TEMPLATE_NOT_FOUND);
  return found;
}

function nextGeneration(state: ConceptTemplatesState): number {
  return Math.max(0, ...Object.keys(state.generations).map(Number)) + 1;
}

function uploadTemplate(command: UploadTemplate, state: ConceptTemplatesState): TemplateEvent[] {
  const parsedName = valid(parseTemplateName(templateNameOf(command.fileName)));
  const dynamicFields: DynamicField[] = command.html === null ? [] : valid(parseDynamicFields(command.html));
  let generation = nextGeneration(state);
  if (command.generation !== undefined) {
    if (!state.generations[command.generation]) throw DomainError.notFound(TEMPLATE_GENERATION_NOT_FOUND);
    generation = command.generation;
  }
  const version = (state.generations[generation]?.lastVersion ?? 0) + 1;
  const { conceptId, templateId, partnerId, kind, createdBy, createdAt, files } = command;
  return [
    {
      type: 'TemplateUploaded',
      data: {
        conceptId,
        templateId,
        partnerId,
        generation,
        version,
        name: templateNameOf(command.fileName),
        ...parsedName,
        kind,
        ...defaultChannels(kind, parsedName.size),
        dynamicFields,
        ...files,
        createdBy,
        createdAt,
      },
    },
  ];
}

function editCode(command: EditTemplateCode, state: ConceptTemplatesState): TemplateEvent[] {
  const source = template(state, command.templateId);
  if (command.inUse) throw DomainError.conflict(MESSAGES.updateInUse);
  if (source.kind !== 'html') throw invalidTemplate(INVALID_FILE_FORMAT);
  const dynamicFields = valid(parseDynamicFields(command.editedCode));
  const { generation } = source;
  const version = state.generations[generation]!.lastVersion + 1;
  const { newTemplateId, files, createdBy, createdAt } = command;
  return [
    {
      type: 'TemplateCodeEdited',
      data: {
        ...copyFacts(source),
        templateId: newTemplateId,
        version,
        dynamicFields,
        ...files,
        createdBy,
        createdAt,
        editedFrom: source.templateId,
      },
    },
  ];
}

/** Each size a new generation named '<size>-<title>'; a size not WxH, or one the concept has for the title, refuses
 * them all. */
function resize(command: ResizeTemplate, state: ConceptTemplatesState): TemplateEvent[] {
  const source = template(state, command.templateId);
  if (source.kind !== 'html') throw invalidTemplate(INVALID_FILE_FORMAT);
  const taken = new Set(
    Object.values(state.templates)
      .filter((t) => t.title === source.title)
      .map((t) => t.size),
  );
  let generation = nextGeneration(state);
  return command.copies.map(({ size, templateId, files }) => {
    if (!isDimension(size)) throw invalidTemplate(TEMPLATE_SIZE_WRONG_FORMAT);
    const name = `${size}-${source.title}`;
    const parsedName = valid(parseTemplateName(name));
    if (taken.has(parsedName.size)) throw DomainError.conflict(MESSAGES.alreadyExist);
    taken.add(parsedName.size);
    const { createdBy, createdAt } = command;
    const data = {
      ...copyFacts(source),
      templateId,
      generation: generation++,
      version: 1,
      name,
      ...parsedName,
      ...defaultChannels(source.kind, parsedName.size),
      ...files,
      createdBy,
      createdAt,
      resizedFrom: source.templateId,
    };
    return { type: 'TemplateResized', data };
  });
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what differs is recorded; a name is judged by the upload's rules and brings its title, size and format. */
function changeDetails(command: ChangeTemplateDetails, state: ConceptTemplatesState): TemplateEvent[] {
  const found = template(state, command.templateId);
  if (command.inUse) throw DomainError.conflict(MESSAGES.updateInUse);
  const next = {
    ...(command.name === undefined ? {} : { name: command.name, ...valid(parseTemplateName(command.name)) }),
    ...(command.suitableChannels === undefined ? {} : { suitableChannels: command.suitableChannels }),
    ...(command.formats === undefined ? {} : { formats: command.formats }),
  };
  const changed = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !sameJson(found[key as keyof typeof next], value)),
  );
  if (Object.keys(changed).length === 0) return [];
  return [
    { type: 'TemplateDetailsChanged', data: { conceptId: found.conceptId, templateId: found.templateId, ...changed } },
  ];
}

function copyFacts({
  approvals: _a,
  renderStatus: _r,
  thumbLocation: _t,
  ...facts
}: TemplateVersion): TemplateVersionFacts {
  return facts;
}

function approve(command: ApproveTemplate, state: ConceptTemplatesState): TemplateEvent[] {
  checkStoryboardTemplateApprover(command.role);
  const found = template(state, command.templateId);
  if (found.approvals.some((a) => a.approvedBy === command.approvedBy)) return [];
  const { approvedBy, role, approvedAt } = command;
  return [
    {
      type: 'TemplateApproved',
      data: {
        conceptId: found.conceptId,
        templateId: found.templateId,
        version: found.version,
        approvedBy,
        role,
        approvedAt,
      },
    },
  ];
}

/** Each approver removes their own approval. */
function removeApproval(command: RemoveTemplateApproval, state: ConceptTemplatesState): TemplateEvent[] {
  checkStoryboardTemplateApprover(command.role);
  const found = template(state, command.templateId);
  if (!found.approvals.some((a) => a.approvedBy === command.approvedBy)) return [];
  const { approvedBy, role, removedAt } = command;
  return [
    {
      type: 'TemplateApprovalRemoved',
      data: {
        conceptId: found.conceptId,
        templateId: found.templateId,
        version: found.version,
        approvedBy,
        role,
        removedAt,
      },
    },
  ];
}

function setGenerationArchived(
  { generation, archived }: SetTemplateGenerationArchived,
  state: ConceptTemplatesState,
): TemplateEvent[] {
  const known = state.generations[generation];
  const live = Object.values(state.templates).find((t) => t.generation === generation);
  if (!known || !live) throw DomainError.notFound(TEMPLATE_GENERATION_NOT_FOUND);
  if (known.archived === archived) return [];
  return [
    {
      type: archived ? 'TemplateGenerationArchived' : 'TemplateGenerationUnarchived',
      data: { conceptId: live.conceptId, generation },
    },
  ];
}

/** The list whole, at least one node; the same list again records nothing. */
function setBusinessNodes(command: SetTemplateBusinessNodes, state: ConceptTemplatesState): TemplateEvent[] {
  const found = template(state, command.templateId);
  const businessNodes = [...new Set(command.businessNodes)];
  if (businessNodes.length === 0)
    throw DomainError.unprocessable(MESSAGES.businessNodesNotProvided, { field: 'businessNodes' });
  const known = state.generations[found.generation]?.businessNodes;
  if (known && sameJson([...known].sort(), [...businessNodes].sort())) return [];
  return [
    {
      type: 'TemplateBusinessNodesChanged',
      data: { conceptId: found.conceptId, generation: found.generation, businessNodes },
    },
  ];
}

function deleteTemplate(command: DeleteTemplate, state: ConceptTemplatesState): TemplateEvent[] {
  const found = template(state, command.templateId);
  if (command.inUse) throw DomainError.conflict(MESSAGES.deleteInUse);
  return [
    {
      type: 'TemplateDeleted',
      data: {
        conceptId: found.conceptId,
        templateId: found.templateId,
        generation: found.generation,
        version: found.version,
      },
    },
  ];
}

/** A render of a deleted version, or a repeated one, records nothing: the workflow may run again. */
function recordRender(command: RecordTemplateRender, state: ConceptTemplatesState): TemplateEvent[] {
  const found = state.templates[command.templateId];
  if (!found || found.renderStatus === 'done') return [];
  const { templateId, version, thumbLocation, width, height } = command;
  return [
    {
      type: 'TemplateRendered',
      data: { conceptId: found.conceptId, templateId, version, thumbLocation, width, height },
    },
  ];
}

function failRender(command: FailTemplateRender, state: ConceptTemplatesState): TemplateEvent[] {
  const found = state.templates[command.templateId];
  if (!found || found.renderStatus !== 'pending') return [];
  const { templateId, version, reason } = command;
  return [{ type: 'TemplateRenderFailed', data: { conceptId: found.conceptId, templateId, version, reason } }];
}

export function decideTemplates(command: TemplateCommand, state: ConceptTemplatesState): TemplateEvent[] {
  switch (command.type) {
    case 'UploadTemplate':
      return uploadTemplate(command, state);
    case 'EditTemplateCode':
      return editCode(command, state);
    case 'ResizeTemplate':
      return resize(command, state);
    case 'ChangeTemplateDetails':
      return changeDetails(command, state);
    case 'ApproveTemplate':
      return approve(command, state);
    case 'RemoveTemplateApproval':
      return removeApproval(command, state);
    case 'SetTemplateGenerationArchived':
      return setGenerationArchived(command, state);
    case 'SetTemplateBusinessNodes':
      return setBusinessNodes(command, state);
    case 'DeleteTemplate':
      return deleteTemplate(command, state);
    case 'RecordTemplateRender':
      return recordRender(command, state);
    case 'FailTemplateRender':
      return failRender(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown template command ${JSON.stringify(unknown)}`);
    }
  }
}
