// The variations of a campaign's assemblies (spec 2 §7 generate-variations; issue 23 §2): 'Generate variations'
// starts a generation, whose progress bar follows the server's count (polled each second while it runs); when it ends
// it says what it made (new, updated, archived, unchanged) or why it failed, and links to the creatives, where the
// variations are reviewed as any variant.
import { Alert, Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { campaignPath } from '../campaigns/campaignPaths';
import { useNotifyError } from '../common/notifications';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import type { VariaDataProvider } from '../providers/dataProvider';
import { useCommand } from '../providers/useCommand';
import { assembliesKey } from './assembliesAdapter';

const POLL_MS = 1000;

export const GenerateVariations = ({ campaignId, assemblies }: { campaignId: string; assemblies: number }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notifyError = useNotifyError();
  const generation = useQuery({
    queryKey: [...assembliesKey(campaignId), 'generation'],
    queryFn: ({ signal }) => dataProvider.assemblyGeneration(campaignId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
  const [run, { isPending }] = useCommand('generateVariations');
  const current = generation.data;
  const running = current?.status === 'running';
  const percent = current && current.total > 0 ? Math.round((100 * current.done) / current.total) : 0;
  const why =
    (isPending && WORKING) ||
    (running && 'A generation is running') ||
    (assemblies === 0 && 'Import a datasource first') ||
    null;
  return (
    <Stack spacing={1} component="section" aria-label="Variations">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6">Variations</Typography>
        <span style={{ flex: 1 }} />
        <WhyDisabled reason={why}>
          <Button
            variant="contained"
            startIcon={<AutoAwesome />}
            disabled={why !== null}
            onClick={() => void run({ campaignId }, { onError: notifyError })}
          >
            Generate variations
          </Button>
        </WhyDisabled>
      </Stack>
      {current ? (
        <Box>
          <LinearProgress
            variant="determinate"
            value={current.status === 'running' ? percent : 100}
            aria-label="Generation progress"
            color={current.status === 'failed' ? 'error' : 'primary'}
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {running && `Generating: ${current.done} of ${current.total} variations`}
            {current.status === 'finished' &&
              current.counts &&
              `Generated: ${current.counts.new} new, ${current.counts.updated} updated, ${current.counts.archived} archived, ${current.counts.unchanged} unchanged. `}
            {current.status === 'finished' && (
              <Link component={RouterLink} to={campaignPath(campaignId, 'creatives')}>
                Review them in Creatives
              </Link>
            )}
          </Typography>
          {current.status === 'failed' && <Alert severity="error">{current.reason}</Alert>}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Generating makes every permutation of the datasources a variation of each format; they are reviewed, rendered
          and published in Creatives like any variant.
        </Typography>
      )}
    </Stack>
  );
};
