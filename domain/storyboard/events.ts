// One stream per concept, `Storyboard-<conceptId>`, holds all of its storyboards (spec 3 §3, §4): a bulk reorder
// spans them, so it is one append. Every event carries `conceptId` first, so the audit trail files it under the
// concept (projections/audit/subjects.ts).
import type { Role } from '../roles';
import type { StoryboardFormat } from './files';
import type { StoryboardType } from './types';

export interface StoryboardVersion {
  versionId: string;
  /** 1 for the storyboard's first upload, then one more per upload; a deleted version's number is not reused. */
  number: number;
  fileName: string;
  format: StoryboardFormat;
  size: number;
  /** The blob store key of the file. */
  location: string;
  uploadedBy: string;
  uploadedAt: string;
}

export interface StoryboardApproval {
  versionId: string;
  approvedBy: string;
  role: Role;
  approvedAt: string;
}

export type StoryboardCreated = {
  type: 'StoryboardCreated';
  data: {
    conceptId: string;
    storyboardId: string;
    partnerId: string;
    name: string;
    storyboardType: StoryboardType;
    sortIndex: number | null;
    createdBy: string;
  };
};
/** Only the changed fields are present. */
export type StoryboardChanged = {
  type: 'StoryboardChanged';
  data: {
    conceptId: string;
    storyboardId: string;
    name?: string;
    storyboardType?: StoryboardType;
    sortIndex?: number | null;
  };
};
export type StoryboardsReordered = {
  type: 'StoryboardsReordered';
  data: { conceptId: string; order: { storyboardId: string; sortIndex: number }[] };
};
export type StoryboardDeleted = { type: 'StoryboardDeleted'; data: { conceptId: string; storyboardId: string } };
/** Each upload of a file is a version. */
export type StoryboardVersionAdded = {
  type: 'StoryboardVersionAdded';
  data: { conceptId: string; storyboardId: string } & StoryboardVersion;
};
export type StoryboardVersionDeleted = {
  type: 'StoryboardVersionDeleted';
  data: { conceptId: string; storyboardId: string; versionId: string };
};
/** A final approval (spec 3 §4, §6): who, in which role, which version, when. */
export type StoryboardApproved = {
  type: 'StoryboardApproved';
  data: { conceptId: string; storyboardId: string } & StoryboardApproval;
};

export type StoryboardEvent =
  | StoryboardCreated
  | StoryboardChanged
  | StoryboardsReordered
  | StoryboardDeleted
  | StoryboardVersionAdded
  | StoryboardVersionDeleted
  | StoryboardApproved;
