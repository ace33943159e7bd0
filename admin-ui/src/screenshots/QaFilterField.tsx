// The 'QA' status filter of the personalise table (issue 19 §4): any variant, those whose screenshots carry QA
// findings, or those pictured without any.
import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { QaFilter } from '../../../domain/personalise/filters';
import { QA_FILTER_LABELS, QA_TITLE } from './texts';

const ANY = '';

export const QaFilterField = ({
  value,
  onChange,
}: {
  value: QaFilter | undefined;
  onChange: (value: QaFilter | undefined) => void;
}) => (
  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
    <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
      {QA_TITLE}
    </Typography>
    <RadioGroup
      value={value ?? ANY}
      onChange={(e) => onChange(e.target.value === ANY ? undefined : (e.target.value as QaFilter))}
    >
      <FormControlLabel value={ANY} control={<Radio size="small" />} label="Any" />
      {(Object.keys(QA_FILTER_LABELS) as QaFilter[]).map((qa) => (
        <FormControlLabel key={qa} value={qa} control={<Radio size="small" />} label={QA_FILTER_LABELS[qa]} />
      ))}
    </RadioGroup>
  </Box>
);
