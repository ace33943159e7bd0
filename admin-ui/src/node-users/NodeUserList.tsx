// /admin/node-users/{id} (admin group): users of one business node (GET /users/node/{nodeId}) and the
// node's audit trail.
import { useParams } from 'react-router-dom';
import { AuditTrail } from '../audit/AuditTrail';
import { EmptyState } from '../common/ListStates';
import { ListPage } from '../common/ListPage';
import { PageHeader } from '../common/PageHeader';
import { BackButton } from '../common/UserBits';
import { useCurrentPartner, usePartnerLink } from '../layout/usePartners';
import { InviteUserButton } from '../partner-users/InviteUserButton';
import { PartnerUserTable } from '../partner-users/UserColumns';
import { userFilters } from '../partner-users/filters';
import { findNode, useBusinessTree } from '../tree/useBusinessTree';

export const NodeUserList = () => {
  const { id = '' } = useParams();
  const { partnerId } = useCurrentPartner();
  const link = usePartnerLink();
  const tree = useBusinessTree(partnerId);
  const node = findNode(tree.data, id);
  const invite = partnerId ? <InviteUserButton partnerId={partnerId} nodeId={id} /> : null;
  return (
    <>
      <PageHeader
        title={node ? `Users of ${node.name}` : 'Node users'}
        subtitle={node ? `${node.type}${node.marketName ? ` · ${node.marketName}` : ''}` : undefined}
        actions={
          <>
            <BackButton to={link('/admin/tree')} label="Partner tree" />
            {invite}
          </>
        }
      />
      <ListPage
        key={id}
        resource="node-users"
        filter={{ nodeId: id }}
        filters={userFilters}
        sort={{ field: 'email', order: 'ASC' }}
        empty={<EmptyState title="No users on this node yet" action={invite} />}
      >
        <PartnerUserTable rowLink={(userId) => link(`/admin/users/${userId}`)} />
      </ListPage>
      <AuditTrail entityType="businessNode" entityId={id} />
    </>
  );
};

export default NodeUserList;
