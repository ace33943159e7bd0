// /admin/markets (admin group): the markets of the current partner.
import { Stack } from '@mui/material';
import { DataTable, SearchInput } from 'react-admin';
import { AuditTrailButton } from '../audit/AuditTrailButton';
import { EmptyState } from '../common/ListStates';
import { ListPage } from '../common/ListPage';
import { PageHeader } from '../common/PageHeader';
import { PageLoader } from '../common/PageLoader';
import { SelectClientPrompt } from '../common/SelectClientPrompt';
import { useCurrentPartner } from '../layout/usePartners';
import type { Market } from '../providers/types';
import { CreateMarketButton } from './CreateMarketButton';
import { DeleteMarketButton } from './DeleteMarketButton';
import { RenameMarketButton } from './RenameMarketButton';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search markets" />];

export const MarketList = () => {
  const { partnerId, partnerName, isPending } = useCurrentPartner();
  const create = partnerId ? <CreateMarketButton partnerId={partnerId} /> : null;
  return (
    <>
      <PageHeader title="Markets" subtitle={partnerName ? `Markets of ${partnerName}` : undefined} actions={create} />
      {!partnerId ? (
        isPending ? (
          <PageLoader />
        ) : (
          <SelectClientPrompt />
        )
      ) : (
        <ListPage
          key={partnerId}
          resource="markets"
          filter={{ partnerId }}
          filters={filters}
          sort={{ field: 'name', order: 'ASC' }}
          empty={
            <EmptyState title="No markets yet" text="Markets group business nodes by where they run." action={create} />
          }
        >
          <DataTable<Market> rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="name" label="Name" />
            <DataTable.NumberCol source="nodesCount" label="Business nodes" />
            <DataTable.Col
              label="Actions"
              disableSort
              render={(m) => (
                <Stack direction="row" spacing={0.5}>
                  <RenameMarketButton />
                  <DeleteMarketButton />
                  <AuditTrailButton entityType="market" entityId={String(m.id)} name={m.name} />
                </Stack>
              )}
            />
          </DataTable>
        </ListPage>
      )}
    </>
  );
};

export default MarketList;
