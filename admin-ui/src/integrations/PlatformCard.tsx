// One platform of a node (spec 2 §3): its ids, saved together, and its tokens.
import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Publishing, TokenStatus } from '../../../domain/integration/answers';
import { PLATFORM_LABELS, type Platform } from '../../../domain/campaign/platforms';
import { PLATFORM_IDS, PLATFORM_TOKENS, type TokenProperty } from '../../../domain/integration/properties';
import { useNotifyError } from '../common/notifications';
import { NOTHING_CHANGED, WhyDisabled, WORKING } from '../common/WhyDisabled';
import { publishingKey, putPublishing } from './integrationCalls';
import { TokenRow } from './TokenRow';

/** How each property is named on the screen. */
const LABELS: Record<string, string> = {
  gadsCustomerAccountId: 'Customer account ID',
  dcmAdvertiserId: 'Advertiser ID',
  dcmNetworkId: 'Network ID',
  facebookAdAccountId: 'Ad account ID',
  facebookPageId: 'Page ID',
  instagramAccountId: 'Instagram account ID (optional)',
  dv360AdvertiserId: 'Advertiser ID',
  gadsToken: 'Google Ads access',
  dv360Token: 'DV360 access',
  youtubeToken: 'YouTube access',
  facebookToken: 'Meta access',
};

export const PlatformCard = ({ platform, answer }: { platform: Platform; answer: Publishing }) => {
  const saved = answer.publishing[platform] as Record<string, string | null | TokenStatus>;
  const idNames: readonly string[] = PLATFORM_IDS[platform];
  const initial = Object.fromEntries(idNames.map((name) => [name, (saved[name] as string | null) ?? '']));
  const [ids, setIds] = useState<Record<string, string>>(initial);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => putPublishing(answer.nodeId, { [platform]: ids }),
    onSuccess: (next) => {
      queryClient.setQueryData(publishingKey(answer.nodeId), next);
      notify(`${PLATFORM_LABELS[platform]} saved`, { type: 'success' });
    },
    onError: notifyError,
  });
  const changed = idNames.some((name) => ids[name] !== initial[name]);
  return (
    <Card variant="outlined" component="section" aria-label={PLATFORM_LABELS[platform]}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {PLATFORM_LABELS[platform]}
          </Typography>
          {idNames.length > 0 && (
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {idNames.map((name) => (
                <TextField
                  key={name}
                  size="small"
                  label={LABELS[name]}
                  value={ids[name]}
                  onChange={(e) => setIds({ ...ids, [name]: e.target.value })}
                />
              ))}
              <WhyDisabled reason={save.isPending ? WORKING : !changed && NOTHING_CHANGED}>
                <Button variant="contained" disabled={save.isPending || !changed} onClick={() => save.mutate()}>
                  Save
                </Button>
              </WhyDisabled>
            </Stack>
          )}
          {(PLATFORM_TOKENS[platform] as readonly TokenProperty[]).map((token) => (
            <TokenRow
              key={token}
              nodeId={answer.nodeId}
              token={token}
              label={LABELS[token]!}
              status={saved[token] as TokenStatus}
            />
          ))}
          {platform === 'google' && (
            <Typography variant="body2" color="text.secondary">
              Campaign Manager needs no sign-in here: its IDs are enough.
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
