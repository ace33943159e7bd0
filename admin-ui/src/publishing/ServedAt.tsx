// "As served at time T" (issue 20 §3): a moment picked here (kept in the URL as `servedAt`) lists each ad that was
// live then (ACTIVE or WITH_ISSUES) on which platform and market: the creative as it was published (variant, template,
// size), the picture of the approved content it carries and its fingerprint (GET /campaigns/{id}/served?at=).
import {
  Alert,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PLATFORM_LABELS } from '../../../domain/campaign/platforms';
import type { PublishingMarketData } from '../../../domain/publishing/answers';
import { formatTime, fromLocalInput, shortFingerprint, toLocalInput } from '../approval-trail/labels';
import { Picture } from '../approval-trail/TrailPictures';
import { EmptyState } from '../common/ListStates';
import { getServed, publishingKey } from './publishingAdapter';
import { REVIEW_LABELS } from './PublishStatusChip';

const PARAM = 'servedAt';

export const ServedAt = ({ campaignId, markets }: { campaignId: string; markets: PublishingMarketData['markets'] }) => {
  const [search, setSearch] = useSearchParams();
  const at = fromLocalInput(search.get(PARAM) ?? '');
  const served = useQuery({
    queryKey: [...publishingKey(campaignId), 'served', at],
    enabled: at !== null,
    queryFn: () => getServed(campaignId, at!),
  });
  const pick = (value: string) =>
    setSearch(
      (s) => {
        const iso = fromLocalInput(value);
        if (iso) s.set(PARAM, iso);
        else s.delete(PARAM);
        return s;
      },
      { replace: true },
    );
  const nodeName = (id: string) => markets.find((m) => m.nodeId === id)?.name ?? id;
  return (
    <Stack spacing={1}>
      <TextField
        type="datetime-local"
        size="small"
        label="As served at"
        sx={{ maxWidth: 260 }}
        value={toLocalInput(at)}
        onChange={(e) => pick(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      />
      {served.isFetching && <LinearProgress aria-label="Loading what was served" />}
      {served.error && <Alert severity="error">{served.error.message}</Alert>}
      {served.data && served.data.ads.length === 0 && (
        <EmptyState
          title="Nothing was live then"
          text="No ad of this campaign was active on a platform at that moment."
        />
      )}
      {served.data && served.data.ads.length > 0 && (
        <Table size="small" aria-label="Served at that moment">
          <TableHead>
            <TableRow>
              <TableCell>Platform</TableCell>
              <TableCell>Market</TableCell>
              <TableCell>Creative</TableCell>
              <TableCell>Content</TableCell>
              <TableCell>Status since</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {served.data.ads.map((ad) => (
              <TableRow key={`${ad.platform}-${ad.externalId}`}>
                <TableCell>{PLATFORM_LABELS[ad.platform]}</TableCell>
                <TableCell>{nodeName(ad.nodeId)}</TableCell>
                <TableCell>{ad.name}</TableCell>
                <TableCell title={ad.fingerprint}>
                  <Picture
                    picture={{ fingerprint: ad.fingerprint, url: ad.screenshot }}
                    label={shortFingerprint(ad.fingerprint)}
                  />
                </TableCell>
                <TableCell>
                  {REVIEW_LABELS[ad.status]} since {formatTime(ad.since)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
};
