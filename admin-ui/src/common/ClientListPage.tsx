// The list page of one client's items (concepts, campaigns): its heading, a prompt to choose a client until one is
// chosen, then a react-admin list of that client with the product's paging and states. The URL is the list's only
// memory (filters, sort and page): a store would also keep the page's other parameters (?brief=).
import type { ReactElement, ReactNode } from 'react';
import { Alert, Card } from '@mui/material';
import { List } from 'react-admin';
import { useCurrentPartner } from '../layout/usePartners';
import { EmptyState, ListError } from './ListStates';
import { PageHeader } from './PageHeader';
import { PageLoader } from './PageLoader';
import { DEFAULT_PAGE_SIZE, Pager } from './Pager';

interface ClientListPageProps {
  resource: string;
  /** 'Concepts', 'Campaigns': the heading, and the words of the prompt and the empty state. */
  title: string;
  filters: ReactElement[];
  /** The create action, in the header and the empty state. */
  create: ReactElement;
  emptyText: string;
  table: (partnerId: string) => ReactNode;
}

export const ClientListPage = ({ resource, title, filters, create, emptyText, table }: ClientListPageProps) => {
  const { partnerId, partnerName, isPending } = useCurrentPartner();
  const noun = title.toLowerCase();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={partnerName ? `${title} of ${partnerName}` : undefined}
        actions={partnerId && create}
      />
      {!partnerId ? (
        isPending ? (
          <PageLoader />
        ) : (
          <Alert severity="info" data-testid="select-client">
            Choose a client in the client switcher (Client Name) at the top to see its {noun}.
          </Alert>
        )
      ) : (
        <List
          key={partnerId}
          resource={resource}
          title={false}
          actions={false}
          filter={{ partnerId }}
          filters={filters}
          sort={{ field: 'updatedAt', order: 'DESC' }}
          perPage={DEFAULT_PAGE_SIZE}
          pagination={<Pager />}
          empty={<EmptyState title={`No ${noun} yet`} text={emptyText} action={create} />}
          error={<ListError />}
          storeKey={false}
          component={Card}
          sx={{ '& .RaList-content': { boxShadow: 'none', border: 1, borderColor: 'divider' } }}
        >
          {table(partnerId)}
        </List>
      )}
    </>
  );
};
