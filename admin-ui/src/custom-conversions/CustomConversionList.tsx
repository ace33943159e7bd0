// /custom-conversions (top admins and the self-service group; spec 3 §2): the current partner's custom conversions,
// paged with the page kept in the URL, each with its floodlight activity and the report metrics it adds.
import { DataTable } from 'react-admin';
import type { CustomConversion } from '../../../domain/custom-conversion/answers';
import { searchFilter } from '../common/listFilters';
import { PartnerListPage } from '../common/PartnerListPage';
import { RowActions } from '../common/RowCells';
import { CreateConversionButton } from './CreateConversionButton';
import { DeleteConversionButton } from './DeleteConversionButton';
import { EditConversionButton } from './EditConversionButton';

const filters = [searchFilter('Search conversions')];

export const CustomConversionList = () => (
  <PartnerListPage
    resource="custom-conversions"
    title="Custom conversions"
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    create={(partnerId) => <CreateConversionButton partnerId={partnerId} />}
    emptyText="A custom conversion counts a Campaign Manager 360 floodlight activity, so reports can show its conversions."
  >
    {() => (
      <DataTable<CustomConversion> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col
          source="floodlightActivityName"
          label="Floodlight activity"
          disableSort
          render={(c) => `${c.floodlightActivityName} (${c.floodlightActivityId})`}
        />
        <DataTable.Col
          label="Report metrics"
          disableSort
          render={(c: CustomConversion) => c.metrics.map((m) => m.title).join(', ')}
        />
        <DataTable.Col
          label="Actions"
          disableSort
          render={() => (
            <RowActions>
              <EditConversionButton />
              <DeleteConversionButton />
            </RowActions>
          )}
        />
      </DataTable>
    )}
  </PartnerListPage>
);

export default CustomConversionList;
