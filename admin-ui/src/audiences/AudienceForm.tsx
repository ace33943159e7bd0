// /campaigns/{campaignId}/audiences/new and /{audienceId} (issue 23 §1): an audience's name, the market whose
// Campaign Manager 360 its rules come from, its rules (a targeting dimension and values from the look-ups) and the
// user segments it maps to. Saving goes back to /campaigns/{campaignId}/audiences (spec 2 §2); Save is disabled with
// its reason until the audience can be saved.
import { useState } from 'react';
import { Alert, Button, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AudienceAnswer } from '../../../domain/audience/answers';
import {
  AUDIENCE_MESSAGES,
  AUDIENCE_SEGMENT_TYPES,
  TARGETING_DIMENSIONS,
  type AudienceRule,
  type AudienceSegment,
} from '../../../domain/audience/fields';
import { nameError } from '../../../domain/shared/validation';
import { useNotifyError } from '../common/notifications';
import { PageLoader } from '../common/PageLoader';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import type { Campaign } from '../providers/adapters/campaigns';
import type { VariaDataProvider } from '../providers/dataProvider';
import { useCommand } from '../providers/useCommand';
import { audiencesKey, type AudienceData } from './audiencesAdapter';
import { audiencePath } from './audiencePaths';
import { RuleFields } from './RuleFields';
import { useCampaignNodes } from './useCampaignNodes';

interface Draft {
  name: string;
  nodeId: string;
  rules: AudienceRule[];
  segments: AudienceSegment[];
}

/** Why the draft cannot be saved yet, or null. */
function whyNotSaved(draft: Draft): string | null {
  return (
    nameError(draft.name) ??
    (draft.rules.length === 0 ? AUDIENCE_MESSAGES.noRule : null) ??
    (draft.rules.some((r) => r.values.length === 0) ? AUDIENCE_MESSAGES.noValue : null) ??
    (draft.segments.some((s) => s.value.trim() === '') ? AUDIENCE_MESSAGES.segmentValue : null)
  );
}

const dataOf = (draft: Draft): AudienceData => ({
  ...draft,
  rules: draft.rules.map((r) => ({ dimension: r.dimension, values: r.values.map((v) => v.id) })),
});

const Editor = ({ campaign, audience }: { campaign: Campaign; audience: AudienceAnswer | null }) => {
  const nodes = useCampaignNodes(campaign);
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [draft, setDraft] = useState<Draft>(() =>
    audience
      ? { name: audience.name, nodeId: audience.nodeId, rules: audience.rules, segments: audience.segments }
      : {
          name: '',
          nodeId: campaign.businessNodes[0] ?? '',
          rules: [{ dimension: 'operating_systems', values: [] }],
          segments: [],
        },
  );
  const [create, creating] = useCommand('createAudience');
  const [update, updating] = useCommand('updateAudience');
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setRule = (i: number, rule: AudienceRule) => set({ rules: draft.rules.map((r, j) => (j === i ? rule : r)) });
  const setSegment = (i: number, segment: AudienceSegment) =>
    set({ segments: draft.segments.map((s, j) => (j === i ? segment : s)) });
  const used = draft.rules.map((r) => r.dimension);
  const free = TARGETING_DIMENSIONS.filter((d) => !used.includes(d));
  const saving = creating.isPending || updating.isPending;
  const reason = (saving && WORKING) || whyNotSaved(draft);
  const done = {
    onSuccess: () => {
      notify(`Audience ${draft.name.trimEnd()} saved`, { type: 'success' });
      void navigate(audiencePath(campaign.id));
    },
    onError: notifyError,
  };
  const save = () =>
    audience
      ? update({ campaignId: campaign.id, audienceId: audience.id, data: dataOf(draft) }, done)
      : create({ campaignId: campaign.id, data: dataOf(draft) }, done);

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 960 }}>
      <Stack spacing={3}>
        <Typography variant="h6" component="h2">
          {audience ? `Edit ${audience.name}` : 'New audience'}
        </Typography>
        <TextField
          label="Name"
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          error={draft.name !== '' && nameError(draft.name) !== null}
          helperText={draft.name !== '' ? nameError(draft.name) : null}
          autoFocus
        />
        <TextField
          select
          label="Campaign Manager 360 of"
          helperText="The market whose Campaign Manager 360 lists the targeting values"
          value={draft.nodeId}
          onChange={(e) => set({ nodeId: e.target.value, rules: draft.rules.map((r) => ({ ...r, values: [] })) })}
        >
          {nodes.map((n) => (
            <MenuItem key={n.id} value={n.id}>
              {n.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={2} role="group" aria-label="Rules">
          <Typography variant="subtitle1">Rules</Typography>
          {draft.rules.map((rule, i) => (
            <RuleFields
              key={rule.dimension}
              rule={rule}
              nodeId={draft.nodeId}
              taken={used.filter((d) => d !== rule.dimension)}
              onChange={(next) => setRule(i, next)}
              onRemove={() => set({ rules: draft.rules.filter((_, j) => j !== i) })}
            />
          ))}
          {draft.rules.length === 0 && <Alert severity="info">{AUDIENCE_MESSAGES.noRule}</Alert>}
          <WhyDisabled reason={free.length === 0 && 'Every targeting dimension has a rule'}>
            <Button
              startIcon={<Add />}
              disabled={free.length === 0}
              onClick={() => set({ rules: [...draft.rules, { dimension: free[0]!, values: [] }] })}
            >
              Add rule
            </Button>
          </WhyDisabled>
        </Stack>
        <Stack spacing={2} role="group" aria-label="User segments">
          <Typography variant="subtitle1">User segments</Typography>
          {draft.segments.map((segment, i) => (
            <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                select
                label="Segment type"
                value={segment.type}
                sx={{ minWidth: 240 }}
                onChange={(e) => setSegment(i, { ...segment, type: e.target.value as AudienceSegment['type'] })}
              >
                {AUDIENCE_SEGMENT_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {t}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Segment value"
                value={segment.value}
                fullWidth
                onChange={(e) => setSegment(i, { ...segment, value: e.target.value })}
              />
              <Tooltip title="Remove segment">
                <IconButton
                  aria-label={`Remove segment ${i + 1}`}
                  onClick={() => set({ segments: draft.segments.filter((_, j) => j !== i) })}
                >
                  <Delete fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ))}
          <Button
            startIcon={<Add />}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => set({ segments: [...draft.segments, { type: 'Custom', value: '' }] })}
          >
            Add segment
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={audiencePath(campaign.id)}>
            Cancel
          </Button>
          <WhyDisabled reason={reason}>
            <Button variant="contained" disabled={reason !== null} onClick={() => void save()}>
              Save
            </Button>
          </WhyDisabled>
        </Stack>
      </Stack>
    </Paper>
  );
};

/** The form of a new audience, or of `audienceId` once loaded. */
export const AudienceForm = ({ campaign, audienceId }: { campaign: Campaign; audienceId: string | null }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const existing = useQuery({
    queryKey: [...audiencesKey(campaign.id), 'one', audienceId],
    queryFn: ({ signal }) => dataProvider.audience(campaign.id, audienceId!, signal),
    enabled: audienceId !== null,
  });
  if (audienceId === null) return <Editor campaign={campaign} audience={null} />;
  if (existing.isError) return <Alert severity="error">{existing.error.message}</Alert>;
  if (existing.isPending) return <PageLoader />;
  return <Editor key={existing.data.id} campaign={campaign} audience={existing.data} />;
};
