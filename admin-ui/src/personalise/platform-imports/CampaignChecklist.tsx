// The platform campaigns a segment import takes its line items or ad sets from, ticked one by one or all at once:
// a loading bar while the platform is asked, 'No campaigns' when it has none, and a failed look-up toasted in the
// spec's words (spec 2 §8) with the platform's reason under them, and a retry beside the list.
import { useEffect } from 'react';
import {
  Checkbox,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { ErrorState } from '../../common/ListStates';
import { useNotifyFailure } from '../../common/notifications';

export interface PlatformCampaign {
  id: string;
  name: string;
  /** What it holds, when the look-up says (Meta: its ad sets). */
  detail?: string;
}

export interface CampaignsLookup {
  data: PlatformCampaign[] | undefined;
  loading: boolean;
  error: Error | null;
  retry: () => void;
}

interface CampaignChecklistProps {
  lookup: CampaignsLookup;
  /** The spec's toast of a failed look-up. */
  failedLoading: string;
  picked: ReadonlySet<string>;
  onPicked: (picked: Set<string>) => void;
}

export const CampaignChecklist = ({ lookup, failedLoading, picked, onPicked }: CampaignChecklistProps) => {
  const notifyFailure = useNotifyFailure();
  const { data, loading, error, retry } = lookup;
  useEffect(() => {
    if (error) notifyFailure(failedLoading, error);
  }, [error, failedLoading, notifyFailure]);
  if (loading) return <LinearProgress aria-label="Loading the campaigns" sx={{ my: 2 }} />;
  if (error) return <ErrorState message={error.message} onRetry={retry} />;
  if (!data) return null;
  if (!data.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="campaigns-empty">
        No campaigns
      </Typography>
    );
  const toggle = (id: string) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onPicked(next);
  };
  const all = data.every((c) => picked.has(c.id));
  return (
    <>
      <FormControlLabel
        label="All campaigns"
        control={
          <Checkbox
            size="small"
            checked={all}
            indeterminate={!all && data.some((c) => picked.has(c.id))}
            onChange={() => onPicked(new Set(all ? [] : data.map((c) => c.id)))}
          />
        }
      />
      <List dense aria-label="Platform campaigns" sx={{ maxHeight: 280, overflow: 'auto' }}>
        {data.map((campaign) => (
          <ListItem key={campaign.id} disablePadding>
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={picked.has(campaign.id)}
                onChange={() => toggle(campaign.id)}
                slotProps={{ input: { 'aria-label': campaign.name } }}
              />
            </ListItemIcon>
            <ListItemText
              primary={campaign.name}
              secondary={[campaign.id, campaign.detail].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};
