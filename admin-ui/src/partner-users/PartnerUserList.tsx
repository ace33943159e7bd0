// /admin/users (admin group): users of the current partner, with invite, re-invite, deactivate and activate.
import { PartnerListPage } from '../common/PartnerListPage';
import { usePartnerLink } from '../layout/usePartners';
import { InviteUserButton } from './InviteUserButton';
import { PartnerUserTable } from './UserColumns';
import { userFilters } from './filters';

export const PartnerUserList = () => {
  const link = usePartnerLink();
  return (
    <PartnerListPage
      resource="partner-users"
      title="Users"
      filters={userFilters}
      sort={{ field: 'email', order: 'ASC' }}
      create={(partnerId) => <InviteUserButton partnerId={partnerId} />}
      emptyText="Invite the first user of this partner."
    >
      {() => <PartnerUserTable rowLink={(id) => link(`/admin/users/${id}`)} />}
    </PartnerListPage>
  );
};

export default PartnerUserList;
