// Bulk export of the selected assets to cloud storage (issue 22 §2): the connections of their nodes that take assets
// are offered (an asset on no node is the whole partner's, and goes wherever one of the others' nodes does).
import { useListContext } from 'react-admin';
import type { Asset } from '../../providers/assetTypes';
import { ExportAction } from '../../exports/ExportAction';
import { NO_ASSET_DESTINATION } from '../../exports/texts';
import { SELECT_ASSETS_FIRST } from '../assetText';

export const BulkExportButton = () => {
  const { selectedIds, data } = useListContext<Asset>();
  const selected = (data ?? []).filter((a) => selectedIds.includes(a.id));
  const nodeIds = [...new Set(selected.flatMap((a) => a.businessNodes))];
  return (
    <ExportAction
      entityType="asset"
      entities={selected.map((a) => ({ id: a.id, name: a.name }))}
      nodeIds={nodeIds}
      nothing={selected.length === 0 ? SELECT_ASSETS_FIRST : null}
      noDestination={NO_ASSET_DESTINATION}
      list={{ entityType: 'asset' }}
      emptyList="Select assets and export them to cloud storage."
    />
  );
};
