// The calls of exports to cloud storage (issue 22 §2): the destinations an export offers (GET
// /business-nodes/cloud-storage-connections?nodeIds&entityType), asking for one (POST /exports) and the exports of a
// campaign (GET /exports?campaignId) or the caller's own of a type (GET /exports?entityType), read again every second
// while one is IN_PROGRESS.
import { useQuery } from '@tanstack/react-query';
import type { ExportAnswer } from '../../../domain/export/answers';
import type { NodeStorageConnectionAnswer } from '../../../domain/node-storage/answers';
import { get, post, queryString } from '../providers/requests';
import type { EntityType } from '../node-storage/nodeStorageCalls';

export type Export = ExportAnswer;

export interface ExportBody {
  entityType: EntityType;
  entityIds: string[];
  connectionIds: string[];
  campaignId?: string;
}

const POLL_MS = 1_000;

/** Whose exports a list shows: a campaign's, or the caller's own of a type. */
export type ExportsFilter = { campaignId: string } | { entityType: EntityType };

export const EXPORTS_KEY = ['exports'];

/** The connections of these nodes that take the type: where an export may go. */
export const useDestinations = (nodeIds: readonly string[], entityType: EntityType) =>
  useQuery({
    queryKey: ['node-cloud-storage', 'destinations', [...nodeIds].sort(), entityType],
    queryFn: () =>
      get<NodeStorageConnectionAnswer[]>(
        `/business-nodes/cloud-storage-connections${queryString({ nodeIds: nodeIds.join(','), entityType })}`,
      ),
    enabled: nodeIds.length > 0,
  });

export const useExports = (filter: ExportsFilter) =>
  useQuery({
    queryKey: [...EXPORTS_KEY, filter],
    queryFn: () => get<Export[]>(`/exports${queryString(filter)}`),
    refetchInterval: (query) => (query.state.data?.some((e) => e.status === 'IN_PROGRESS') ? POLL_MS : false),
  });

export const requestExport = (body: ExportBody) => post<Export>('/exports', body);
