// "As approved at": pick a moment and see, for each format then, its state, who decided it and with which content.
import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageNavigator } from '../common/Pager';
import { PageLoader } from '../common/PageLoader';
import { pageRange } from '../providers/paging';
import { formatTime, fromLocalInput, shortFingerprint, StateChip, toLocalInput } from './labels';
import { asOfPage } from './trailApi';
import { userName } from './TrailTable';

interface AsOfViewProps {
  campaignId: string;
  at: string | null;
  variantId: string | undefined;
  page: number;
  perPage: number;
  onChange: (next: { at?: string | null; page?: number }) => void;
}

const contentOf = (values: Record<string, { value: string }>) =>
  Object.entries(values)
    .map(([name, v]) => `${name}: ${v.value}`)
    .join(' · ');

export const AsOfView = ({ campaignId, at, variantId, page, perPage, onChange }: AsOfViewProps) => {
  const query = useQuery({
    queryKey: ['approval-trail', campaignId, 'as-of', at, variantId, page, perPage],
    queryFn: ({ signal }) => asOfPage(campaignId, at!, variantId, pageRange(page, perPage), signal),
    enabled: at !== null,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / perPage));
  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        type="datetime-local"
        label="As approved at"
        value={toLocalInput(at)}
        sx={{ maxWidth: 280 }}
        onChange={(e) => onChange({ at: fromLocalInput(e.target.value), page: 1 })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      />
      {at === null ? (
        <Alert severity="info">
          Pick a moment to see which creatives were approved then, by whom, and with which content.
        </Alert>
      ) : query.isPending ? (
        <PageLoader />
      ) : query.error ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <EmptyState title="No creatives at that moment" text="The campaign's variants were made later." />
      ) : (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            As approved at {formatTime(at)}
          </Typography>
          <Table size="small" aria-label="As approved at">
            <TableHead>
              <TableRow>
                <TableCell>Variant</TableCell>
                <TableCell>Format</TableCell>
                <TableCell>State</TableCell>
                <TableCell>By</TableCell>
                <TableCell>Since</TableCell>
                <TableCell>Content</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.rows.map((r) => (
                <TableRow key={r.formatId} data-testid="as-of-row">
                  <TableCell>{r.variantName}</TableCell>
                  <TableCell>
                    {r.record ? `${r.record.templateName} (v${r.record.content.version})` : r.templateName}
                  </TableCell>
                  <TableCell>
                    <StateChip state={r.state} />
                  </TableCell>
                  <TableCell>{r.record ? `${userName(r.record)} (${r.record.role})` : '–'}</TableCell>
                  <TableCell>{r.record ? formatTime(r.record.at) : '–'}</TableCell>
                  <TableCell>
                    {r.record ? (
                      <Tooltip title={r.record.fingerprint}>
                        <span tabIndex={0}>
                          {contentOf(r.record.content.values)} <code>{shortFingerprint(r.record.fingerprint)}</code>
                        </span>
                      </Tooltip>
                    ) : (
                      'Never decided by then'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
            <PageNavigator page={page} pages={pages} onPage={(p) => onChange({ page: p })} />
          </Stack>
        </Box>
      )}
    </Stack>
  );
};
