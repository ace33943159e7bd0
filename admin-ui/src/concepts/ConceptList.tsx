// /concepts (and /concepts-only): the home page for everyone but analysts (spec 1 §2.1, §2.4). The partner's
// concepts in a table with search, status and markets filters and an archived toggle, all kept in the URL with
// the page and its size; a draft opens its brief in the wizard, any other concept its own page.
import { Chip, Link, Stack, Typography } from '@mui/material';
import { BooleanInput, DataTable, DateField, SearchInput, SelectArrayInput, SelectInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CONCEPT_STATUSES } from '../../../domain/concept/events';
import { languageName } from '../../../domain/concept/languages';
import { CONCEPT_STATUS_LABELS } from '../../../domain/concept/status-labels';
import { ClientListPage } from '../common/ClientListPage';
import { EmptyState } from '../common/ListStates';
import { useCurrentPartner, usePartnerLink } from '../layout/usePartners';
import type { ConceptRow } from '../../../domain/concept/concept-view';
import { ConceptStatusChip } from './ConceptStatusChip';
import { ConceptThumb } from './ConceptThumb';
import { conceptPath, useConceptArea } from './conceptPaths';
import { RequestConceptButton } from './RequestConceptButton';
import { useMarketNames } from './useMarketNames';
import { useOpenBrief } from './wizard/openBrief';

const statusChoices = CONCEPT_STATUSES.map((s) => ({ id: s, name: CONCEPT_STATUS_LABELS[s] }));

const ConceptTable = ({ partnerId }: { partnerId: string }) => {
  const area = useConceptArea();
  const link = usePartnerLink();
  const openBrief = useOpenBrief();
  const markets = useMarketNames(partnerId);
  const open = (id: string, record: ConceptRow) => {
    if (record.status !== 'draft') return link(conceptPath(area, id));
    openBrief(id);
    return false as const;
  };
  // Rows take clicks only: the name is the keyboard's way in, to the same place.
  const nameLink = (c: ConceptRow) =>
    c.status === 'draft' ? (
      <Link
        component="button"
        type="button"
        underline="hover"
        color="inherit"
        onClick={(e) => {
          e.stopPropagation();
          openBrief(c.id);
        }}
      >
        {c.name}
      </Link>
    ) : (
      <Link
        component={RouterLink}
        to={link(conceptPath(area, c.id))}
        underline="hover"
        color="inherit"
        onClick={(e) => e.stopPropagation()}
      >
        {c.name}
      </Link>
    );
  return (
    <DataTable<ConceptRow>
      rowClick={(id, _resource, record) => open(String(id), record as ConceptRow)}
      bulkActionButtons={false}
      empty={
        <EmptyState title="No concepts match these filters" text="Change the search or the filters to see more." />
      }
    >
      <DataTable.Col<ConceptRow>
        label="Thumbnail"
        disableSort
        render={(c) => <ConceptThumb conceptId={c.id} thumbnail={c.thumbnail} name={c.name} />}
      />
      <DataTable.Col<ConceptRow>
        source="name"
        label="Name"
        render={(c) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {nameLink(c)}
            </Typography>
            {c.archived && <Chip size="small" label="Archived" variant="outlined" />}
          </Stack>
        )}
      />
      <DataTable.Col<ConceptRow>
        source="status"
        label="Status"
        render={(c) => <ConceptStatusChip status={c.status} />}
      />
      <DataTable.Col<ConceptRow>
        label="Markets"
        disableSort
        render={(c) => markets.namesOf(c.businessNodes).join(', ') || '—'}
      />
      <DataTable.Col<ConceptRow>
        label="Languages"
        disableSort
        render={(c) => c.languages.map(languageName).join(', ') || '—'}
      />
      <DataTable.Col source="updatedAt" label="Updated" field={DateField} />
    </DataTable>
  );
};

export const ConceptList = () => {
  const markets = useMarketNames(useCurrentPartner().partnerId);
  const filters = [
    <SearchInput key="search" source="search" alwaysOn placeholder="Search concepts" />,
    <SelectInput
      key="status"
      source="status"
      label="Status"
      alwaysOn
      emptyText="All statuses"
      choices={statusChoices}
    />,
    <SelectArrayInput
      key="markets"
      source="markets"
      label="Markets"
      alwaysOn
      choices={markets.choices}
      isPending={markets.isPending}
      sx={{ minWidth: 180 }}
    />,
    <BooleanInput key="archived" source="archived" label="Archived" alwaysOn />,
  ];
  return (
    <ClientListPage
      resource="concepts"
      title="Concepts"
      filters={filters}
      create={<RequestConceptButton />}
      emptyText="Request a new concept to brief the design team."
      table={(partnerId) => <ConceptTable partnerId={partnerId} />}
    />
  );
};

export default ConceptList;
