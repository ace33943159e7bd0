// Bulk archive or unarchive of the selected assets: PATCH /assets/single-files {ids, archived}, after a confirmation.
import { useListContext } from 'react-admin';
import { ConfirmCommandButton } from '../../common/ConfirmCommandButton';
import { BULK_SUCCESS_MS } from '../../common/notifications';
import { ARCHIVE, UNARCHIVE } from '../../common/verbs';
import { assetCount, SELECT_ASSETS_FIRST } from '../assetText';

export const BulkArchiveButton = ({ archived }: { archived: boolean }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <ConfirmCommandButton
      command="changeAssets"
      params={{ ids: selectedIds.map(String), archived }}
      verb={archived ? ARCHIVE : UNARCHIVE}
      subject={assetCount(selectedIds.length)}
      content={
        archived
          ? 'Archived assets are hidden from the library and its picker.'
          : 'The assets will be back in the library and its picker.'
      }
      variant="small"
      doneDuration={BULK_SUCCESS_MS}
      disabledReason={selectedIds.length ? null : SELECT_ASSETS_FIRST}
      onDone={() => onUnselectItems()}
    />
  );
};
