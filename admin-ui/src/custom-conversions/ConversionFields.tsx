// The fields of a custom conversion's create and edit dialog: its name, and a floodlight activity of the partner's
// CM360 (GET /google/floodlightActivities/{partnerId}), loading while asked and saying why when it cannot be had
// (no node of the partner connected to CM360: the server's 409 in words).
import { Alert, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { required, SelectInput, TextInput, useDataProvider } from 'react-admin';
import type { VariaDataProvider } from '../providers/dataProvider';
import { validateName } from '../common/validators';

export function useFloodlightActivities(partnerId: string) {
  const dataProvider = useDataProvider<VariaDataProvider>();
  return useQuery({
    queryKey: ['floodlight-activities', partnerId],
    queryFn: () => dataProvider.floodlightActivities({ partnerId }),
    staleTime: 60_000,
    retry: false,
  });
}

export const ConversionFields = ({ partnerId }: { partnerId: string }) => {
  const activities = useFloodlightActivities(partnerId);
  return (
    <>
      <TextInput source="name" label="Name" validate={validateName} fullWidth autoFocus />
      {activities.isPending && <LinearProgress aria-label="Loading floodlight activities" sx={{ mb: 2 }} />}
      {activities.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {activities.error.message}
        </Alert>
      )}
      <SelectInput
        source="floodlightActivityId"
        label="Floodlight activity"
        choices={(activities.data ?? []).map((a) => ({
          id: a.id,
          name: `${a.name} (${a.groupName}, ${a.advertiserId})`,
        }))}
        validate={required()}
        disabled={!activities.data}
        fullWidth
      />
    </>
  );
};
