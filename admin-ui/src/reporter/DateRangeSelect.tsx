// The reporting screens' date range (spec 3 §9): the last 1, 7, 14, 30, 60 or 90 days.
import { MenuItem, TextField } from '@mui/material';
import { REPORT_DATE_RANGES, type ReportDateRange } from '../../../domain/report/date-range';

export const DateRangeSelect = ({ days, onChange }: { days: number; onChange: (days: ReportDateRange) => void }) => (
  <TextField
    select
    size="small"
    label="Date range"
    value={days}
    onChange={(e) => onChange(Number(e.target.value) as ReportDateRange)}
    sx={{ minWidth: 150 }}
  >
    {REPORT_DATE_RANGES.map((d) => (
      <MenuItem key={d} value={d}>
        {d === 1 ? 'Last day' : `Last ${d} days`}
      </MenuItem>
    ))}
  </TextField>
);
