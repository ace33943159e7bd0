// The storyboards' decisions (spec 3 §3, §4, §5, §6). A refusal is a DomainError with the spec's message where
// the spec has one ('Wrong user roles', 'Entity not found', 'Wrong params').
import { checkStoryboardTemplateApprover } from '../concept/approvals';
import { DomainError, MESSAGES } from '../shared/errors';
import { nameError } from '../shared/validation';
import type {
  AddStoryboardVersion,
  ApproveStoryboard,
  ChangeStoryboard,
  CreateStoryboard,
  DeleteStoryboard,
  DeleteStoryboardVersion,
  ImportStoryboard,
  ReorderStoryboards,
  StoryboardCommand,
} from './commands';
import type { StoryboardChanged, StoryboardEvent } from './events';
import { nameFromFile } from './files';
import { latestVersion, type Storyboard, type StoryboardsState } from './state';
import { coerceStoryboardType, storyboardTypeError } from './types';

export const STORYBOARD_NOT_FOUND = MESSAGES.entityNotFound;
export const STORYBOARD_VERSION_NOT_FOUND = MESSAGES.entityNotFound;
export const NOTHING_TO_APPROVE = 'Upload a file before approving the storyboard';

/** Names follow the product's name rule; trailing spaces are dropped. */
function validName(name: string): string {
  const error = nameError(name);
  if (error) throw DomainError.unprocessable(error, { field: 'name' });
  return name.trimEnd();
}

/** Unknown types become image; one nobody can see is refused. */
function validType(type: string | null | undefined) {
  const error = storyboardTypeError(type);
  if (error) throw DomainError.unprocessable(error, { field: 'type' });
  return coerceStoryboardType(type);
}

function existing(state: StoryboardsState, storyboardId: string): Storyboard & { conceptId: string } {
  const storyboard = state.storyboards[storyboardId];
  if (!storyboard || state.conceptId === null) throw DomainError.notFound(STORYBOARD_NOT_FOUND);
  return { ...storyboard, conceptId: state.conceptId };
}

function createStoryboard(command: CreateStoryboard, state: StoryboardsState): StoryboardEvent[] {
  if (state.storyboards[command.storyboardId]) throw DomainError.conflict(MESSAGES.alreadyExist);
  const { conceptId, storyboardId, partnerId, sortIndex, createdBy } = command;
  const data = {
    conceptId,
    storyboardId,
    partnerId,
    name: validName(command.name),
    storyboardType: validType(command.storyboardType),
    sortIndex,
    createdBy,
  };
  return [{ type: 'StoryboardCreated', data }];
}

function importStoryboard(command: ImportStoryboard, state: StoryboardsState): StoryboardEvent[] {
  const { version, conceptId, storyboardId } = command;
  const storyboardType = version.format === 'mp4' ? 'video' : 'image';
  return [
    ...createStoryboard(
      { ...command, type: 'CreateStoryboard', name: nameFromFile(version.fileName), storyboardType, sortIndex: null },
      state,
    ),
    { type: 'StoryboardVersionAdded', data: { conceptId, storyboardId, ...version, number: 1 } },
  ];
}

function changeStoryboard(command: ChangeStoryboard, state: StoryboardsState): StoryboardEvent[] {
  const storyboard = existing(state, command.storyboardId);
  const data: StoryboardChanged['data'] = { conceptId: storyboard.conceptId, storyboardId: storyboard.id };
  if (command.name !== undefined) {
    const name = validName(command.name);
    if (name !== storyboard.name) data.name = name;
  }
  if (command.storyboardType !== undefined) {
    const type = validType(command.storyboardType);
    if (type !== storyboard.type) data.storyboardType = type;
  }
  if (command.sortIndex !== undefined && command.sortIndex !== storyboard.sortIndex) data.sortIndex = command.sortIndex;
  return Object.keys(data).length > 2 ? [{ type: 'StoryboardChanged', data }] : [];
}

/** Every named storyboard must exist, each named once; only the sort indexes that change are recorded. */
function reorderStoryboards({ order }: ReorderStoryboards, state: StoryboardsState): StoryboardEvent[] {
  if (new Set(order.map((o) => o.storyboardId)).size !== order.length)
    throw DomainError.badRequest(MESSAGES.wrongParams, { field: 'storyboards' });
  const changed = order.filter(({ storyboardId, sortIndex }) => existing(state, storyboardId).sortIndex !== sortIndex);
  if (changed.length === 0) return [];
  return [{ type: 'StoryboardsReordered', data: { conceptId: state.conceptId!, order: changed } }];
}

function deleteStoryboard({ storyboardId }: DeleteStoryboard, state: StoryboardsState): StoryboardEvent[] {
  const { conceptId } = existing(state, storyboardId);
  return [{ type: 'StoryboardDeleted', data: { conceptId, storyboardId } }];
}

function addVersion({ storyboardId, version }: AddStoryboardVersion, state: StoryboardsState): StoryboardEvent[] {
  const storyboard = existing(state, storyboardId);
  if (storyboard.versions.some((v) => v.versionId === version.versionId))
    throw DomainError.conflict(MESSAGES.alreadyExist);
  return [
    {
      type: 'StoryboardVersionAdded',
      data: { conceptId: storyboard.conceptId, storyboardId, ...version, number: storyboard.uploads + 1 },
    },
  ];
}

function deleteVersion(
  { storyboardId, versionId }: DeleteStoryboardVersion,
  state: StoryboardsState,
): StoryboardEvent[] {
  const storyboard = existing(state, storyboardId);
  if (!storyboard.versions.some((v) => v.versionId === versionId))
    throw DomainError.notFound(STORYBOARD_VERSION_NOT_FOUND);
  return [{ type: 'StoryboardVersionDeleted', data: { conceptId: storyboard.conceptId, storyboardId, versionId } }];
}

/** Final approval only (domain/concept/approvals.ts); the same user approving the same version again changes nothing.
 * */
function approve(command: ApproveStoryboard, state: StoryboardsState): StoryboardEvent[] {
  checkStoryboardTemplateApprover(command.role);
  const storyboard = existing(state, command.storyboardId);
  const version =
    command.versionId === null
      ? latestVersion(storyboard)
      : (storyboard.versions.find((v) => v.versionId === command.versionId) ?? null);
  if (version === null) {
    if (command.versionId === null) throw DomainError.unprocessable(NOTHING_TO_APPROVE);
    throw DomainError.notFound(STORYBOARD_VERSION_NOT_FOUND);
  }
  const { approvedBy, role, approvedAt } = command;
  if (storyboard.approvals.some((a) => a.versionId === version.versionId && a.approvedBy === approvedBy)) return [];
  return [
    {
      type: 'StoryboardApproved',
      data: {
        conceptId: storyboard.conceptId,
        storyboardId: storyboard.id,
        versionId: version.versionId,
        approvedBy,
        role,
        approvedAt,
      },
    },
  ];
}

export function decideStoryboards(command: StoryboardCommand, state: StoryboardsState): StoryboardEvent[] {
  switch (command.type) {
    case 'CreateStoryboard':
      return createStoryboard(command, state);
    case 'ImportStoryboard':
      return importStoryboard(command, state);
    case 'ChangeStoryboard':
      return changeStoryboard(command, state);
    case 'ReorderStoryboards':
      return reorderStoryboards(command, state);
    case 'DeleteStoryboard':
      return deleteStoryboard(command, state);
    case 'AddStoryboardVersion':
      return addVersion(command, state);
    case 'DeleteStoryboardVersion':
      return deleteVersion(command, state);
    case 'ApproveStoryboard':
      return approve(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown storyboard command ${JSON.stringify(unknown)}`);
    }
  }
}
