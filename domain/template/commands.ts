// The template commands of one concept. What only the world knows comes in as arguments: the new ids, the
// stored files, the time, and whether a campaign uses a template (none can yet: the answer is false).
import type { Role } from '../roles';
import type { TemplateChannel, TemplateFiles, TemplateKind } from './events';

export type UploadTemplate = {
  type: 'UploadTemplate';
  conceptId: string;
  templateId: string;
  partnerId: string;
  /** The uploaded file's name: the template's name is it without .zip or .html. */
  fileName: string;
  kind: TemplateKind;
  /** The entry HTML's text; null for a video template. */
  html: string | null;
  /** A new version of this generation; absent: a new generation. */
  generation?: number;
  files: TemplateFiles;
  createdBy: string;
  createdAt: string;
};
export type EditTemplateCode = {
  type: 'EditTemplateCode';
  templateId: string;
  newTemplateId: string;
  editedCode: string;
  files: TemplateFiles;
  inUse: boolean;
  createdBy: string;
  createdAt: string;
};
/** New generations of a version at other sizes, one per size, with copies of its files (the layout is the template's
 * job). */
export type ResizeTemplate = {
  type: 'ResizeTemplate';
  templateId: string;
  copies: { size: string; templateId: string; files: TemplateFiles }[];
  createdBy: string;
  createdAt: string;
};
/** A version's name, channels and formats, changed in place (no new version). */
export type ChangeTemplateDetails = {
  type: 'ChangeTemplateDetails';
  templateId: string;
  name?: string;
  suitableChannels?: TemplateChannel[];
  formats?: Record<TemplateChannel, string[]>;
  inUse: boolean;
};
export type ApproveTemplate = {
  type: 'ApproveTemplate';
  templateId: string;
  approvedBy: string;
  role: Role;
  approvedAt: string;
};
export type RemoveTemplateApproval = {
  type: 'RemoveTemplateApproval';
  templateId: string;
  approvedBy: string;
  role: Role;
  removedAt: string;
};
export type SetTemplateGenerationArchived = {
  type: 'SetTemplateGenerationArchived';
  generation: number;
  archived: boolean;
};
/** The nodes a version's generation is available to; the caller's reach over them is judged before. */
export type SetTemplateBusinessNodes = {
  type: 'SetTemplateBusinessNodes';
  templateId: string;
  businessNodes: string[];
};
export type DeleteTemplate = { type: 'DeleteTemplate'; templateId: string; inUse: boolean };
export type RecordTemplateRender = {
  type: 'RecordTemplateRender';
  templateId: string;
  version: number;
  thumbLocation: string;
  width: number;
  height: number;
};
export type FailTemplateRender = { type: 'FailTemplateRender'; templateId: string; version: number; reason: string };

export type TemplateCommand =
  | UploadTemplate
  | EditTemplateCode
  | ResizeTemplate
  | ChangeTemplateDetails
  | ApproveTemplate
  | RemoveTemplateApproval
  | SetTemplateGenerationArchived
  | SetTemplateBusinessNodes
  | DeleteTemplate
  | RecordTemplateRender
  | FailTemplateRender;
