// /admin/users (admin group): users of the current partner, with invite, re-invite, deactivate and activate.
import { EmptyState } from '../common/ListStates';
import { ListPage } from '../common/ListPage';
import { PageHeader } from '../common/PageHeader';
import { PageLoader } from '../common/PageLoader';
import { SelectClientPrompt } from '../common/SelectClientPrompt';
import { useCurrentPartner, usePartnerLink } from '../layout/usePartners';
import { InviteUserButton } from './InviteUserButton';
import { PartnerUserTable } from './UserColumns';
import { userFilters } from './filters';

export const PartnerUserList = () => {
  const { partnerId, partnerName, isPending } = useCurrentPartner();
  const link = usePartnerLink();
  const invite = partnerId ? <InviteUserButton partnerId={partnerId} /> : null;
  return (
    <>
      <PageHeader title="Users" subtitle={partnerName ? `Users of ${partnerName}` : undefined} actions={invite} />
      {!partnerId ? (
        isPending ? (
          <PageLoader />
        ) : (
          <SelectClientPrompt />
        )
      ) : (
        <ListPage
          key={partnerId}
          resource="partner-users"
          filter={{ partnerId }}
          filters={userFilters}
          sort={{ field: 'email', order: 'ASC' }}
          empty={<EmptyState title="No users yet" text="Invite the first user of this partner." action={invite} />}
        >
          <PartnerUserTable rowLink={(id) => link(`/admin/users/${id}`)} />
        </ListPage>
      )}
    </>
  );
};

export default PartnerUserList;
