// /campaigns (spec 2 §3 'Campaign list filters', spec 1 §2.4): the partner's campaigns with search, status, markets,
// platform and archived filters, all kept in the URL with the page and its size; each row opens its campaign.
import { Chip, Link, Stack, Typography } from '@mui/material';
import { BooleanInput, DataTable, DateField, SearchInput, SelectArrayInput, SelectInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PLATFORM_LABELS, PLATFORMS } from '../../../../domain/campaign/platforms';
import { ClientListPage } from '../../common/ClientListPage';
import { EmptyState } from '../../common/ListStates';
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
      empty={
        <EmptyState title="No campaigns match these filters" text="Change the search or the filters to see more." />
      }
    >
      <DataTable.Col<CampaignRow>
        source="name"
        label="Name"
        render={(c) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              <Link
                component={RouterLink}
                to={link(campaignPath(c.id))}
                underline="hover"
                color="inherit"
                onClick={(e) => e.stopPropagation()}
              >
                {c.name}
              </Link>
            </Typography>
            {c.locked && <Chip size="small" label="Locked" color="warning" variant="outlined" />}
            {c.archived && <Chip size="small" label="Archived" variant="outlined" />}
          </Stack>
        )}
      />
      <DataTable.Col<CampaignRow>
        label="Concept"
        disableSort
        render={(c) => (
          <Link
            component={RouterLink}
            to={link(conceptPath('/concepts', c.conceptId))}
            underline="hover"
            onClick={(e) => e.stopPropagation()}
          >
            {c.conceptName}
          </Link>
        )}
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
    <SearchInput key="q" source="q" alwaysOn placeholder="Search campaigns" />,
    <SelectInput
      key="status"
      source="status"
      label="Status"
      alwaysOn
      emptyText="All statuses"
      choices={statusChoices}
    />,
    <SelectArrayInput
      key="nodeIds"
      source="nodeIds"
      label="Markets"
      alwaysOn
      choices={markets.choices}
      isPending={markets.isPending}
      sx={{ minWidth: 180 }}
    />,
    <SelectInput
      key="platform"
      source="platform"
      label="Platform"
      alwaysOn
      emptyText="All platforms"
      choices={platformChoices}
    />,
    <BooleanInput key="archived" source="archived" label="Archived" alwaysOn />,
  ];
  return (
    <ClientListPage
      resource="campaigns"
      title="Campaigns"
      filters={filters}
      create={<CreateCampaignButton />}
      emptyText="Create a campaign from a ready concept's templates."
      table={(partnerId) => <CampaignTable partnerId={partnerId} />}
    />
  );
};

export default CampaignList;
