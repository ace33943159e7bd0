// One stream per campaign, `CampaignAssemblies-<campaignId>` (issue 23 §2): its assemblies (imported datasources), the
// live one, and the generations of their variations. The limits span every assembly of the campaign and one
// generation runs at a time, so they share a stream.
import type { DatasourceColumn } from './datasource';

export interface AssemblyContent {
  fileName: string;
  columns: DatasourceColumn[];
  /** How many permutations it makes. */
  permutations: number;
}

export type AssemblyImported = {
  type: 'AssemblyImported';
  data: { campaignId: string; partnerId: string; assemblyId: string } & AssemblyContent;
};
/** POST /campaigns/{id}/datasources/update: the live datasource's new content. */
export type AssemblyUpdated = {
  type: 'AssemblyUpdated';
  data: { campaignId: string; assemblyId: string } & AssemblyContent;
};
export type AssemblyDeleted = { type: 'AssemblyDeleted'; data: { campaignId: string; assemblyId: string } };
export type AllAssembliesDeleted = {
  type: 'AllAssembliesDeleted';
  data: { campaignId: string; assemblyIds: string[] };
};
/** POST /campaigns/{id}/datasources/live: which assembly an update replaces. */
export type LiveDatasourceSet = { type: 'LiveDatasourceSet'; data: { campaignId: string; assemblyId: string } };

export interface GenerationCounts {
  new: number;
  updated: number;
  archived: number;
  unchanged: number;
}

export const noGenerationCounts = (): GenerationCounts => ({ new: 0, updated: 0, archived: 0, unchanged: 0 });

/** A generation's counts so far plus one tree's. */
export const addGenerationCounts = (sum: GenerationCounts, tree: GenerationCounts): GenerationCounts => ({
  new: sum.new + tree.new,
  updated: sum.updated + tree.updated,
  archived: sum.archived + tree.archived,
  unchanged: sum.unchanged + tree.unchanged,
});

export type VariationsGenerationStarted = {
  type: 'VariationsGenerationStarted';
  data: { campaignId: string; partnerId: string; generationId: string; total: number };
};
export type VariationsGenerationProgressed = {
  type: 'VariationsGenerationProgressed';
  data: { campaignId: string; generationId: string; done: number; total: number };
};
export type VariationsGenerationFinished = {
  type: 'VariationsGenerationFinished';
  data: { campaignId: string; generationId: string; counts: GenerationCounts };
};
export type VariationsGenerationFailed = {
  type: 'VariationsGenerationFailed';
  data: { campaignId: string; generationId: string; reason: string };
};

export type AssemblyEvent =
  | AssemblyImported
  | AssemblyUpdated
  | AssemblyDeleted
  | AllAssembliesDeleted
  | LiveDatasourceSet
  | VariationsGenerationStarted
  | VariationsGenerationProgressed
  | VariationsGenerationFinished
  | VariationsGenerationFailed;
