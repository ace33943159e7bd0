// Step 1 (meta): what will be uploaded, with its format and the category it will be filed under, and whether
// zip files are unpacked into their files.
import { FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { categoryLabel, formatBytes } from '../assetText';
import { hasZip, selectedItems, type Selection } from './selection';

export const MetaStep = ({ selection, onChange }: { selection: Selection; onChange: (s: Selection) => void }) => (
  <>
    {hasZip(selection) && (
      <FormControlLabel
        control={
          <Switch checked={selection.unzip} onChange={(e) => onChange({ ...selection, unzip: e.target.checked })} />
        }
        label="Unpack zip files into the files they hold"
      />
    )}
    <Table size="small" aria-label="Files to upload">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Format</TableCell>
          <TableCell>Size</TableCell>
          <TableCell>Category</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {selectedItems(selection).map((item) => (
          <TableRow key={item.key}>
            <TableCell sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {item.name}
            </TableCell>
            <TableCell>{item.format}</TableCell>
            <TableCell>{formatBytes(item.size)}</TableCell>
            <TableCell>{categoryLabel(item.category)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    <Typography variant="caption" color="text.secondary">
      The category is suggested from the file name; the library files each asset by its content once processed.
    </Typography>
  </>
);
