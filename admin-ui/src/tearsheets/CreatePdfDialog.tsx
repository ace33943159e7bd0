// 'Create PDF' (POST /campaigns/{id}/create-pdf, spec 2 §7): a tearsheet of the campaign's creatives, narrowed by
// platform, format, approval status, segment and QA, each offering only what the campaign has. Opened with the
// filters in the URL (useCreatePdfParam). A request the server did not take says 'Could not send the request to the
// server.' (spec 2 §8); the build then goes on in the background, listed at once with its progress.
import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  createFilterOptions,
  DialogActions,
  DialogContent,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { CREATIVE_STATUSES, type CreativeStatus } from '../../../domain/personalise/approvals';
import { filterSummary, normalFilter } from '../../../domain/tearsheet/filter';
import { REQUEST_NOT_SENT } from '../../../domain/tearsheet/messages';
import { CheckboxOptions } from '../common/CheckboxOptions';
import { FormDialog } from '../common/DialogForm';
import { useNotifyFailure } from '../common/notifications';
import { SubmitDialogBody } from '../common/SubmitDialogBody';
import type { Campaign } from '../providers/adapters/campaigns';
import { useCommand } from '../providers/useCommand';
import { QaFilterField } from '../screenshots/QaFilterField';
import type { TearsheetFilter } from './tearsheetsAdapter';
import { CREATIVE_STATUS_LABELS } from './texts';
import { useCampaignFilterOptions, type FilterOption } from './useCampaignFilterOptions';
import { showRequested } from './useCampaignTearsheets';

const ANY = '';
const SEGMENTS_SHOWN = 50;
const segmentOptions = createFilterOptions<FilterOption>({ limit: SEGMENTS_SHOWN });

const toggled = <T,>(list: T[] | undefined, value: T) =>
  list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];

interface CreatePdfDialogProps {
  campaign: Campaign;
  open: boolean;
  initial: TearsheetFilter;
  onClose: () => void;
}

export const CreatePdfDialog = ({ open, onClose, ...props }: CreatePdfDialogProps) => (
  <FormDialog open={open} title="Create PDF" onClose={onClose}>
    <CreatePdfForm {...props} onClose={onClose} />
  </FormDialog>
);

const CreatePdfForm = ({ campaign, initial, onClose }: Omit<CreatePdfDialogProps, 'open'>) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [draft, setDraft] = useState<TearsheetFilter>(initial);
  const options = useCampaignFilterOptions(campaign, true);
  const [create, { isPending }] = useCommand('createPdf');
  const change = (part: Partial<TearsheetFilter>) => setDraft((d) => ({ ...d, ...part }));
  const filter = normalFilter(draft);
  const submit = () =>
    create(
      { campaignId: campaign.id, filter },
      {
        onSuccess: (made) => {
          showRequested(campaign.id, made);
          notify(`PDF requested: ${filterSummary(filter)}`, { type: 'info' });
          onClose();
        },
        onError: (error) => notifyFailure(REQUEST_NOT_SENT, error),
      },
    );
  const checkboxes = (
    title: string,
    list: FilterOption[],
    chosen: string[] | undefined,
    key: 'platforms' | 'formats',
  ) => (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      {list.length ? (
        <CheckboxOptions row options={list} chosen={chosen} onToggle={(id) => change({ [key]: toggled(chosen, id) })} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {options.loading ? 'Loading…' : 'None'}
        </Typography>
      )}
    </Box>
  );
  const chosenSegments = options.segments.filter((s) => draft.segments?.includes(s.id));
  return (
    <SubmitDialogBody submitLabel="Create PDF" pending={isPending} onSubmit={() => void submit()} onCancel={onClose}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          A PDF of the campaign&apos;s creatives with their screenshots, signals, approvals and QA findings. Leave a
          filter empty to take all. Nothing chosen: every creative.
        </Typography>
        {options.loading && <LinearProgress aria-label="Loading the campaign's formats and segments" />}
        {options.error && <Alert severity="error">{options.error.message}</Alert>}
        {checkboxes('Platforms', options.platforms, draft.platforms, 'platforms')}
        {checkboxes('Formats', options.formats, draft.formats, 'formats')}
        <TextField
          select
          size="small"
          label="Approval status"
          value={draft.status ?? ANY}
          onChange={(e) => change({ status: (e.target.value || undefined) as CreativeStatus | undefined })}
        >
          <MenuItem value={ANY}>Any status</MenuItem>
          {CREATIVE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {CREATIVE_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          size="small"
          options={options.segments}
          value={chosenSegments}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={segmentOptions}
          onChange={(_, chosen) => change({ segments: chosen.map((s) => s.id) })}
          noOptionsText={options.loading ? 'Loading…' : 'No segments'}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Segments"
              placeholder="Search by name"
              helperText="Variants with any of them"
            />
          )}
        />
        <QaFilterField value={draft.qa} onChange={(qa) => change({ qa })} />
        <Typography variant="body2" data-testid="pdf-filter-summary">
          {filterSummary(filter)}
        </Typography>
      </Stack>
    </SubmitDialogBody>
  );
};
