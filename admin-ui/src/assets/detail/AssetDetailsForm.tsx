// Editable name, tags and status: PATCH /assets/single-files/{id}?partnerId with the changed fields only.
import { useMemo } from 'react';
import { Alert, Paper, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useInput, useNotify } from 'react-admin';
import { LIBRARY_STATUSES } from '../../../../domain/asset/decide';
import { SaveFormButton } from '../../common/SaveFormButton';
import { validateName } from '../../common/validators';
import type { Asset, AssetChanges } from '../../providers/assetTypes';
import { useCommand } from '../../providers/useCommand';
import { TagsInput } from '../TagsInput';

const statusChoices = LIBRARY_STATUSES.map((s) => ({ id: s, name: s.charAt(0).toUpperCase() + s.slice(1) }));

const TagsField = () => {
  const { field } = useInput<string[]>({ source: 'tags', defaultValue: [] });
  return <TagsInput value={field.value ?? []} onChange={field.onChange} />;
};

export const AssetDetailsForm = ({ asset, partnerId }: { asset: Asset; partnerId: string | null }) => {
  const notify = useNotify();
  const defaults = useMemo(
    () => ({ name: asset.name, tags: asset.tags ?? [], status: asset.status || 'new' }),
    [asset.name, asset.tags, asset.status],
  );
  const [run, save] = useCommand('changeAsset', {
    onSuccess: (saved) => notify(`Asset ${saved.name} updated`, { type: 'success' }),
  });
  const submit = (values: Record<string, unknown>) => {
    const v = values as { name: string; tags: string[]; status: string };
    const changes: AssetChanges = {};
    if (v.name !== asset.name) changes.name = v.name;
    if (v.tags.join('\u0000') !== (asset.tags ?? []).join('\u0000')) changes.tags = v.tags;
    if (v.status !== asset.status) changes.status = v.status;
    if (Object.keys(changes).length) void run({ id: asset.id, partnerId, ...changes });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Name, tags and status
      </Typography>
      <Form key={asset.updatedAt ?? ''} onSubmit={submit} defaultValues={defaults}>
        {save.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {save.error.message}
          </Alert>
        )}
        <TextInput source="name" label="Name" validate={validateName} fullWidth />
        <TagsField />
        <SelectInput source="status" label="Status" choices={statusChoices} fullWidth sx={{ mt: 2 }} />
        <SaveFormButton label="Save" pending={save.isPending} />
      </Form>
    </Paper>
  );
};
