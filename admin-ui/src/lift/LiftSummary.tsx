// On /reporter: for a campaign with results, each personalised variant's verdict against its fallback, and the way
// to the whole lift.
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLift } from './useLift';
import { VerdictChip } from './verdict';

export const LiftSummary = ({ campaignId, campaignName }: { campaignId: string; campaignName: string }) => {
  const { data } = useLift(campaignId);
  const variants = (data?.trees ?? []).flatMap((t) => t.variants);
  return (
    <Stack spacing={0.5} sx={{ py: 1 }} aria-label={`Lift of ${campaignName}`}>
      <Link component={RouterLink} to={`/reporter/lift/${campaignId}`} variant="body2" sx={{ fontWeight: 600 }}>
        {campaignName}
      </Link>
      {data && variants.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          No personalised variant ran beside its fallback yet.
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((v) => (
          <Stack key={v.variantId} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="caption">{v.name ?? v.variantId}</Typography>
            <VerdictChip lift={v} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
};
