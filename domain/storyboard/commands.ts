// The storyboards' commands. Types arrive as any text and are coerced by the domain; times come in as arguments.
import type { Role } from '../roles';
import type { StoryboardVersion } from './events';

/** A version as the command brings it: the domain gives it its number. */
export type NewStoryboardVersion = Omit<StoryboardVersion, 'number'>;

export type CreateStoryboard = {
  type: 'CreateStoryboard';
  conceptId: string;
  partnerId: string;
  storyboardId: string;
  name: string;
  storyboardType: string | null;
  sortIndex: number | null;
  createdBy: string;
};
/** A new storyboard from a file: named after the file, a video when the file is one, else an image. */
export type ImportStoryboard = Omit<CreateStoryboard, 'type' | 'name' | 'storyboardType' | 'sortIndex'> & {
  type: 'ImportStoryboard';
  version: NewStoryboardVersion;
};
export type ChangeStoryboard = {
  type: 'ChangeStoryboard';
  storyboardId: string;
  name?: string;
  storyboardType?: string;
  sortIndex?: number | null;
};
export type ReorderStoryboards = { type: 'ReorderStoryboards'; order: { storyboardId: string; sortIndex: number }[] };
export type DeleteStoryboard = { type: 'DeleteStoryboard'; storyboardId: string };
export type AddStoryboardVersion = {
  type: 'AddStoryboardVersion';
  storyboardId: string;
  version: NewStoryboardVersion;
};
export type DeleteStoryboardVersion = { type: 'DeleteStoryboardVersion'; storyboardId: string; versionId: string };
/** `versionId` null approves the latest version. */
export type ApproveStoryboard = {
  type: 'ApproveStoryboard';
  storyboardId: string;
  versionId: string | null;
  approvedBy: string;
  role: Role;
  approvedAt: string;
};

export type StoryboardCommand =
  | CreateStoryboard
  | ImportStoryboard
  | ChangeStoryboard
  | ReorderStoryboards
  | DeleteStoryboard
  | AddStoryboardVersion
  | DeleteStoryboardVersion
  | ApproveStoryboard;
