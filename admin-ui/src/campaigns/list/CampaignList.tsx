// /campaigns (spec 2 §3 'Campaign list filters', spec 1 §2.4): the partner's campaigns with search, status, markets,
// platform and archived filters, all kept in the URL with the page and its size; each row opens its campaign.
import { Chip } from '@mui/material';
import { DataTable, DateField } from 'react-admin';
import { PLATFORM_LABELS, PLATFORMS } from '../../../../domain/campaign/platforms';
import { archivedFilter, choiceFilter, choicesFilter, searchFilter } from '../../common/listFilters';
import { NoMatch } from '../../common/ListStates';
import { PartnerListPage } from '../../common/PartnerListPage';
import { NameCell, RowLink } from '../../common/RowCells';
import { conceptPath } from '../../concepts/conceptPaths';
import { useMarketNames } from '../../concepts/useMarketNames';
import { useCurrentPartner, usePartnerLink } from '../../layout/usePartners';
import { CAMPAIGN_STATUSES, type CampaignRow } from '../../providers/adapters/campaigns';
import { CAMPAIGN_STATUS_LABELS, CampaignStatusChip, PlatformChips } from '../CampaignChips';
import { campaignPath } from '../campaignPaths';
import { CreateCampaignButton } from '../CreateCampaignButton';
import { flightText } from '../flightDates';
import { CampaignRowMenu } from './CampaignRowMenu';

const statusChoices = CAMPAIGN_STATUSES.map((s) => ({ id: s, name: CAMPAIGN_STATUS_LABELS[s] }));
const platformChoices = PLATFORMS.map((p) => ({ id: p, name: PLATFORM_LABELS[p] }));

const CampaignTable = ({ partnerId }: { partnerId: string }) => {
  const link = usePartnerLink();
  const markets = useMarketNames(partnerId);
  // Rows take clicks; the name is the keyboard's way in, to the same place.
  return (
    <DataTable<CampaignRow>
      rowClick={(id) => link(campaignPath(String(id)))}
      bulkActionButtons={false}
      empty={<NoMatch what="campaigns" />}
    >
      <DataTable.Col<CampaignRow>
        source="name"
        label="Name"
        render={(c) => (
          <NameCell
            name={
              <RowLink to={link(campaignPath(c.id))} plain>
                {c.name}
              </RowLink>
            }
            archived={c.archived}
            chips={c.locked && <Chip size="small" label="Locked" color="warning" variant="outlined" />}
          />
        )}
      />
      <DataTable.Col<CampaignRow>
        label="Concept"
        disableSort
        render={(c) => <RowLink to={link(conceptPath('/concepts', c.conceptId))}>{c.conceptName}</RowLink>}
      />
      <DataTable.Col<CampaignRow>
        label="Platforms"
        disableSort
        render={(c) => <PlatformChips platforms={c.platforms} />}
      />
      <DataTable.Col<CampaignRow>
        label="Markets"
        disableSort
        render={(c) => markets.namesOf(c.businessNodes).join(', ') || '—'}
      />
      <DataTable.Col<CampaignRow>
        source="status"
        label="Status"
        render={(c) => <CampaignStatusChip status={c.status} />}
      />
      <DataTable.Col<CampaignRow>
        label="Variants"
        disableSort
        render={(c) => <span title="Active / total variants">{`${c.activeVariants}/${c.totalVariants}`}</span>}
      />
      <DataTable.Col<CampaignRow> source="flightStart" label="Flight dates" render={(c) => flightText(c)} />
      <DataTable.Col source="updatedAt" label="Updated" field={DateField} />
      <DataTable.Col<CampaignRow> label="Actions" disableSort render={(c) => <CampaignRowMenu campaign={c} />} />
    </DataTable>
  );
};

export const CampaignList = () => {
  const markets = useMarketNames(useCurrentPartner().partnerId);
  const filters = [
    searchFilter('Search campaigns'),
    choiceFilter('status', 'Status', 'All statuses', statusChoices),
    choicesFilter('nodeIds', 'Markets', markets, 180),
    choiceFilter('platform', 'Platform', 'All platforms', platformChoices),
    archivedFilter(),
  ];
  return (
    <PartnerListPage
      resource="campaigns"
      title="Campaigns"
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      create={() => <CreateCampaignButton />}
      emptyText="Create a campaign from a ready concept's templates."
    >
      {(partnerId) => <CampaignTable partnerId={partnerId} />}
    </PartnerListPage>
  );
};

export default CampaignList;
