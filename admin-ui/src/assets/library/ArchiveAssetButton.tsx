// PATCH /assets/single-files/{id}/archive or /unarchive, after a confirmation.
import { useRecordContext } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton';
import type { Asset } from '../../providers/assetTypes';

const CONTENT = {
  archive: 'Archived assets are hidden from the library and its picker.',
  unarchive: 'The asset will be back in the library and its picker.',
};

export const ArchiveAssetButton = ({ variant = 'icon', asset }: { variant?: 'icon' | 'button'; asset?: Asset }) => {
  const fromContext = useRecordContext<Asset>();
  const record = asset ?? fromContext;
  return record ? (
    <ArchiveButton command="archiveAsset" entity="Asset" record={record} content={CONTENT} variant={variant} />
  ) : null;
};
