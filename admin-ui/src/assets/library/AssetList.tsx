// /assets-manager (top admins and self-service): the partner's asset library as a grid or a table, with search
// (700 ms debounce), format filter, archived toggle, paging, bulk tags and archive, upload and the picker.
import { Card, Stack } from '@mui/material';
import { BooleanInput, List, SearchInput, SelectArrayInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LIBRARY_SEARCH_DEBOUNCE_MS } from '../../../../domain/asset/rules';
import { EmptyState, ListError } from '../../common/ListStates';
import { PageHeader } from '../../common/PageHeader';
import { PageLoader } from '../../common/PageLoader';
import { DEFAULT_PAGE_SIZE, Pager } from '../../common/Pager';
import { useCurrentPartner, usePartnerLink } from '../../layout/usePartners';
import { PickFromLibraryButton } from '../picker/PickFromLibraryButton';
import { UploadButton } from '../upload/UploadButton';
import { SelectClientForAssets } from '../SelectClientForAssets';
import { formatChoices, useAssetFormats } from '../useAssetFormats';
import { AssetGrid } from './AssetGrid';
import { AssetTable } from './AssetTable';
import { useAssetView, ViewToggle } from './ViewToggle';

export const AssetList = () => {
  const { partnerId, partnerName, isPending } = useCurrentPartner();
  const link = usePartnerLink();
  const navigate = useNavigate();
  const [view] = useAssetView();
  const formats = useAssetFormats(partnerId);
  const rowLink = (id: string) => link(`/assets-manager/${encodeURIComponent(id)}`);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search assets" />,
    <SelectArrayInput
      key="formats"
      source="formats"
      label="Format"
      alwaysOn
      choices={formatChoices(formats.data)}
      isPending={formats.isPending}
      sx={{ minWidth: 160 }}
    />,
    <BooleanInput key="archived" source="archived" label="Archived" alwaysOn />,
  ];
  const upload = <UploadButton partnerId={partnerId} />;
  return (
    <>
      <PageHeader
        title="Assets"
        subtitle={partnerName ? `Asset library of ${partnerName}` : undefined}
        actions={
          partnerId && (
            <>
              <PickFromLibraryButton partnerId={partnerId} />
              {upload}
            </>
          )
        }
      />
      {!partnerId ? (
        isPending ? (
          <PageLoader />
        ) : (
          <SelectClientForAssets />
        )
      ) : (
        <List
          key={partnerId}
          resource="assets"
          title={false}
          actions={
            <Stack sx={{ alignSelf: 'center' }}>
              <ViewToggle />
            </Stack>
          }
          filter={{ partnerId }}
          filters={filters}
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={DEFAULT_PAGE_SIZE}
          debounce={LIBRARY_SEARCH_DEBOUNCE_MS}
          pagination={<Pager />}
          empty={
            <EmptyState
              title="No assets yet"
              text="Upload the first assets of this partner's library."
              action={upload}
            />
          }
          error={<ListError />}
          disableSyncWithLocation
          storeKey="assets.list"
          component={Card}
          sx={{ '& .RaList-content': { boxShadow: 'none', border: 1, borderColor: 'divider' } }}
        >
          {view === 'table' ? (
            <AssetTable rowLink={rowLink} />
          ) : (
            <AssetGrid onOpen={(asset) => void navigate(rowLink(asset.id))} />
          )}
        </List>
      )}
    </>
  );
};

export default AssetList;
