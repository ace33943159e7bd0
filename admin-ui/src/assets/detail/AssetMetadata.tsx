// What the library knows about the asset: format, dimension, size, hash, dates, category and origin.
import { Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { Asset } from '../../providers/assetTypes';
import { categoryLabel, formatBytes, formatDate } from '../assetText';

export const AssetMetadata = ({ asset }: { asset: Asset }) => {
  const rows: Array<[string, string]> = [
    ['Format', asset.format?.toUpperCase() || '—'],
    ['Dimension', asset.dimension ?? '—'],
    ['Size', formatBytes(asset.size)],
    ['Category', categoryLabel(asset.type)],
    ['Original name', asset.fullOriginalName || '—'],
    ['Hash', asset.hash ?? '—'],
    ['Created', formatDate(asset.createdAt)],
    ['Updated', formatDate(asset.updatedAt)],
    ['Origin', asset.isLink ? 'Link' : asset.isFromDam ? 'DAM' : 'Upload'],
  ];
  if (asset.crop)
    rows.push([
      'Crop',
      `${asset.crop.width}x${asset.crop.height} at ${asset.crop.x},${asset.crop.y} (${asset.crop.format})`,
    ]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Details
      </Typography>
      <Table size="small" aria-label="Asset details">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: 140, border: 0, py: 0.5 }}>
                {label}
              </TableCell>
              <TableCell sx={{ border: 0, py: 0.5, wordBreak: 'break-all' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};
