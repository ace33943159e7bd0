// /assets-manager/{id}: the asset's preview, details, editable name/tags/status, business nodes, crops and
// the cropper. The asset names its partner: a top admin who opens it under another client (or none) is
// switched to the asset's own, so its node tree, saves and links all belong to that partner.
import { useEffect, useState } from 'react';
import { Alert, Box, Chip, Stack } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../common/PageHeader';
import { PageLoader } from '../../common/PageLoader';
import { BackButton } from '../../common/UserBits';
import { useCurrentPartner, usePartnerLink } from '../../layout/usePartners';
import type { Asset } from '../../providers/assetTypes';
import { CropButton } from '../crop/CropButton';
import { ArchiveAssetButton } from '../library/ArchiveAssetButton';
import { AssetChildren } from './AssetChildren';
import { AssetDetailsForm } from './AssetDetailsForm';
import { AssetMetadata } from './AssetMetadata';
import { AssetNodesEditor } from './AssetNodesEditor';
import { AssetPreview } from './AssetPreview';

export const AssetShow = () => {
  const { id = '' } = useParams();
  const { partnerId, partnerName, canSwitch, select } = useCurrentPartner();
  const link = usePartnerLink();
  const { data: asset, isPending, error } = useGetOne<Asset>('assets', { id });
  const [switched, setSwitched] = useState(false);
  const elsewhere = !!asset && canSwitch && asset.partnerId !== partnerId;
  useEffect(() => {
    if (!elsewhere) return;
    setSwitched(partnerId !== null);
    select(asset.partnerId);
  }, [elsewhere, asset?.partnerId, partnerId, select]);
  const back = <BackButton to={link('/assets-manager')} label="Assets" />;

  if (error)
    return (
      <>
        <PageHeader title="Asset" actions={back} />
        <Alert severity="error">{error.message}</Alert>
      </>
    );
  if (isPending || !asset || elsewhere) return <PageLoader />;
  return (
    <>
      <PageHeader
        title={asset.name}
        subtitle={
          <Stack direction="row" spacing={1} component="span">
            <span>{asset.fullOriginalName}</span>
            {asset.archived && <Chip size="small" label="Archived" />}
            {asset.parentId && <Chip size="small" label="Crop" variant="outlined" />}
          </Stack>
        }
        actions={
          <>
            {back}
            {asset.parentId && (
              <BackButton to={link(`/assets-manager/${encodeURIComponent(asset.parentId)}`)} label="Original" />
            )}
            <CropButton asset={asset} partnerId={asset.partnerId} />
            <ArchiveAssetButton asset={asset} variant="button" />
          </>
        }
      />
      {switched && partnerName && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setSwitched(false)}>
          This asset belongs to {partnerName}: the client was switched to it.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <AssetPreview asset={asset} />
          {!asset.parentId && <AssetChildren assetId={asset.id} />}
        </Stack>
        <Stack spacing={2}>
          <AssetMetadata asset={asset} />
          <AssetDetailsForm asset={asset} partnerId={asset.partnerId} />
          <AssetNodesEditor asset={asset} partnerId={asset.partnerId} />
        </Stack>
      </Box>
    </>
  );
};

export default AssetShow;
