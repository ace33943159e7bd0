import { useListContext } from 'react-admin';
import { BulkArchiveButton } from './BulkArchiveButton';
import { BulkTagsButton } from './BulkTagsButton';

/** The bulk actions on the selected assets: tags, and archive (or unarchive when archived ones are listed). */
export const AssetBulkActions = () => {
  const { filterValues } = useListContext();
  return (
    <>
      <BulkTagsButton />
      <BulkArchiveButton archived={!filterValues.archived} />
    </>
  );
};
