// /reporter/lift/:campaignId (issue 21 §4): did personalising pay off? Per personalised tree, each variant's CTR, CVR
// and ROAS against its fallback on the same days and placements, the difference with its 95% interval as a chart, a
// plain verdict, and the same per audience segment.
import {
  Alert,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router-dom';
import { PLATFORM_LABELS } from '../../../domain/campaign/platforms';
import { NO_DATA } from '../../../domain/report/messages';
import type { LiftAnswer, NamedVariantLift } from '../../../domain/report/reporter-answers';
import { PageHeader } from '../common/PageHeader';
import { LiftChart } from './LiftChart';
import { useLift } from './useLift';
import { VerdictChip } from './verdict';

type Tree = LiftAnswer['trees'][number];

const percent = (value: number | null) => (value === null ? NO_DATA : `${value.toFixed(2)}%`);

/** "2.00% vs 1.00% (+1.00 pp, 0.85 to 1.15)" */
function rateText(rate: NamedVariantLift['rates']['CTR']): string {
  if (rate.difference === null) return NO_DATA;
  const interval = rate.interval ? `, ${rate.interval.low.toFixed(2)} to ${rate.interval.high.toFixed(2)}` : '';
  const sign = rate.difference > 0 ? '+' : '';
  return `${percent(rate.variant)} vs ${percent(rate.fallback)} (${sign}${rate.difference.toFixed(2)} pp${interval})`;
}

const LiftTable = ({ variants }: { variants: NamedVariantLift[] }) => (
  <Table size="small">
    <TableHead>
      <TableRow>
        <TableCell>Variant</TableCell>
        <TableCell>CTR against the fallback</TableCell>
        <TableCell>CVR against the fallback</TableCell>
        <TableCell>ROAS</TableCell>
        <TableCell>Verdict</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {variants.map((v) => (
        <TableRow key={v.variantId}>
          <TableCell>
            {v.name ?? v.variantId}
            {v.scheduled && (
              <Typography variant="caption" color="text.secondary" component="div">
                On a schedule
              </Typography>
            )}
          </TableCell>
          <TableCell>{rateText(v.rates.CTR)}</TableCell>
          <TableCell>{rateText(v.rates.CVR)}</TableCell>
          <TableCell>
            {v.roas.variant ?? NO_DATA} vs {v.roas.fallback ?? NO_DATA}
          </TableCell>
          <TableCell>
            <VerdictChip lift={v} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const platformName = (tree: Tree) => (tree.platform ? PLATFORM_LABELS[tree.platform] : 'Tree');

const TreeLift = ({ tree }: { tree: Tree }) => (
  <Paper variant="outlined" sx={{ p: 2 }} aria-label={`Lift on ${platformName(tree)}`}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {platformName(tree)} · the fallback is {tree.fallback?.name ?? 'not set'}
    </Typography>
    {!tree.fallback ? (
      <Typography variant="body2">Without a fallback there is nothing to compare the variants with.</Typography>
    ) : tree.variants.length === 0 ? (
      <Typography variant="body2">No variant has results beside the fallback yet.</Typography>
    ) : (
      <>
        <LiftChart variants={tree.variants} metric="CTR" />
        <LiftTable variants={tree.variants} />
        {tree.segments.length > 1 &&
          tree.segments.map((s) => (
            <Stack key={s.segment} sx={{ mt: 2 }}>
              <Typography variant="subtitle2">Segment {s.segment || '(none reported)'}</Typography>
              <LiftTable variants={s.variants} />
            </Stack>
          ))}
        {tree.schedules.map((s) => (
          <Stack key={s.schedule} sx={{ mt: 2 }} role="group" aria-label={`On schedule ${s.schedule}`}>
            <Typography variant="subtitle2">On the days of schedule {s.schedule}</Typography>
            {s.variants.length > 0 ? (
              <LiftTable variants={s.variants} />
            ) : (
              <Typography variant="body2">Nothing delivered beside the fallback on its days yet.</Typography>
            )}
          </Stack>
        ))}
      </>
    )}
  </Paper>
);

export const LiftPage = () => {
  const { campaignId } = useParams();
  const { data, error, isPending } = useLift(campaignId);
  return (
    <>
      <PageHeader
        title="Lift of personalisation"
        subtitle="Each variant against its fallback on the same days and placements, with a 95% interval"
      />
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <CircularProgress aria-label="Loading the lift" />}
      <Stack spacing={2}>
        {data?.trees.map((tree) => (
          <TreeLift key={tree.treeId} tree={tree} />
        ))}
      </Stack>
    </>
  );
};

export default LiftPage;
