// A campaign's personalise trees and their variants (spec 2 §2, §7; the answers typed by
// domain/personalise/answers.ts): one page of variants with its counts, the identifiers of every variant a filter
// matches (select all), the tree's signals and filters as queries; variants, elements, signals and activation as
// commands. Every path sits under /campaigns/{campaignId}/personalize/{treeId}.
import type { Signal, SignalType, UserSegmentType } from '../../../../domain/personalise/signals';
import type {
  Activated,
  ActivationFailure,
  AvailableFilters,
  PersonaliseTree,
  TreeSignal,
  VariantCounts,
  VariantIdentifiers,
  VariantRow,
} from '../../../../domain/personalise/answers';
export type { ActivationFailure, PersonaliseTree, TreeSignal } from '../../../../domain/personalise/answers';
import { del, enc, get, patch, post, put, queryString } from '../requests';
import { getPage, type RowRange } from '../paging';
import type { ResourceAdapter } from './adapter';

export interface TreeRef {
  campaignId: string;
  treeId: string;
}

import type { VariantFilter } from '../../../../domain/personalise/filters';
export { VARIANT_STATUSES, type VariantFilter } from '../../../../domain/personalise/filters';

export type VariantSortField = 'name' | 'createdAt' | 'enabled';

interface VariantPageQuery extends RowRange {
  filter: VariantFilter;
  sort: VariantSortField;
  order: 'ASC' | 'DESC';
}

/** The DV360 line items (spec 2 §7 signals/import/lineitems) and Meta ad sets (signals/import/adsets) to import. */
export interface LineItemsImport {
  campaignIds: string[];
  advertiserId: string;
  excludeCompleted: boolean;
}
export interface AdSetsImport {
  campaignIds: string[];
  facebookAdAccountId: string;
  facebookPageId: string;
  excludeCompleted: boolean;
}

/** What a signal is made of when created or changed (its id is the server's). */
export type SignalInput = Omit<Signal, 'signalId'>;

export interface ElementInput {
  value: string;
  assetId?: string | null;
}

const base = ({ campaignId, treeId }: TreeRef) => `/campaigns/${enc(campaignId)}/personalize/${enc(treeId)}`;
const filterQuery = (filter: VariantFilter) => queryString({ filter: JSON.stringify(filter) });

const variantsPage = (ref: TreeRef, { filter, sort, order, ...rows }: VariantPageQuery, signal?: AbortSignal) =>
  getPage<VariantRow>(`${base(ref)}/variants`, { ...rows, filter, sort: [sort, order] }, signal);

/** One page of the tree's signals of a type whose name holds `q` (a tree may hold thousands of user segments). */
const treeSignalsPage = (ref: TreeRef, { type, q, ...rows }: RowRange & { type: SignalType; q: string }) =>
  getPage<TreeSignal>(`${base(ref)}/signals`, { ...rows, filter: q.trim() ? { q: q.trim() } : null, query: { type } });

/** A bulk activation refused as a whole answers 422 with the failures in details: the same answer as a partial one. */
async function bulkActivate({
  variants,
  includeArchived,
  ...ref
}: TreeRef & { variants: { id: string; formats?: Record<string, boolean> }[]; includeArchived: boolean }) {
  try {
    return await patch<Activated>(`${base(ref)}/bulk/variants/activate`, { variants, includeArchived });
  } catch (error) {
    const failed = (error as { body?: { details?: { failed?: ActivationFailure[] } } }).body?.details?.failed;
    if (failed) return { updated: [], failed };
    throw error;
  }
}

export const personalise = {
  queries: {
    personaliseTrees: (campaignId: string) => get<PersonaliseTree[]>(`/campaigns/${enc(campaignId)}/personalize/trees`),
    variantsPage,
    variantsCount: (ref: TreeRef, filter: VariantFilter) =>
      get<VariantCounts>(`${base(ref)}/variants/count${filterQuery(filter)}`),
    variantIdentifiers: (ref: TreeRef, filter: VariantFilter) =>
      get<VariantIdentifiers>(`${base(ref)}/variant-identifiers${filterQuery(filter)}`),
    variantNameExists: async (ref: TreeRef, name: string, signal?: AbortSignal): Promise<boolean> =>
      (await get<{ exists: boolean }>(`${base(ref)}/variant/exist${queryString({ name })}`, { signal })).exists,
    signalNameExists: async (ref: TreeRef, name: string, signal?: AbortSignal): Promise<boolean> =>
      (await get<{ exists: boolean }>(`${base(ref)}/signals/exist${queryString({ name })}`, { signal })).exists,
    treeSignals: (ref: TreeRef, type: SignalType) => get<TreeSignal[]>(`${base(ref)}/signals${queryString({ type })}`),
    treeSignalsPage,
    availableFilters: (ref: TreeRef) => get<AvailableFilters>(`${base(ref)}/available-filters`),
    /** How many user segments the current fallback has. */
    fallbackSegmentsCount: async (ref: TreeRef): Promise<number> =>
      (
        await get<{ count: number }>(
          `${base(ref)}/variants/fallback/signals/count${queryString({ signalType: 'userSegment' })}`,
        )
      ).count,
  },
  commands: {
    createVariant: ({ name, ...ref }: TreeRef & { name: string }) =>
      post<{ id: string }>(`${base(ref)}/variant`, { name }),
    cloneVariant: ({ variantId, name, ...ref }: TreeRef & { variantId: string; name: string }) =>
      post<{ id: string }>(`${base(ref)}/variant/clone`, { variantId, name }),
    renameVariant: ({ variantId, name, ...ref }: TreeRef & { variantId: string; name: string }) =>
      patch<null>(`${base(ref)}/variants/${enc(variantId)}/rename`, { name }),
    setFallbackVariant: ({ variantId, ...ref }: TreeRef & { variantId: string }) =>
      patch<null>(`${base(ref)}/variants/${enc(variantId)}/fallback`),
    archiveVariant: ({ variantId, archived, ...ref }: TreeRef & { variantId: string; archived: boolean }) =>
      patch<null>(`${base(ref)}/variants/${enc(variantId)}/${archived ? 'archive' : 'restore'}`),
    archiveFormat: ({
      variantId,
      formatId,
      archived,
      ...ref
    }: TreeRef & { variantId: string; formatId: string; archived: boolean }) =>
      patch<null>(
        `${base(ref)}/variants/${enc(variantId)}/formats/${enc(formatId)}/${archived ? 'archive' : 'restore'}`,
      ),
    activateVariant: ({ variantId, enabled, ...ref }: TreeRef & { variantId: string; enabled: boolean }) =>
      patch<null>(`${base(ref)}/variants/${enc(variantId)}/${enabled ? 'activate' : 'deactivate'}`),
    bulkActivate,
    bulkDeactivate: ({ variants, ...ref }: TreeRef & { variants: string[] }) =>
      patch<{ updated: string[] }>(`${base(ref)}/bulk/variants/deactivate`, { variants }),
    setDynamicElements: ({
      formats,
      elements,
      ...ref
    }: TreeRef & { formats: string[]; elements: Record<string, ElementInput | null> }) =>
      patch<{ updatedFormats: number }>(`${base(ref)}/formats/dynamic-elements`, { formats, elements }),
    addCarouselCard: ({ formats, ...ref }: TreeRef & { formats: string[] }) =>
      post<{ updatedFormats: number }>(`${base(ref)}/cards/new`, { formats }),
    removeCarouselCard: ({ formats, ...ref }: TreeRef & { formats: string[] }) =>
      del<{ updatedFormats: number }>(`${base(ref)}/cards/latest`, { formats }),
    createSignal: ({ signal, ...ref }: TreeRef & { signal: SignalInput }) =>
      post<{ id: string }>(`${base(ref)}/signal`, signal),
    changeSignal: ({ signalId, signal, ...ref }: TreeRef & { signalId: string; signal: SignalInput }) =>
      put<null>(`${base(ref)}/signals/${enc(signalId)}`, signal),
    deleteSignal: ({ signalId, ...ref }: TreeRef & { signalId: string }) =>
      del<null>(`${base(ref)}/signals/${enc(signalId)}`),
    setFormatSignals: ({ formats, signals, ...ref }: TreeRef & { formats: string[]; signals: string[] }) =>
      patch<null>(`${base(ref)}/formats/signals`, { formats, signals }),
    uploadSignals: ({ csvData, segmentType, ...ref }: TreeRef & { csvData: string; segmentType: UserSegmentType }) =>
      post<{ imported: number }>(`${base(ref)}/signals/upload`, { csvData, segmentType }),
    uploadFacebookSegments: ({
      csvData,
      facebookAdAccountId,
      ...ref
    }: TreeRef & { csvData: string; facebookAdAccountId: string }) =>
      post<{ imported: number }>(`${base(ref)}/signals/upload/facebook`, { csvData, facebookAdAccountId }),
    importLineItems: ({ body, ...ref }: TreeRef & { body: LineItemsImport }) =>
      post<{ imported: number }>(`${base(ref)}/signals/import/lineitems`, body),
    importAdSets: ({ body, ...ref }: TreeRef & { body: AdSetsImport }) =>
      post<{ imported: number }>(`${base(ref)}/signals/import/adsets`, body),
  },
} satisfies ResourceAdapter;
