// The new campaign of a ready concept (spec 2 §7 POST /campaigns): name (checked as typed), markets within the
// user's reach, platforms, the concept's templates, flight dates, and a summary of what it will get. The rules the
// screen can check are shown before the submit; the server's refusal stays on screen until the next change.
import { useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  BUSINESS_NODES_NOT_PROVIDED,
  NO_TREE_FOR_PLATFORMS,
  PLATFORMS_NOT_PROVIDED,
  TEMPLATES_NOT_PROVIDED,
} from '../../../../domain/campaign/messages';
import { treesOf, type CampaignTemplate, type Platform } from '../../../../domain/campaign/platforms';
import { nameError } from '../../../../domain/shared/validation';
import { NodeChecklist } from '../../assets/NodeChecklist';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import { NAME_CHECK_FAILED } from '../../concepts/wizard/useNameCheck';
import { useCurrentPartner, usePartnerLink } from '../../layout/usePartners';
import type { ConceptDetail } from '../../../../domain/concept/answers';
import type { Template } from '../../providers/adapters/templates';
import type { VariaDataProvider } from '../../providers/dataProvider';
import { SERVER_FAILURE_TITLE } from '../../providers/httpClient';
import { useCommand } from '../../providers/useCommand';
import { CAMPAIGNS_PATH } from '../campaignPaths';
import { FlightFields } from '../FlightFields';
import { flightError, todayIso, type Flight } from '../flightDates';
import { PlatformChoice } from './PlatformChoice';
import { TemplateChoice } from './TemplateChoice';
import { TreeSummary } from './TreeSummary';
import { ALREADY_EXIST, useCampaignNameCheck } from './useCampaignNameCheck';

const campaignTemplateOf = (t: Template): CampaignTemplate => ({
  templateId: t.id,
  name: t.name,
  size: t.size,
  version: t.version,
  kind: t.kind,
  suitableChannels: t.suitableChannels,
});

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

export const CampaignForm = ({ concept }: { concept: ConceptDetail }) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const link = usePartnerLink();
  const { canSwitch } = useCurrentPartner();
  const templates = useQuery({
    queryKey: ['concept-templates', concept.id],
    queryFn: () => dataProvider.conceptTemplates(concept.id),
  });
  const [name, setName] = useState('');
  const [businessNodes, setBusinessNodes] = useState<string[]>([]);
  const [platforms, setPlatforms] = useState<Platform[]>([]);
  const [templateIds, setTemplateIds] = useState<string[]>([]);
  const [flight, setFlight] = useState<Flight>({ flightStart: null, flightEnd: null });
  const [create, creation] = useCommand('createCampaign', {
    onSuccess: () => {
      notify(`Campaign ${name.trimEnd()} created`, { type: 'success' });
      void navigate(link(CAMPAIGNS_PATH));
    },
  });
  // A refusal is about the values sent: editing clears it.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      if (creation.error) creation.reset();
      set(value);
    };

  const nameRule = nameError(name);
  const nameProblem = useCampaignNameCheck(name, concept.partnerId);
  const datesProblem = flightError(flight, todayIso());
  const chosen = (templates.data ?? []).filter((t) => templateIds.includes(t.id)).map(campaignTemplateOf);
  const blocked = creation.isPending
    ? WORKING
    : nameRule ||
      nameProblem ||
      (businessNodes.length === 0 && BUSINESS_NODES_NOT_PROVIDED) ||
      (platforms.length === 0 && PLATFORMS_NOT_PROVIDED) ||
      (chosen.length === 0 && TEMPLATES_NOT_PROVIDED) ||
      (treesOf(platforms, chosen, () => '').length === 0 && NO_TREE_FOR_PLATFORMS) ||
      datesProblem;

  const submit = () =>
    create({
      ...(canSwitch ? { partnerId: concept.partnerId } : {}),
      conceptId: concept.id,
      name: name.trimEnd(),
      businessNodes,
      platforms,
      templateIds: chosen.map((t) => t.templateId),
      ...(flight.flightStart ? { flightStart: flight.flightStart } : {}),
      ...(flight.flightEnd ? { flightEnd: flight.flightEnd } : {}),
    });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="New campaign"
      sx={{ p: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) void submit();
      }}
    >
      <Stack spacing={3}>
        {creation.error && (
          <Alert severity="error" onClose={() => creation.reset()} data-testid="campaign-create-error">
            <AlertTitle>{SERVER_FAILURE_TITLE}</AlertTitle>
            {creation.error.message}
          </Alert>
        )}
        <TextField
          label="Campaign name"
          value={name}
          onChange={(e) => edit(setName)(e.target.value)}
          error={(name !== '' && !!nameRule) || nameProblem === ALREADY_EXIST || nameProblem === NAME_CHECK_FAILED}
          helperText={(name !== '' && nameRule) || nameProblem || ' '}
          required
          fullWidth
          disabled={creation.isPending}
        />
        <Section title="Markets">
          <NodeChecklist
            partnerId={concept.partnerId}
            value={businessNodes}
            onChange={edit(setBusinessNodes)}
            disabledReason={creation.isPending && WORKING}
          />
        </Section>
        <Section title="Platforms">
          <PlatformChoice value={platforms} onChange={edit(setPlatforms)} disabled={creation.isPending} />
        </Section>
        <Section title="Templates">
          <TemplateChoice
            templates={templates}
            value={templateIds}
            onChange={edit(setTemplateIds)}
            disabled={creation.isPending}
          />
        </Section>
        <Section title="Flight dates">
          <FlightFields value={flight} onChange={edit(setFlight)} error={datesProblem} disabled={creation.isPending} />
        </Section>
        <TreeSummary platforms={platforms} templates={chosen} />
        <Stack direction="row" spacing={1}>
          <WhyDisabled reason={blocked}>
            <Button type="submit" variant="contained" disabled={!!blocked}>
              Create campaign
            </Button>
          </WhyDisabled>
          <Button color="inherit" onClick={() => void navigate(-1)}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};
