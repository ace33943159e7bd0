// /concepts (and /concepts-only): the home page for everyone but analysts (spec 1 §2.1, §2.4). The partner's
// concepts in a table with search, status and markets filters and an archived toggle, all kept in the URL with
// the page and its size; a draft opens its brief in the wizard, any other concept its own page.
import { Link } from '@mui/material';
import { DataTable, DateField } from 'react-admin';
import { CONCEPT_STATUSES } from '../../../domain/concept/events';
import { languageName } from '../../../domain/concept/languages';
import { CONCEPT_STATUS_LABELS } from '../../../domain/concept/status-labels';
import { archivedFilter, choiceFilter, choicesFilter, searchFilter } from '../common/listFilters';
import { NoMatch } from '../common/ListStates';
import { PartnerListPage } from '../common/PartnerListPage';
import { NameCell, RowLink } from '../common/RowCells';
import { useCurrentPartner, usePartnerLink } from '../layout/usePartners';
import type { ConceptRow } from '../../../domain/concept/answers';
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
      <RowLink to={link(conceptPath(area, c.id))} plain>
        {c.name}
      </RowLink>
    );
  return (
    <DataTable<ConceptRow>
      rowClick={(id, _resource, record) => open(String(id), record as ConceptRow)}
      bulkActionButtons={false}
      empty={<NoMatch what="concepts" />}
    >
      <DataTable.Col<ConceptRow>
        label="Thumbnail"
        disableSort
        render={(c) => <ConceptThumb conceptId={c.id} thumbnail={c.thumbnail} name={c.name} />}
      />
      <DataTable.Col<ConceptRow>
        source="name"
        label="Name"
        render={(c) => <NameCell name={nameLink(c)} archived={c.archived} />}
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
    searchFilter('Search concepts', 'search'),
    choiceFilter('status', 'Status', 'All statuses', statusChoices),
    choicesFilter('markets', 'Markets', markets, 180),
    archivedFilter(),
  ];
  return (
    <PartnerListPage
      resource="concepts"
      title="Concepts"
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      create={() => <RequestConceptButton />}
      emptyText="Request a new concept to brief the design team."
    >
      {(partnerId) => <ConceptTable partnerId={partnerId} />}
    </PartnerListPage>
  );
};

export default ConceptList;
