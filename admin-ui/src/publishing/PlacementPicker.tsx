// Where a market's Google Ads and Meta ads go (issue 20 §3): its Google Ads ad group (a campaign, then one of its ad
// groups), or its Meta ad set for the variants without a Meta Ad Set segment (those with one go into their segment's
// ad set). Read through the market's connection; a failed look-up shows the spec's words and the platform's reason.
import { useState } from 'react';
import { Alert, FormControl, InputLabel, ListSubheader, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { GADS_MESSAGES } from '../../../domain/gads/messages';
import { META_MESSAGES } from '../../../domain/meta/messages';
import { useMetaAccounts } from '../personalise/meta/useMetaAccounts';
import { getGadsAdGroups, getGadsCampaigns, getMetaCampaigns } from './placementCalls';

export type PlacedPlatform = 'gads' | 'facebook';

interface PickerProps {
  campaignId: string;
  market: { nodeId: string; name: string };
  value: string | undefined;
  onChange: (placementId: string | undefined) => void;
}

interface Option {
  id: string;
  label: string;
  disabled?: boolean;
}

/** One labelled select; `groups` put a header above each group's options. */
const Choice = ({
  label,
  value,
  groups,
  onChange,
  loading,
}: {
  label: string;
  value: string | undefined;
  groups: { name: string | null; options: Option[] }[];
  onChange: (id: string) => void;
  loading: boolean;
}) => {
  const empty = !loading && groups.every((g) => g.options.length === 0);
  return (
    <FormControl size="small" sx={{ minWidth: 220 }} disabled={loading || empty}>
      <InputLabel>{loading ? `${label} (loading…)` : empty ? `${label}: none` : label}</InputLabel>
      <Select
        label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        SelectDisplayProps={{ 'aria-label': label }}
      >
        {groups.flatMap((group) => [
          ...(group.name ? [<ListSubheader key={`group-${group.name}`}>{group.name}</ListSubheader>] : []),
          ...group.options.map((option) => (
            <MenuItem key={option.id} value={option.id} disabled={option.disabled}>
              {option.label}
            </MenuItem>
          )),
        ])}
      </Select>
    </FormControl>
  );
};

const Failure = ({ title, error }: { title: string; error: Error | null }) =>
  error ? (
    <Alert severity="error">
      {title}: {error.message}
    </Alert>
  ) : null;

const AdGroupPicker = ({ market, value, onChange }: PickerProps) => {
  const [campaign, setCampaign] = useState<string>();
  const campaigns = useQuery({
    queryKey: ['gads-campaigns', market.nodeId],
    queryFn: () => getGadsCampaigns(market.nodeId),
  });
  const adGroups = useQuery({
    queryKey: ['gads-adgroups', market.nodeId, campaign],
    enabled: campaign !== undefined,
    queryFn: () => getGadsAdGroups(market.nodeId, campaign!),
  });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Choice
          label={`${market.name}: Google Ads campaign`}
          value={campaign}
          loading={campaigns.isPending}
          groups={[{ name: null, options: (campaigns.data ?? []).map((c) => ({ id: c.id, label: c.name })) }]}
          onChange={(id) => {
            setCampaign(id);
            onChange(undefined);
          }}
        />
        <Choice
          label={`${market.name}: ad group`}
          value={value}
          loading={campaign !== undefined && adGroups.isPending}
          groups={[{ name: null, options: (adGroups.data ?? []).map((g) => ({ id: g.id, label: g.name })) }]}
          onChange={onChange}
        />
      </Stack>
      <Failure title={GADS_MESSAGES.failedToLoadCampaigns} error={campaigns.error ?? adGroups.error} />
    </Stack>
  );
};

const AdSetPicker = ({ campaignId, market, value, onChange }: PickerProps) => {
  const accounts = useMetaAccounts(campaignId);
  const adAccount = accounts.data?.find((a) => a.nodeId === market.nodeId)?.facebookAdAccountId;
  const campaigns = useQuery({
    queryKey: ['meta-campaigns', adAccount],
    enabled: adAccount !== undefined,
    queryFn: () => getMetaCampaigns(adAccount!),
  });
  const groups = (campaigns.data ?? []).map((c) => ({
    name: c.name,
    options: (c.adSets ?? []).map((s) => ({
      id: s.id,
      label: s.completed ? `${s.name} (ended)` : s.name,
      disabled: s.completed,
    })),
  }));
  return (
    <Stack spacing={1}>
      <Choice
        label={`${market.name}: Meta ad set`}
        value={value}
        loading={accounts.isPending || (adAccount !== undefined && campaigns.isPending)}
        groups={groups}
        onChange={onChange}
      />
      <Failure title={META_MESSAGES.failedToLoadCampaigns} error={accounts.error ?? campaigns.error} />
    </Stack>
  );
};

/** The pickers of one platform, a market each. */
export const PlacementPicker = ({ platform, ...props }: PickerProps & { platform: PlacedPlatform }) =>
  platform === 'gads' ? <AdGroupPicker {...props} /> : <AdSetPicker {...props} />;

export const PLACEMENT_HINTS: Record<PlacedPlatform, string> = {
  gads: 'Google Ads: the ad group each market’s ads go into.',
  facebook: 'Meta: the ad set for the variants without a Meta Ad Set segment (the others go into their segment’s).',
};

export const PlacementHint = ({ platform }: { platform: PlacedPlatform }) => (
  <Typography variant="body2" color="text.secondary">
    {PLACEMENT_HINTS[platform]}
  </Typography>
);
