// A react-admin list with the product's paging (10/20/30/40), loading, empty and error states.
import type { ReactElement, ReactNode } from 'react';
import { Card } from '@mui/material';
import { List, type SortPayload } from 'react-admin';
import { ListError, UntilLoaded } from './ListStates';
import { DEFAULT_PAGE_SIZE, Pager } from './Pager';

export interface ListPageProps {
  resource: string;
  filters?: ReactElement[];
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  empty: ReactNode;
  children: ReactNode;
  /**
   * Where the list keeps its filters, sort and page: in the URL alone by default, so a reload or a shared link shows
   * the same rows (a store would also bring back the page's other parameters, ?brief=, ?partner=); given a key, in
   * the store under it, the URL untouched.
   */
  storeKey?: string;
  /** Beside the filters (a view toggle). */
  actions?: ReactElement;
  /** Milliseconds a typed filter waits before it reads the list. */
  debounce?: number;
}

export const ListPage = ({ resource, actions, storeKey, children, ...list }: ListPageProps) => (
  <List
    resource={resource}
    title={false}
    actions={actions ?? false}
    perPage={DEFAULT_PAGE_SIZE}
    pagination={<Pager />}
    error={<ListError />}
    disableSyncWithLocation={storeKey !== undefined}
    storeKey={storeKey ?? false}
    component={Card}
    sx={{ '& .RaList-content': { boxShadow: 'none', border: 1, borderColor: 'divider' } }}
    {...list}
  >
    <UntilLoaded>{children}</UntilLoaded>
  </List>
);
