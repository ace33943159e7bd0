// The list page of one partner's things (users, markets, assets, concepts, campaigns): its heading with the create
// action, a prompt to choose a client until a top admin has chosen one, then the list of that partner with the
// product's paging and states, and the create action again when it has nothing yet. A page declares its table
// and filters.
import type { ReactElement, ReactNode } from 'react';
import { useCurrentPartner } from '../layout/usePartners';
import { ListPage, type ListPageProps } from './ListPage';
import { EmptyState } from './ListStates';
import { PageHeader } from './PageHeader';
import { PageLoader } from './PageLoader';
import { SelectClientPrompt } from './SelectClientPrompt';

interface PartnerListPageProps extends Omit<ListPageProps, 'filter' | 'empty' | 'children'> {
  /** 'Users', 'Campaigns': the heading, and the empty state's 'No users yet'. */
  title: string;
  /** What the subtitle ('Users of Northwind') and the prompt name: the title by default. */
  subject?: string;
  /** The create action, in the header and the empty state. */
  create: (partnerId: string) => ReactElement;
  /** Header actions before it. */
  moreActions?: (partnerId: string) => ReactNode;
  emptyText: string;
  /** The table of the partner's rows. */
  children: (partnerId: string) => ReactNode;
}

export const PartnerListPage = ({
  title,
  subject = title,
  create,
  moreActions,
  emptyText,
  children,
  ...list
}: PartnerListPageProps) => {
  const { partnerId, partnerName, isPending } = useCurrentPartner();
  const action = partnerId ? create(partnerId) : null;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={partnerName ? `${subject} of ${partnerName}` : undefined}
        actions={
          partnerId && (
            <>
              {moreActions?.(partnerId)}
              {action}
            </>
          )
        }
      />
      {!partnerId ? (
        isPending ? (
          <PageLoader />
        ) : (
          <SelectClientPrompt what={`its ${subject.toLowerCase()}`} />
        )
      ) : (
        <ListPage
          key={partnerId}
          filter={{ partnerId }}
          empty={<EmptyState title={`No ${title.toLowerCase()} yet`} text={emptyText} action={action} />}
          {...list}
        >
          {children(partnerId)}
        </ListPage>
      )}
    </>
  );
};
