import { useListContext } from 'react-admin';
import { BulkArchiveButton } from './BulkArchiveButton';
import { BulkExportButton } from './BulkExportButton';
import { BulkTagsButton } from './BulkTagsButton';

/** The bulk actions on the selected assets: tags, archive (or unarchive when archived ones are listed), export. */
export const AssetBulkActions = () => {
  const { filterValues } = useListContext();
  return (
    <>
      <BulkTagsButton />
      <BulkArchiveButton archived={!filterValues.archived} />
      <BulkExportButton />
    </>
  );
};
