// The library as a table, with react-admin's bulk selection and sortable name and creation date.
import { Box, Chip, Stack } from '@mui/material';
import { DataTable, DateField } from 'react-admin';
import type { Asset } from '../../providers/assetTypes';
import { AssetThumb } from '../AssetThumb';
import { categoryLabel, formatBytes } from '../assetText';
import { ArchiveAssetButton } from './ArchiveAssetButton';
import { AssetBulkActions } from './AssetBulkActions';
import { RowActions } from '../../common/RowCells';

export const AssetTable = ({ rowLink }: { rowLink: (id: string) => string }) => (
  <DataTable<Asset> rowClick={(id) => rowLink(String(id))} bulkActionButtons={<AssetBulkActions />}>
    <DataTable.Col<Asset>
      label="Preview"
      disableSort
      render={(a) => (
        <Box sx={{ width: 72, borderRadius: 1, overflow: 'hidden' }}>
          <AssetThumb asset={a} height={48} iconSize={28} />
        </Box>
      )}
    />
    <DataTable.Col source="name" label="Name" />
    <DataTable.Col source="format" label="Format" disableSort render={(a) => a.format?.toUpperCase()} />
    <DataTable.Col source="dimension" label="Dimension" disableSort render={(a) => a.dimension ?? '—'} />
    <DataTable.Col source="size" label="Size" disableSort render={(a) => formatBytes(a.size)} />
    <DataTable.Col source="type" label="Category" disableSort render={(a) => categoryLabel(a.type)} />
    <DataTable.Col<Asset>
      source="tags"
      label="Tags"
      disableSort
      render={(a) => (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(a.tags ?? []).map((t) => (
            <Chip key={t} size="small" label={t} />
          ))}
        </Stack>
      )}
    />
    <DataTable.Col source="createdAt" label="Created" field={DateField} />
    <DataTable.Col
      label="Actions"
      disableSort
      render={() => (
        <RowActions>
          <ArchiveAssetButton />
        </RowActions>
      )}
    />
  </DataTable>
);
