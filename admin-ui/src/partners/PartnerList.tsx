// /partners (super only; spec 3 §2): list, create, edit, archive/unarchive and each partner's audit trail.
import { Chip } from '@mui/material';
import { DataTable, DateField, SelectInput } from 'react-admin';
import { AuditTrailButton } from '../audit/AuditTrailButton';
import { choiceFilter, searchFilter } from '../common/listFilters';
import { EmptyState } from '../common/ListStates';
import { ListPage } from '../common/ListPage';
import { PageHeader } from '../common/PageHeader';
import type { Partner } from '../providers/types';
import { ArchivePartnerButton } from './ArchivePartnerButton';
import { CreatePartnerButton } from './CreatePartnerButton';
import { EditPartnerButton } from './EditPartnerButton';
import { partnerTypeChoices } from './PartnerForm';
import { RowActions } from '../common/RowCells';

const archivedChoices = [
  { id: 'false', name: 'Active' },
  { id: 'true', name: 'Archived' },
];

const filters = [
  searchFilter('Search partners'),
  choiceFilter('type', 'Type', 'All types', partnerTypeChoices),
  <SelectInput
    key="archived"
    source="archived"
    label="Status"
    choices={archivedChoices}
    alwaysOn
    emptyText="All"
    parse={(v: string) => (v === '' ? undefined : v === 'true')}
    format={(v: boolean | undefined) => (v === undefined || v === null ? '' : String(v))}
  />,
];

export const PartnerList = () => (
  <>
    <PageHeader title="Partners" subtitle="Clients, demo and internal partners" actions={<CreatePartnerButton />} />
    <ListPage
      resource="partners"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      empty={
        <EmptyState
          title="No partners yet"
          text="Create the first partner to get started."
          action={<CreatePartnerButton />}
        />
      }
    >
      <DataTable<Partner> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="type" label="Type" />
        <DataTable.Col
          source="archived"
          label="Status"
          render={(p) => (
            <Chip
              size="small"
              label={p.archived ? 'Archived' : 'Active'}
              color={p.archived ? 'default' : 'success'}
              variant="outlined"
            />
          )}
        />
        <DataTable.NumberCol source="usersCount" label="Users" />
        <DataTable.Col source="createdAt" label="Created" field={DateField} />
        <DataTable.Col
          label="Actions"
          disableSort
          render={(p) => (
            <RowActions>
              <EditPartnerButton />
              <ArchivePartnerButton />
              <AuditTrailButton entityType="partner" entityId={String(p.id)} name={p.name} />
            </RowActions>
          )}
        />
      </DataTable>
    </ListPage>
  </>
);

export default PartnerList;
