// The parts every record form page has (the SSO configs, the cloud connectors): the page that loads the record
// (nothing to load at /new), a labelled choice among a few kinds, and Save beside Cancel.
import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { PageHeader } from './PageHeader';

interface RecordFormPageProps<T extends { id: string }> {
  /** The record's id from the route; none at /new. */
  id: string | undefined;
  record: UseQueryResult<T>;
  title: string;
  newTitle: string;
  /** The form, given the record once loaded (null at /new); it is made again for another record. */
  form: (record: T | null) => ReactNode;
}

export function RecordFormPage<T extends { id: string }>({
  id,
  record,
  title,
  newTitle,
  form,
}: RecordFormPageProps<T>) {
  return (
    <>
      <PageHeader title={id ? title : newTitle} />
      {id && record.isPending && <CircularProgress />}
      {record.error && <Alert severity="error">{record.error.message}</Alert>}
      {(!id || record.data) && <Fragment key={record.data?.id ?? 'new'}>{form(record.data ?? null)}</Fragment>}
    </>
  );
}

/** One of a few kinds (a provider, a storage type), each by its label. */
export function KindToggle<K extends string>({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: K;
  labels: Record<K, string>;
  onChange: (value: K) => void;
}) {
  return (
    <div>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        onChange={(_, next: K | null) => next && onChange(next)}
        aria-label={label}
      >
        {(Object.keys(labels) as K[]).map((kind) => (
          <ToggleButton key={kind} value={kind}>
            {labels[kind]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

/** Save (the form's submit) and Cancel, back to the list. */
export function FormActions({ saving, cancelTo }: { saving: boolean; cancelTo: string }) {
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
      <Button onClick={() => void navigate(cancelTo)}>Cancel</Button>
    </Stack>
  );
}
