// "Recommended from your library" in the Assets step (spec 1 §7 recommendations): library assets that fit the brief
// (its markets, the required categories it still lacks, the words of its name), each with its thumbnail, name,
// category and why it is recommended; Add puts it in the brief under its category (origin 'recommendation'), and a
// thumbs up or down teaches the partner's recommendations (the list is asked again, so it reorders).
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ThumbDown from '@mui/icons-material/ThumbDown';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ASSET_CATEGORY_LABELS } from '../../../../../domain/asset/rules';
import type { BriefAsset } from '../../../../../domain/concept/brief';
import type { Suggestion } from '../../../../../domain/recommendation/answers';
import { briefRecommendationRequest } from '../../../../../domain/recommendation/brief-request';
import type { RecommendationFeedback } from '../../../../../domain/recommendation/events';
import { AssetThumb } from '../../../assets/AssetThumb';
import { useNotifyError } from '../../../common/notifications';
import { WhyDisabled, WORKING } from '../../../common/WhyDisabled';
import type { BriefWizardState } from '../useBriefWizard';
import { briefRecommendations, chooseRecommendation, giveFeedback } from '../recommendationCalls';

const TITLE = 'Recommended from your library';
const HOW =
  'Chosen by tags shared with the words of the brief’s name and direction, the required categories it still lacks, ' +
  'its markets, and your team’s thumbs up and down.';

const VOTES = [
  { feedback: 'up', label: 'Thumbs up', title: 'Useful: recommend it more', on: ThumbUp, off: ThumbUpOutlined },
  {
    feedback: 'down',
    label: 'Thumbs down',
    title: 'Not useful: recommend it less',
    on: ThumbDown,
    off: ThumbDownOutlined,
  },
] as const;

/** A thumbs up or down on one suggestion, pressed while it is the caller's vote. */
const VoteButton = ({
  feedback,
  label,
  title,
  on: On,
  off: Off,
  suggestion,
  busy,
  onVote,
}: (typeof VOTES)[number] & {
  suggestion: Suggestion;
  busy: boolean;
  onVote: (s: Suggestion, feedback: RecommendationFeedback) => void;
}) => (
  <WhyDisabled reason={busy && WORKING} title={title}>
    <IconButton
      size="small"
      aria-label={`${label} for ${suggestion.name}`}
      aria-pressed={suggestion.feedback === feedback}
      disabled={busy}
      onClick={() => onVote(suggestion, feedback)}
    >
      {suggestion.feedback === feedback ? <On fontSize="small" /> : <Off fontSize="small" />}
    </IconButton>
  </WhyDisabled>
);

export const RecommendedAssets = ({ wizard, partnerId }: { wizard: BriefWizardState; partnerId: string }) => {
  const { brief, edit } = wizard;
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const request = briefRecommendationRequest(brief);
  const key = ['recommendations', partnerId, request];
  const { data, isPending, isFetching, error } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => briefRecommendations(partnerId, request, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['recommendations'] });

  async function act(suggestion: Suggestion, work: () => Promise<unknown>) {
    setBusy(suggestion._id);
    try {
      await work();
      await refresh();
    } catch (error) {
      notifyError(error as Error);
    } finally {
      setBusy(null);
    }
  }

  const add = (suggestion: Suggestion) =>
    act(suggestion, async () => {
      const chosen = await chooseRecommendation(partnerId, suggestion._id, brief.intro.businessNodes);
      edit((b) => {
        const assets = { ...b.assets };
        for (const { type, ...asset } of chosen) assets[type] = [...assets[type], asset satisfies BriefAsset];
        return { ...b, assets };
      });
    });
  const vote = (suggestion: Suggestion, feedback: RecommendationFeedback) =>
    void act(suggestion, () => giveFeedback(suggestion.url, feedback));

  const suggestions = data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label={TITLE}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tooltip title={HOW}>
          <Typography variant="subtitle1">{TITLE}</Typography>
        </Tooltip>
        {isFetching && <CircularProgress size={16} aria-label="Loading recommendations" />}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {request.tags.length > 0 ? `Matching: ${request.tags.join(', ')}` : HOW}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error.message}
        </Alert>
      )}
      {isPending || error ? null : suggestions.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }} data-testid="no-recommendations">
          Nothing to recommend yet: tag your library assets, put them on the brief’s markets, or name the brief after
          its theme.
        </Typography>
      ) : (
        <Box
          role="list"
          aria-label="Recommended assets"
          sx={{ display: 'grid', gap: 1.5, mt: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}
        >
          {suggestions.map((s) => (
            <Card key={s._id} variant="outlined" role="listitem" aria-label={s.name} data-testid="recommendation">
              <AssetThumb asset={s} height={90} iconSize={32} />
              <Box sx={{ p: 1 }}>
                <Typography variant="body2" noWrap title={s.name}>
                  {s.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {ASSET_CATEGORY_LABELS[s.category]} · {s.format.toUpperCase()}
                </Typography>
                <Tooltip title={`Why: ${s.reason}`}>
                  <Typography variant="caption" component="div" data-testid="recommendation-reason">
                    {s.reason}
                  </Typography>
                </Tooltip>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <Button size="small" variant="outlined" loading={busy === s._id} onClick={() => void add(s)}>
                    Add
                  </Button>
                  {VOTES.map((v) => (
                    <VoteButton key={v.feedback} {...v} suggestion={s} busy={busy !== null} onVote={vote} />
                  ))}
                </Stack>
              </Box>
            </Card>
          ))}
        </Box>
      )}
    </Paper>
  );
};
