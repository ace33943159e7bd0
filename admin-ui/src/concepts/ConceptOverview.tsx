// The overview tab: status and its move, the brief's summary, who submitted it and when, and the campaigns
// of a ready concept.
import { Box, Paper, Stack, Typography } from '@mui/material';
import { inGroup } from '../../../domain/roles';
import { useSession } from '../auth/session';
import type { ConceptDetail } from '../../../domain/concept/answers';
import { BriefSummary } from './BriefSummary';
import { ConceptCampaigns } from './ConceptCampaigns';
import { CONCEPT_CREATORS } from './conceptAccess';
import { ConceptStatusCard } from './ConceptStatusCard';
import { ConceptThumb } from './ConceptThumb';
import { useMarketNames } from './useMarketNames';

const when = (iso: string) => new Date(iso).toLocaleString();

const Submission = ({ concept }: { concept: ConceptDetail }) => {
  const session = useSession();
  const by =
    concept.submittedBy === session?.id ? ' by you' : concept.submittedByName ? ` by ${concept.submittedByName}` : '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ConceptThumb conceptId={concept.id} thumbnail={concept.thumbnail} name={concept.name} size={64} />
        <Box>
          <Typography variant="body2" data-testid="concept-submitted">
            {concept.submittedAt
              ? `Submitted ${when(concept.submittedAt)}${by}`
              : 'Not submitted yet: the brief is a draft'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Created {when(concept.createdAt)} · updated {when(concept.updatedAt)}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
};

export const ConceptOverview = ({ concept }: { concept: ConceptDetail }) => {
  const session = useSession();
  const markets = useMarketNames(concept.partnerId);
  const campaigns = concept.status === 'ready' && !!session && inGroup(session.role, CONCEPT_CREATORS);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Stack spacing={2}>
        <ConceptStatusCard concept={concept} />
        <BriefSummary brief={concept.brief} marketNames={markets.namesOf(concept.businessNodes)} />
      </Stack>
      <Stack spacing={2}>
        <Submission concept={concept} />
        {campaigns && <ConceptCampaigns conceptId={concept.id} />}
      </Stack>
    </Box>
  );
};
