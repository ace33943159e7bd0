// /admin/markets (admin group): the markets of the current partner.
import { DataTable } from 'react-admin';
import { AuditTrailButton } from '../audit/AuditTrailButton';
import { searchFilter } from '../common/listFilters';
import { PartnerListPage } from '../common/PartnerListPage';
import { RowActions } from '../common/RowCells';
import type { Market } from '../providers/types';
import { CreateMarketButton } from './CreateMarketButton';
import { DeleteMarketButton } from './DeleteMarketButton';
import { RenameMarketButton } from './RenameMarketButton';

const filters = [searchFilter('Search markets')];

export const MarketList = () => (
  <PartnerListPage
    resource="markets"
    title="Markets"
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    create={(partnerId) => <CreateMarketButton partnerId={partnerId} />}
    emptyText="Markets group business nodes by where they run."
  >
    {() => (
      <DataTable<Market> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" label="Name" />
        <DataTable.NumberCol source="nodesCount" label="Business nodes" />
        <DataTable.Col
          label="Actions"
          disableSort
          render={(m) => (
            <RowActions>
              <RenameMarketButton />
              <DeleteMarketButton />
              <AuditTrailButton entityType="market" entityId={String(m.id)} name={m.name} />
            </RowActions>
          )}
        />
      </DataTable>
    )}
  </PartnerListPage>
);

export default MarketList;
