// The settings tab (/campaigns/{id}/settings, spec 2 §6, §7 PATCH /campaigns/{id}/settings): the basic settings
// (name, flight dates) for every campaign creator, the markets too for all but the MANAGER, and the campaign's
// lock, archive and delete. Only changed fields are sent; the server's refusal stays until the next change.
import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BUSINESS_NODES_NOT_PROVIDED, MARKETS_LOCKED } from '../../../../domain/campaign/messages';
import { nameError, sameList } from '../../../../domain/shared/validation';
import { NodeChecklist } from '../../assets/NodeChecklist';
import { useSession } from '../../auth/session';
import { NOTHING_CHANGED, WhyDisabled, WORKING } from '../../common/WhyDisabled';
import { usePartnerLink } from '../../layout/usePartners';
import type { Campaign, CampaignSettingsChange } from '../../providers/adapters/campaigns';
import { SERVER_FAILURE_TITLE } from '../../providers/httpClient';
import { useCommand } from '../../providers/useCommand';
import { mayChangeMarkets } from '../campaignAccess';
import { campaignActions, type CampaignAction } from '../campaignActions';
import { CampaignActionDialog } from '../CampaignActionDialog';
import { CAMPAIGNS_PATH } from '../campaignPaths';
import { ALREADY_EXIST, useCampaignNameCheck } from '../create/useCampaignNameCheck';
import { FlightFields } from '../FlightFields';
import { flightError, todayIso, type Flight } from '../flightDates';

const MARKETS_LOCKED_NOTE =
  'The campaign is in the build state: contact your customer success manager to change its markets.';

interface Values extends Flight {
  name: string;
  businessNodes: string[];
}

const valuesOf = (c: Campaign): Values => ({
  name: c.name,
  businessNodes: c.businessNodes,
  flightStart: c.flightStart,
  flightEnd: c.flightEnd,
});

/** Only what differs from the saved campaign; markets only for the roles that may change them. */
function changesOf(campaign: Campaign, values: Values, markets: boolean): CampaignSettingsChange {
  const change: CampaignSettingsChange = { id: campaign.id };
  if (values.name.trimEnd() !== campaign.name) change.name = values.name.trimEnd();
  if (markets && !sameList([...values.businessNodes].sort(), [...campaign.businessNodes].sort()))
    change.businessNodes = values.businessNodes;
  if (values.flightStart !== campaign.flightStart) change.flightStart = values.flightStart;
  if (values.flightEnd !== campaign.flightEnd) change.flightEnd = values.flightEnd;
  return change;
}

export const CampaignSettings = ({ campaign }: { campaign: Campaign }) => {
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const link = usePartnerLink();
  const markets = !!session && mayChangeMarkets(session.role);
  const [values, setValues] = useState<Values>(() => valuesOf(campaign));
  const [marketsLocked, setMarketsLocked] = useState(false);
  const [chosen, setChosen] = useState<CampaignAction | null>(null);
  useEffect(() => setValues(valuesOf(campaign)), [campaign]);
  const [run, save] = useCommand('changeCampaignSettings', {
    onSuccess: () => notify(`Settings of ${values.name.trimEnd()} saved`, { type: 'success' }),
    onError: (error) => setMarketsLocked((locked) => locked || error.message === MARKETS_LOCKED),
  });
  const set = (changes: Partial<Values>) => {
    if (save.error) save.reset();
    setValues((current) => ({ ...current, ...changes }));
  };

  const change = changesOf(campaign, values, markets);
  const unchanged = Object.keys(change).length === 1;
  const nameRule = nameError(values.name);
  const nameProblem = useCampaignNameCheck(values.name, campaign.partnerId, campaign.name);
  // Dates already in the past may stay as they are: only the ones being changed must not be.
  const datesProblem = flightError(values, todayIso(), {
    flightStart: change.flightStart ?? null,
    flightEnd: change.flightEnd ?? null,
  });
  const blocked = save.isPending
    ? WORKING
    : unchanged
      ? NOTHING_CHANGED
      : nameRule ||
        nameProblem ||
        (markets && values.businessNodes.length === 0 && BUSINESS_NODES_NOT_PROVIDED) ||
        datesProblem;

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        noValidate
        aria-label="Campaign settings"
        onSubmit={(e) => {
          e.preventDefault();
          if (!blocked) void run(change);
        }}
      >
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
          Settings
        </Typography>
        {save.error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => save.reset()} data-testid="campaign-settings-error">
            <AlertTitle>{SERVER_FAILURE_TITLE}</AlertTitle>
            {save.error.message}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField
            label="Campaign name"
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
            error={!!nameRule || nameProblem === ALREADY_EXIST}
            helperText={nameRule || nameProblem || ' '}
            required
            fullWidth
            disabled={save.isPending}
          />
          <FlightFields
            value={values}
            onChange={(flight) => set(flight)}
            error={datesProblem}
            disabled={save.isPending}
          />
          {markets && (
            <Box component="section" aria-label="Markets">
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                Markets
              </Typography>
              {marketsLocked && (
                <Alert severity="info" sx={{ my: 1 }}>
                  {MARKETS_LOCKED_NOTE}
                </Alert>
              )}
              <NodeChecklist
                partnerId={campaign.partnerId}
                value={values.businessNodes}
                onChange={(businessNodes) => set({ businessNodes })}
                disabledReason={(save.isPending && WORKING) || (marketsLocked && MARKETS_LOCKED)}
              />
            </Box>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <WhyDisabled reason={blocked}>
            <Button type="submit" variant="contained" disabled={!!blocked}>
              Save
            </Button>
          </WhyDisabled>
          <WhyDisabled reason={unchanged && NOTHING_CHANGED}>
            <Button
              color="inherit"
              disabled={unchanged || save.isPending}
              onClick={() => setValues(valuesOf(campaign))}
            >
              Reset
            </Button>
          </WhyDisabled>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} aria-label="Campaign actions" component="section">
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Campaign
        </Typography>
        <Stack direction="row" spacing={1}>
          {campaignActions(campaign, session?.role).map((action) => (
            <WhyDisabled key={action.kind} reason={action.disabledReason}>
              <Button
                startIcon={action.verb.icon}
                color={action.verb.destructive ? 'error' : 'primary'}
                disabled={!!action.disabledReason}
                onClick={() => setChosen(action)}
              >
                {action.verb.label}
              </Button>
            </WhyDisabled>
          ))}
        </Stack>
      </Paper>
      {chosen && (
        <CampaignActionDialog
          key={chosen.kind}
          action={chosen}
          subject={campaign.name}
          onClose={() => setChosen(null)}
          onDone={chosen.kind === 'delete' ? () => void navigate(link(CAMPAIGNS_PATH)) : undefined}
        />
      )}
    </Stack>
  );
};
