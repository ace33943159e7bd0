// A react-admin list with the product's paging (10/20/30/40), loading, empty and error states.
import type { ReactElement, ReactNode } from 'react';
import { Card } from '@mui/material';
import { List, type SortPayload } from 'react-admin';
import { ListError } from './ListStates';
import { DEFAULT_PAGE_SIZE, Pager } from './Pager';

interface ListPageProps {
  resource: string;
  filters?: ReactElement[];
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  empty: ReactNode;
  children: ReactNode;
  storeKey?: string;
}

export const ListPage = ({ resource, filters, filter, sort, empty, children, storeKey }: ListPageProps) => (
  <List
    resource={resource}
    title={false}
    actions={false}
    filters={filters}
    filter={filter}
    sort={sort}
    perPage={DEFAULT_PAGE_SIZE}
    pagination={<Pager />}
    empty={empty}
    error={<ListError />}
    disableSyncWithLocation
    storeKey={storeKey ?? `${resource}.list`}
    component={Card}
    sx={{ '& .RaList-content': { boxShadow: 'none', border: 1, borderColor: 'divider' } }}
  >
    {children}
  </List>
);
