// Client switcher (spec 1 §2.3): top admins only; searchable, grouped by partner type, placeholder
// 'Client Name'; archived partners are hidden.
import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { PARTNER_TYPES } from '../../../domain/partner/events';
import type { PartnerOption } from '../providers/types';
import { useCurrentPartner, usePartnerOptions } from './usePartners';

const typeOrder = (type: string) => PARTNER_TYPES.indexOf(type as (typeof PARTNER_TYPES)[number]);

export const ClientSwitcher = () => {
  const { partnerId, select } = useCurrentPartner();
  const { data, isPending } = usePartnerOptions();
  const options = useMemo(
    () =>
      (data ?? [])
        .filter((p) => !p.archived)
        .sort((a, b) => typeOrder(a.type) - typeOrder(b.type) || a.name.localeCompare(b.name)),
    [data],
  );
  const value = options.find((p) => p.id === partnerId) ?? null;

  return (
    <Autocomplete<PartnerOption>
      size="small"
      sx={{ width: 260, mr: 3, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
      options={options}
      loading={isPending}
      value={value}
      groupBy={(option) => option.type}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, option) => select(option?.id ?? null)}
      noOptionsText="No clients found"
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          placeholder="Client Name"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Client Name', maxLength: 100 },
          }}
        />
      )}
    />
  );
};
