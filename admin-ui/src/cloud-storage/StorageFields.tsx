// The connection fields each storage type takes (spec 3 §7): S3 (an endpoint and path-style addressing make it
// S3-compatible: MinIO, an emulator), Google Cloud Storage (a service account), Azure Blob (an account). The type's
// secret is write-only: a saved one is never shown back, only said to be saved.
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { BUCKET_LABELS, type StorageType } from './cloudStorageCalls';

/** The form's text values, '' for empty; the secret is the one of the chosen type. */
export interface StorageFieldValues {
  bucket: string;
  prefix: string;
  region: string;
  endpoint: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  projectId: string;
  clientEmail: string;
  accountName: string;
  secret: string;
}

/** Each type's secret: its field in connectionConfig and its label. */
export const SECRETS: Record<StorageType, { field: 'secretAccessKey' | 'privateKey' | 'accountKey'; label: string }> = {
  s3: { field: 'secretAccessKey', label: 'Secret access key' },
  gcs: { field: 'privateKey', label: 'Private key' },
  azure: { field: 'accountKey', label: 'Account key' },
};

interface StorageFieldsProps {
  type: StorageType;
  values: StorageFieldValues;
  /** A secret of this type is saved: left empty, it is kept. */
  secretSaved: boolean;
  onChange: (change: Partial<StorageFieldValues>) => void;
}

export function StorageFields({ type, values, secretSaved, onChange }: StorageFieldsProps) {
  const text = (field: Exclude<keyof StorageFieldValues, 'forcePathStyle'>, label: string, helperText?: string) => (
    <TextField
      label={label}
      value={values[field]}
      helperText={helperText}
      onChange={(e) => onChange({ [field]: e.target.value })}
    />
  );
  const secret = SECRETS[type];
  return (
    <Stack spacing={2}>
      <TextField
        label={BUCKET_LABELS[type]}
        value={values.bucket}
        required
        onChange={(e) => onChange({ bucket: e.target.value })}
      />
      {text('prefix', 'Prefix', 'Files are written under this folder; empty for the root')}
      {type === 's3' && text('region', 'Region', 'Like us-east-1; an S3-compatible store takes any')}
      {text(
        'endpoint',
        'Endpoint',
        type === 's3'
          ? "S3-compatible stores only: the store's https URL"
          : "Only for an endpoint other than the platform's",
      )}
      {type === 's3' && (
        <FormControlLabel
          control={
            <Switch checked={values.forcePathStyle} onChange={(e) => onChange({ forcePathStyle: e.target.checked })} />
          }
          label="Path-style addresses (S3-compatible stores)"
        />
      )}
      {type === 's3' && text('accessKeyId', 'Access key id')}
      {type === 'gcs' && text('projectId', 'Project id')}
      {type === 'gcs' && text('clientEmail', 'Service account e-mail')}
      {type === 'azure' && text('accountName', 'Account name')}
      <TextField
        label={secret.label}
        type={type === 'gcs' ? 'text' : 'password'}
        autoComplete="new-password"
        multiline={type === 'gcs'}
        minRows={type === 'gcs' ? 4 : undefined}
        value={values.secret}
        required={!secretSaved}
        helperText={secretSaved ? 'Saved, type to replace' : 'Write-only: never shown back once saved'}
        onChange={(e) => onChange({ secret: e.target.value })}
      />
    </Stack>
  );
}
