// The assembly calls (issue 23 §2; spec 2 §7 Assemblies, generate-variations; api/routes/assemblies): a campaign's
// assemblies a page at a time and its latest generation as queries; import, delete, delete all and generate as
// commands. Query keys start with 'assemblies', campaignId.
import type { AssemblyAnswer, GenerationAnswer, VariantSourcesAnswer } from '../../../domain/assembly/answers';
import { postMultipart } from '../providers/multipartUpload';
import { getPage, pageRange } from '../providers/paging';
import { del, enc, get, post, queryString } from '../providers/requests';
import type { Deleted } from '../providers/types';

export const assembliesKey = (campaignId: string) => ['assemblies', campaignId] as const;

const NOT_FOUND = 404;

export const assemblies = {
  queries: {
    campaignAssemblies: (campaignId: string, read: { page: number; perPage: number }, signal?: AbortSignal) =>
      getPage<AssemblyAnswer>(
        `/assemblies${queryString({ campaignId })}`,
        { ...pageRange(read.page, read.perPage), sort: ['createdAt', 'ASC'], filter: null },
        signal,
      ),
    /** The latest generation, or null before the first (404). */
    assemblyGeneration: (campaignId: string, signal?: AbortSignal) =>
      get<GenerationAnswer>(`/campaigns/${enc(campaignId)}/variations/generation`, {
        signal,
        handle: [NOT_FOUND],
      }).catch((error: { status?: number }) => {
        if (error.status === NOT_FOUND) return null;
        throw error;
      }),
    /** Why a feed or a datasource may not drive the campaign (one source per campaign), or null. */
    variantSources: (campaignId: string, signal?: AbortSignal) =>
      get<VariantSourcesAnswer>(`/campaigns/${enc(campaignId)}/variant-sources`, { signal }),
  },
  commands: {
    importAssembly: ({ campaignId, file }: { campaignId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return postMultipart<AssemblyAnswer>(`/assemblies/import${queryString({ campaignId })}`, form).done;
    },
    deleteAssembly: ({ assemblyId }: { assemblyId: string }) => del<Deleted>(`/assemblies/${enc(assemblyId)}`),
    deleteAllAssemblies: ({ campaignId }: { campaignId: string }) =>
      del<{ deleted: number }>(`/assemblies/all${queryString({ campaignId })}`),
    generateVariations: ({ campaignId }: { campaignId: string }) =>
      post<GenerationAnswer>('/campaigns/generate-variations', { campaignId }),
  },
};
