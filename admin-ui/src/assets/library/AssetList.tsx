// /assets-manager (top admins and self-service): the partner's asset library as a grid or a table, with search
// (700 ms debounce), format filter, archived toggle, paging, bulk tags and archive, upload and the picker.
import { Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { LIBRARY_SEARCH_DEBOUNCE_MS } from '../../../../domain/asset/rules';
import { archivedFilter, choicesFilter, searchFilter } from '../../common/listFilters';
import { PartnerListPage } from '../../common/PartnerListPage';
import { useCurrentPartner, usePartnerLink } from '../../layout/usePartners';
import { PickFromLibraryButton } from '../picker/PickFromLibraryButton';
import { UploadButton } from '../upload/UploadButton';
import { formatChoices, useAssetFormats } from '../useAssetFormats';
import { AssetGrid } from './AssetGrid';
import { AssetTable } from './AssetTable';
import { useAssetView, ViewToggle } from './ViewToggle';

export const AssetList = () => {
  const link = usePartnerLink();
  const navigate = useNavigate();
  const [view] = useAssetView();
  const formats = useAssetFormats(useCurrentPartner().partnerId);
  const rowLink = (id: string) => link(`/assets-manager/${encodeURIComponent(id)}`);
  const filters = [
    searchFilter('Search assets'),
    choicesFilter('formats', 'Format', { choices: formatChoices(formats.data), isPending: formats.isPending }, 160),
    archivedFilter(),
  ];
  return (
    <PartnerListPage
      resource="assets"
      storeKey="assets.list"
      title="Assets"
      subject="Asset library"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      debounce={LIBRARY_SEARCH_DEBOUNCE_MS}
      actions={
        <Stack sx={{ alignSelf: 'center' }}>
          <ViewToggle />
        </Stack>
      }
      moreActions={(partnerId) => <PickFromLibraryButton partnerId={partnerId} />}
      create={(partnerId) => <UploadButton partnerId={partnerId} />}
      emptyText="Upload the first assets of this partner's library."
    >
      {() =>
        view === 'table' ? (
          <AssetTable rowLink={rowLink} />
        ) : (
          <AssetGrid onOpen={(asset) => void navigate(rowLink(asset.id))} />
        )
      }
    </PartnerListPage>
  );
};

export default AssetList;
