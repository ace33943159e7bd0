// Connect a business node to a cloud connector, or change a connection: which connector, for which entity types
// (assets, creatives, templates), under which path of the connector's bucket. Saving asks nothing more: the dialog is
// the confirmation. The server's refusal (a connector already connected, a path leaving the prefix) shows in it.
import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { STORAGE_TYPE_LABELS } from '../cloud-storage/cloudStorageCalls';
import {
  ENTITY_TYPE_LABELS,
  type ConnectionBody,
  type EntityType,
  type NodeStorageConnection,
} from './nodeStorageCalls';

/** A connector the node may use: the node partner's own or a shared one. */
export interface ConnectorChoice {
  id: string;
  name: string;
  storageType: NodeStorageConnection['storageType'];
}

interface ConnectionDialogProps {
  nodeName: string;
  /** The connection to change; null to add one. */
  connection: NodeStorageConnection | null;
  connectors: ConnectorChoice[];
  onSave: (body: ConnectionBody) => Promise<unknown>;
  onClose: () => void;
}

export function ConnectionDialog({ nodeName, connection, connectors, onSave, onClose }: ConnectionDialogProps) {
  const [storageId, setStorageId] = useState(connection?.storageId ?? '');
  const [entityTypes, setEntityTypes] = useState<EntityType[]>(connection?.entityTypes ?? []);
  const [path, setPath] = useState(connection?.path ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = (type: EntityType, on: boolean) =>
    setEntityTypes((types) => (on ? [...types, type] : types.filter((t) => t !== type)));

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      await onSave({ storageId, entityTypes, path: path.trim() });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The connection was not saved');
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={
        connection ? `Change ${connection.storageName ?? 'the connection'} of ${nodeName}?` : `Connect ${nodeName}`
      }
      content="Exports of the chosen entity types from this node are written to the connector's bucket, under the path."
      confirm={connection ? 'Save' : 'Connect'}
      pending={pending}
      blocked={(!storageId && 'Choose a cloud connector') || (entityTypes.length === 0 && 'Choose at least one type')}
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          select
          label="Cloud connector"
          value={storageId}
          required
          onChange={(e) => setStorageId(e.target.value)}
        >
          {connectors.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
              {c.storageType && ` (${STORAGE_TYPE_LABELS[c.storageType]})`}
            </MenuItem>
          ))}
        </TextField>
        <FormGroup>
          <FormLabel>Entity types</FormLabel>
          {(Object.keys(ENTITY_TYPE_LABELS) as EntityType[]).map((type) => (
            <FormControlLabel
              key={type}
              label={ENTITY_TYPE_LABELS[type]}
              control={
                <Checkbox checked={entityTypes.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
        <TextField
          label="Path"
          value={path}
          helperText="A folder under the connector's prefix; empty for the prefix itself"
          onChange={(e) => setPath(e.target.value)}
        />
      </Stack>
    </ConfirmDialog>
  );
}
