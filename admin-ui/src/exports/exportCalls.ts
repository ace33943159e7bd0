// The calls of exports to cloud storage (issue 22 §2): the destinations an export offers (GET
// /business-nodes/cloud-storage-connections?nodeIds&entityType), asking for one (POST /exports) and the exports of a
// campaign (GET /exports?campaignId) or the caller's own of a type (GET /exports?entityType), one page of them as the
// server pages, orders and filters them (range, sort, filter {status}), kept live: each
// `{type: 'export', …}` message on /ws (api/live/exports-notifier.ts) of an export the list may show reads it again,
// as a reconnect does.
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExportAnswer, ExportLiveMessage } from '../../../domain/export/answers';
import { subscribeLive } from '../assets/live/socket';
import type { PageParams } from '../common/useUrlPageParams';
import { getPage, pageRange } from '../providers/paging';
import type { NodeStorageConnectionAnswer } from '../../../domain/node-storage/answers';
import { queryClient } from '../providers/queryClient';
import { get, post, queryString } from '../providers/requests';
import type { EntityType } from '../node-storage/nodeStorageCalls';
import type { ExportsView } from './useExportsParams';

export type Export = ExportAnswer;

export interface ExportBody {
  entityType: EntityType;
  entityIds: string[];
  connectionIds: string[];
  campaignId?: string;
}

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

const EXPORT_MESSAGE = 'export';

/** Whether the list of `filter` may show the export a live message tells of. */
const concerns = (filter: ExportsFilter, message: ExportLiveMessage) =>
  'campaignId' in filter ? message.campaignId === filter.campaignId : message.entityType === filter.entityType;

/** The page of `filter`'s exports the view shows. */
export function useExports(filter: ExportsFilter, { status, order, page, perPage }: ExportsView & PageParams) {
  const queryKey = [...EXPORTS_KEY, filter, { status, order, page, perPage }];
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    const shown = JSON.parse(filterKey) as ExportsFilter;
    const reread = () => void queryClient.invalidateQueries({ queryKey: [...EXPORTS_KEY, shown] });
    return subscribeLive({
      onMessage: (message) => {
        if (message.type === EXPORT_MESSAGE && concerns(shown, message as unknown as ExportLiveMessage)) reread();
      },
      onReconnect: reread,
    });
  }, [filterKey]);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      getPage<Export>(
        `/exports${queryString(filter)}`,
        { ...pageRange(page, perPage), sort: ['requestedAt', order], filter: status ? { status } : null },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export const requestExport = (body: ExportBody) => post<Export>('/exports', body);
