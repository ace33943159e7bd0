// The concept's commands. Whether the name is taken among the partner's concepts and which market nodes the
// user may pick come in from the read side; the time of a submission comes in as an argument.
import type { Brief, BriefAssets } from './brief';
import type { ConceptStatus } from './events';

/** What the read side tells about the command: the name check's answer and the nodes the user may pick. */
export type Lookups = { nameTaken: boolean; allowedNodeIds: readonly string[] | 'all' };
/** Placing a concept on nodes asks no name. */
export type NodeLookup = Pick<Lookups, 'allowedNodeIds'> & { nameTaken?: boolean };

export type CreateConcept = {
  type: 'CreateConcept';
  conceptId: string;
  partnerId: string;
  createdBy: string;
  brief: Brief;
} & Lookups;
export type SaveBriefDraft = { type: 'SaveBriefDraft'; brief: Brief } & Lookups;
export type ChangeBriefAssets = { type: 'ChangeBriefAssets'; assets: BriefAssets };
export type SubmitBrief = { type: 'SubmitBrief'; brief: Brief; submittedBy: string; submittedAt: string } & Lookups;
export type ChangeConceptStatus = { type: 'ChangeConceptStatus'; status: ConceptStatus };
export type SetConceptArchived = { type: 'SetConceptArchived'; archived: boolean };
export type ChangeConceptDetails = {
  type: 'ChangeConceptDetails';
  name?: string;
  businessNodes?: string[];
  languages?: string[];
  thumbnail?: string | null;
} & Lookups;
export type SetConceptBusinessNodes = {
  type: 'SetConceptBusinessNodes';
  businessNodes: string[];
  additionalNodes: string[];
} & NodeLookup;
export type ConceptCommand =
  | CreateConcept
  | SaveBriefDraft
  | ChangeBriefAssets
  | SubmitBrief
  | ChangeConceptStatus
  | SetConceptArchived
  | ChangeConceptDetails
  | SetConceptBusinessNodes;
