// What the assembly calls answer (spec 2 §7 Assemblies, generate-variations, datasources live and update): an
// assembly with its columns, permutation count and a preview of its permutations with their variation hashes, and a
// campaign's latest generation of variations with its progress.
import { Type, type Static } from 'typebox';
import { Answer, Id, Nullable, OneOf, Timestamp } from '../shared/schema';

const Column = Answer({
  header: Type.String(),
  element: Type.String({ description: 'The dynamic field it fills' }),
  group: Nullable(Type.String({ description: 'The pairing group: its columns are zipped, not combined' })),
  elements: Type.Array(Type.String()),
});

export const AssemblyAnswer = Answer(
  {
    _id: Id,
    id: Id,
    campaignId: Id,
    partnerId: Id,
    fileName: Type.String(),
    columns: Type.Array(Column),
    permutations: Type.Integer({ description: 'How many permutations its elements make' }),
    live: Type.Boolean({ description: "Whether it is the campaign's live datasource" }),
    createdBy: Type.String(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  'An assembly of a campaign: an imported datasource',
);
export type AssemblyAnswer = Static<typeof AssemblyAnswer>;

export const AssemblyDetailAnswer = Answer(
  {
    ...AssemblyAnswer.properties,
    preview: Type.Array(
      Answer({
        hash: Type.String(),
        values: Type.Record(Type.String(), Type.String()),
        /** Per format of the campaign's trees: hash_version_formatSuffix (spec 2 §3). */
        variationHashes: Type.Array(Type.String()),
      }),
      { description: 'Its first permutations' },
    ),
  },
  'An assembly with a preview of its permutations',
);
export type AssemblyDetailAnswer = Static<typeof AssemblyDetailAnswer>;

export const AllAssembliesDeletedAnswer = Answer(
  { deleted: Type.Integer({ description: 'How many assemblies were deleted' }) },
  'Every assembly of the campaign deleted',
);

const Counts = Answer({
  new: Type.Integer(),
  updated: Type.Integer(),
  archived: Type.Integer(),
  unchanged: Type.Integer(),
});

export const GenerationAnswer = Answer(
  {
    campaignId: Id,
    generationId: Id,
    status: OneOf(['running', 'finished', 'failed'] as const),
    done: Type.Integer({ description: 'Variations made so far, over every tree' }),
    total: Type.Integer(),
    counts: Nullable(Counts),
    reason: Nullable(Type.String()),
    startedBy: Type.String(),
    startedAt: Timestamp,
    finishedAt: Nullable(Timestamp),
  },
  "A campaign's latest generation of variations",
);
export type GenerationAnswer = Static<typeof GenerationAnswer>;

export const DatasourceUpdatedAnswer = Answer(
  { assembly: AssemblyAnswer, generation: GenerationAnswer },
  'The live datasource updated, and the generation that makes what changed',
);

export const VariantSourcesAnswer = Answer(
  {
    feed: Nullable(Type.String({ description: 'Why a feed may not drive the campaign, or null when it may' })),
    datasource: Nullable(Type.String({ description: 'Why a datasource may not drive it, or null when it may' })),
  },
  "What may drive the campaign's generated variants: a feed or assemblies, never both",
);
export type VariantSourcesAnswer = Static<typeof VariantSourcesAnswer>;
