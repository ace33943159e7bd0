// 'Page X of Y' with previous and next, for the picker's zero-based pages.
import { IconButton, MenuItem, Select, Stack, Tooltip, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

export const PickerPager = ({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Typography variant="body2">Page</Typography>
    <Select size="small" variant="standard" value={Math.min(page, pages - 1)} onChange={(e) => onPage(Number(e.target.value))} inputProps={{ 'aria-label': 'Page' }}>
      {Array.from({ length: pages }, (_, i) => (
        <MenuItem key={i} value={i}>
          {i + 1}
        </MenuItem>
      ))}
    </Select>
    <Typography variant="body2">of {pages}</Typography>
    <Tooltip title="Previous page">
      <span>
        <IconButton size="small" aria-label="Previous page" disabled={page <= 0} onClick={() => onPage(page - 1)}>
          <ChevronLeft />
        </IconButton>
      </span>
    </Tooltip>
    <Tooltip title="Next page">
      <span>
        <IconButton size="small" aria-label="Next page" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
          <ChevronRight />
        </IconButton>
      </span>
    </Tooltip>
  </Stack>
);
