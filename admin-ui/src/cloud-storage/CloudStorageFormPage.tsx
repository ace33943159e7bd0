// /cloud-storage/new and /cloud-storage/{id}/edit (super only; spec 3 §2, §7): a cloud storage connector, S3 (or
// S3-compatible), Google Cloud Storage or Azure Blob, for one partner or shared by all. Its secret is write-only.
// "Test connection" probes what the form holds: the typed settings with the typed secret, or, on a saved connector
// with no new secret, the saved settings (which records the result).
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Alert, MenuItem, Paper, Stack, TextField } from '@mui/material';
import type { CloudStorage } from '../../../domain/cloud-storage/answers';
import { FormActions, KindToggle, RecordFormPage } from '../common/RecordForm';
import { usePartnerOptions } from '../layout/usePartners';
import {
  CLOUD_STORAGE_KEY,
  saveCloudStorage,
  STORAGE_TYPE_LABELS,
  testCloudStorage,
  useCloudStorage,
  type CloudStorageBody,
  type ConnectionConfigBody,
  type StorageType,
} from './cloudStorageCalls';
import { SECRETS, StorageFields, type StorageFieldValues } from './StorageFields';
import { TestConnectionButton } from './TestConnectionButton';

const SHARED = 'shared';
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const initialValues = (config: CloudStorage['connectionConfig'] | undefined): StorageFieldValues => ({
  bucket: config?.bucket ?? '',
  prefix: config?.prefix ?? '',
  region: config?.region ?? '',
  endpoint: config?.endpoint ?? '',
  forcePathStyle: config?.forcePathStyle ?? false,
  accessKeyId: config?.accessKeyId ?? '',
  projectId: config?.projectId ?? '',
  clientEmail: config?.clientEmail ?? '',
  accountName: config?.accountName ?? '',
  secret: '',
});

/** The type's connectionConfig; the others' fields are left out, the secret too unless typed. */
function connectionConfig(type: StorageType, values: StorageFieldValues): ConnectionConfigBody {
  const common = { bucket: values.bucket.trim(), prefix: orNull(values.prefix), endpoint: orNull(values.endpoint) };
  const secret = values.secret ? { [SECRETS[type].field]: values.secret } : {};
  if (type === 's3')
    return {
      ...common,
      region: orNull(values.region),
      forcePathStyle: values.forcePathStyle,
      accessKeyId: orNull(values.accessKeyId),
      ...secret,
    };
  if (type === 'gcs')
    return { ...common, projectId: orNull(values.projectId), clientEmail: orNull(values.clientEmail), ...secret };
  return { ...common, accountName: orNull(values.accountName), ...secret };
}

function CloudStorageForm({ storage }: { storage: CloudStorage | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const partners = usePartnerOptions();
  const [partnerId, setPartnerId] = useState(storage ? (storage.partnerId ?? SHARED) : SHARED);
  const [name, setName] = useState(storage?.name ?? '');
  const [type, setType] = useState<StorageType>(storage?.storageType ?? 's3');
  const [values, setValues] = useState(() => initialValues(storage?.connectionConfig));
  const [edited, setEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const secretSaved = !!storage?.connectionConfig.secretSet && storage.storageType === type;

  const change = (next: Partial<StorageFieldValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setEdited(true);
  };
  const body = (): CloudStorageBody => ({
    name: name.trim(),
    storageType: type,
    connectionConfig: connectionConfig(type, values),
  });

  // A typed secret tests the form as it is; without one only the saved connector can be probed.
  const testsSaved = !!storage && !values.secret;
  const testBlocked =
    (!values.bucket.trim() && 'Fill in the bucket first') ||
    (!storage && !values.secret && `Type the ${SECRETS[type].label.toLowerCase()} first`) ||
    (testsSaved && edited && `Save the changes, or type the ${SECRETS[type].label.toLowerCase()}, to test them`);
  const test = async () => {
    const { storageType, connectionConfig: config } = body();
    const answer = await testCloudStorage(testsSaved ? storage.id : undefined, {
      storageType,
      connectionConfig: config,
    });
    if (testsSaved) await queryClient.invalidateQueries({ queryKey: CLOUD_STORAGE_KEY });
    return answer;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await saveCloudStorage(storage?.id, partnerId === SHARED ? null : partnerId, body());
      await queryClient.invalidateQueries({ queryKey: CLOUD_STORAGE_KEY });
      notify(`Cloud connector ${name} saved`, { type: 'success' });
      void navigate('/cloud-storage');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The cloud connector was not saved');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper component="form" onSubmit={(e) => void submit(e)} sx={{ p: 3, maxWidth: 720 }} aria-label="Cloud connector">
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          select
          label="Partner"
          value={partnerId}
          disabled={!!storage}
          helperText="A shared connector may serve any partner's business nodes"
          onChange={(e) => setPartnerId(e.target.value)}
        >
          <MenuItem value={SHARED}>Shared by all partners</MenuItem>
          {(partners.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Name" value={name} required onChange={(e) => setName(e.target.value)} />
        <KindToggle
          label="Storage type"
          value={type}
          labels={STORAGE_TYPE_LABELS}
          onChange={(value) => {
            setType(value);
            change({ secret: '' });
          }}
        />
        <StorageFields type={type} values={values} secretSaved={secretSaved} onChange={change} />
        {/* A result describes the settings it was run on: a change clears it. */}
        <TestConnectionButton key={JSON.stringify([type, values])} test={test} blocked={testBlocked} />
        <FormActions saving={saving} cancelTo="/cloud-storage" />
      </Stack>
    </Paper>
  );
}

export const CloudStorageFormPage = () => {
  const { storageId } = useParams();
  const storage = useCloudStorage(storageId);
  return (
    <RecordFormPage
      id={storageId}
      record={storage}
      title="Cloud connection"
      newTitle="New cloud connection"
      form={(record) => <CloudStorageForm storage={record} />}
    />
  );
};

export default CloudStorageFormPage;
