// The picker's search (debounced by the caller) and format filter.
import {
  Checkbox,
  InputAdornment,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  FormControl,
  InputLabel,
} from '@mui/material';
import Search from '@mui/icons-material/Search';

interface PickerFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  formats: string[];
  onFormats: (formats: string[]) => void;
  formatChoices: string[];
}

export const PickerFilters = ({ search, onSearch, formats, onFormats, formatChoices }: PickerFiltersProps) => (
  <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
    <TextField
      size="small"
      fullWidth
      placeholder="Search assets"
      value={search}
      onChange={(e) => onSearch(e.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': 'Search the library' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
    <FormControl size="small" fullWidth={false} sx={{ minWidth: 200 }}>
      <InputLabel id="picker-formats-label">Format</InputLabel>
      <Select<string[]>
        multiple
        labelId="picker-formats-label"
        label="Format"
        value={formats}
        onChange={(e) => onFormats(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={(selected) => selected.map((f) => f.toUpperCase()).join(', ')}
      >
        {formatChoices.map((f) => (
          <MenuItem key={f} value={f}>
            <Checkbox size="small" checked={formats.includes(f)} />
            <ListItemText primary={f.toUpperCase()} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  </Stack>
);
