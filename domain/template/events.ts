// One stream per concept, `ConceptTemplates-<conceptId>`: every generation and version of the concept's templates.
// Generations are numbered per concept and versions per generation, so the numbering needs one consistent
// state: one stream holds it. Each version is a template of its own id (the routes' {id}). Events carry
// `conceptId` first and never a top-level `assetId` or `userId`: the audit trail files them under the concept.
import type { DynamicField } from './code';
import type { TemplateFormat } from './name';

export type TemplateKind = 'html' | 'video';
export type TemplateChannel = 'display' | 'social' | 'video';

/** Where a version's files are: `storage` is the blob prefix, `entry` the file a preview opens, relative to it. */
export interface TemplateFiles {
  storage: string;
  entry: string;
  files: string[];
}

/** Everything a version is, as recorded when it is made (an upload or an edit). */
export interface TemplateVersionFacts extends TemplateFiles {
  conceptId: string;
  templateId: string;
  partnerId: string;
  generation: number;
  version: number;
  name: string;
  title: string;
  size: string;
  sizeGroup: string;
  format: TemplateFormat;
  kind: TemplateKind;
  formats: Record<TemplateChannel, string[]>;
  suitableChannels: TemplateChannel[];
  dynamicFields: DynamicField[];
  createdBy: string;
  createdAt: string;
}

/** What others (a campaign, its trees) read of a version: its facts and whether its generation is archived. */
export type TemplateVersionSummary = Pick<
  TemplateVersionFacts,
  'templateId' | 'conceptId' | 'name' | 'size' | 'version' | 'kind' | 'suitableChannels' | 'dynamicFields'
> & {
  archived: boolean;
};

export type TemplateUploaded = { type: 'TemplateUploaded'; data: TemplateVersionFacts };
/** A new version of the generation whose entry HTML is `editedFrom`'s, edited; its other files are copied. */
export type TemplateCodeEdited = { type: 'TemplateCodeEdited'; data: TemplateVersionFacts & { editedFrom: string } };
/** A new generation of `resizedFrom` at another size: its files copied, its name '<size>-<title>'. */
export type TemplateResized = { type: 'TemplateResized'; data: TemplateVersionFacts & { resizedFrom: string } };
/** What changed of a version's name (with what the name says: title, size, format) and channels; absent fields are
 * unchanged. */
export type TemplateDetailsChanged = {
  type: 'TemplateDetailsChanged';
  data: { conceptId: string; templateId: string } & Partial<
    Pick<TemplateVersionFacts, 'name' | 'title' | 'size' | 'sizeGroup' | 'format' | 'suitableChannels' | 'formats'>
  >;
};
/** Approvals of one version: who, as which role, when. */
export type TemplateApproved = {
  type: 'TemplateApproved';
  data: {
    conceptId: string;
    templateId: string;
    version: number;
    approvedBy: string;
    role: string;
    approvedAt: string;
  };
};
export type TemplateApprovalRemoved = {
  type: 'TemplateApprovalRemoved';
  data: { conceptId: string; templateId: string; version: number; approvedBy: string; role: string; removedAt: string };
};
export type TemplateGenerationArchived = {
  type: 'TemplateGenerationArchived';
  data: { conceptId: string; generation: number };
};
export type TemplateGenerationUnarchived = {
  type: 'TemplateGenerationUnarchived';
  data: { conceptId: string; generation: number };
};
/** Which business nodes a generation is available to (each with the nodes below it), the list whole; before any,
 * the concept's nodes. */
export type TemplateBusinessNodesChanged = {
  type: 'TemplateBusinessNodesChanged';
  data: { conceptId: string; generation: number; businessNodes: string[] };
};
export type TemplateDeleted = {
  type: 'TemplateDeleted';
  data: { conceptId: string; templateId: string; generation: number; version: number };
};
/** The render workflow's outcome: a PNG of the version at its size, or why there is none. */
export type TemplateRendered = {
  type: 'TemplateRendered';
  data: {
    conceptId: string;
    templateId: string;
    version: number;
    thumbLocation: string;
    width: number;
    height: number;
  };
};
export type TemplateRenderFailed = {
  type: 'TemplateRenderFailed';
  data: { conceptId: string; templateId: string; version: number; reason: string };
};

export type TemplateEvent =
  | TemplateUploaded
  | TemplateCodeEdited
  | TemplateResized
  | TemplateDetailsChanged
  | TemplateApproved
  | TemplateApprovalRemoved
  | TemplateGenerationArchived
  | TemplateGenerationUnarchived
  | TemplateBusinessNodesChanged
  | TemplateDeleted
  | TemplateRendered
  | TemplateRenderFailed;
