// /admin/external-storage/{nodeId} (admin group; spec 3 §2, §7, the flag 'edit business node cloud storage setting'):
// which cloud connector serves which entity types of one business node, under which path; connect, change and
// remove (each confirmed). The connectors offered are the node's partner's and the shared ones
// (GET /business-nodes/{id}/usable-cloud-storages); a super user makes them on /cloud-storage.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import {
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import { can } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { STORAGE_TYPE_LABELS } from '../cloud-storage/cloudStorageCalls';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageHeader } from '../common/PageHeader';
import { BackButton } from '../common/UserBits';
import { WhyDisabled } from '../common/WhyDisabled';
import { useCurrentPartner, usePartnerLink } from '../layout/usePartners';
import { findNode, useBusinessTree } from '../tree/useBusinessTree';
import { ConnectionDialog, type ConnectorChoice } from './ConnectionDialog';
import {
  ENTITY_TYPE_LABELS,
  nodeStorageCalls,
  useNodeConnections,
  useUsableConnectors,
  type ConnectionBody,
  type NodeStorageConnection,
} from './nodeStorageCalls';

export const NodeStoragePage = () => {
  const { nodeId = '' } = useParams();
  const session = useSession();
  const role = session?.role ?? 'ANALYST';
  const editable = can(role, 'treeEditBusinessNodeCloudStorage');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { partnerId } = useCurrentPartner();
  const link = usePartnerLink();
  const node = findNode(useBusinessTree(partnerId).data, nodeId);
  const nodeName = node?.name ?? 'this node';
  const connections = useNodeConnections(nodeId);
  const storages = useUsableConnectors(nodeId, editable);
  const calls = nodeStorageCalls(nodeId);
  const [editing, setEditing] = useState<NodeStorageConnection | 'new' | null>(null);
  const [removing, setRemoving] = useState<NodeStorageConnection | null>(null);
  const [removePending, setRemovePending] = useState(false);

  const settled = (answer: NodeStorageConnection[]) => queryClient.setQueryData(calls.key, answer);
  const save = async (body: ConnectionBody) => {
    const current = editing === 'new' ? null : editing;
    settled(current ? await calls.change(current.connectionId, body) : await calls.connect(body));
    notify(current ? 'Connection saved' : `${nodeName} connected`, { type: 'success' });
  };
  const remove = async (connection: NodeStorageConnection) => {
    setRemovePending(true);
    try {
      settled(await calls.disconnect(connection.connectionId));
      notify('Connection removed', { type: 'success' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'The connection was not removed', { type: 'error' });
    } finally {
      setRemovePending(false);
      setRemoving(null);
    }
  };

  // The partner's and the shared connectors; until they are known, a connection keeps the one it has.
  const choices = (connection: NodeStorageConnection | null): ConnectorChoice[] =>
    storages.data ??
    (connection
      ? [{ id: connection.storageId, name: connection.storageName ?? '', storageType: connection.storageType }]
      : []);
  // A super user, who makes the connectors, is led to make the first one rather than told to ask a super user.
  const makesConnectors = can(role, 'treeEditPartnerCloudConnection');
  const noConnector = storages.data?.length === 0;
  const addBlocked =
    noConnector &&
    (makesConnectors
      ? 'No cloud connector yet: make one first (New cloud connection)'
      : 'No cloud connector yet: a super user adds them');
  const addButton = editable && (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
      {noConnector && makesConnectors && (
        <Button component={RouterLink} to="/cloud-storage/new" variant="outlined" startIcon={<Add />}>
          New cloud connection
        </Button>
      )}
      <WhyDisabled reason={addBlocked}>
        <Button variant="contained" startIcon={<Add />} disabled={!!addBlocked} onClick={() => setEditing('new')}>
          Connect a cloud storage
        </Button>
      </WhyDisabled>
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={node ? `Cloud storage of ${node.name}` : 'Cloud storage'}
        subtitle="Where this node's assets, creatives and templates are exported"
        actions={
          <>
            <BackButton to={link('/admin/tree')} label="Partner tree" />
            {addButton}
          </>
        }
      />
      {connections.isPending && <CircularProgress aria-label="Loading the connections" />}
      {connections.error && (
        <ErrorState message={connections.error.message} onRetry={() => void connections.refetch()} />
      )}
      {connections.data?.length === 0 && (
        <Paper>
          <EmptyState
            title="No cloud storage connected"
            text="Nothing of this node is exported yet."
            action={addButton}
          />
        </Paper>
      )}
      {!!connections.data?.length && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Cloud storage connections">
            <TableHead>
              <TableRow>
                <TableCell>Cloud connector</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Entity types</TableCell>
                <TableCell>Path</TableCell>
                <TableCell>Last test</TableCell>
                {editable && <TableCell>Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {connections.data.map((connection) => (
                <TableRow key={connection.connectionId}>
                  <TableCell>{connection.storageName ?? 'Deleted connector'}</TableCell>
                  <TableCell>{connection.storageType && STORAGE_TYPE_LABELS[connection.storageType]}</TableCell>
                  <TableCell>{connection.entityTypes.map((t) => ENTITY_TYPE_LABELS[t]).join(', ')}</TableCell>
                  <TableCell>{connection.path || '(the prefix)'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={connection.isConnected ? 'success' : 'default'}
                      label={connection.isConnected ? 'Connected' : 'Not connected'}
                    />
                  </TableCell>
                  {editable && (
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => setEditing(connection)}>
                          Change
                        </Button>
                        <Button size="small" color="error" onClick={() => setRemoving(connection)}>
                          Remove
                        </Button>
                      </Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <ConnectionDialog
          nodeName={nodeName}
          connection={editing === 'new' ? null : editing}
          connectors={choices(editing === 'new' ? null : editing)}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title={`Remove ${removing?.storageName ?? 'the connection'} from ${nodeName}?`}
        content="This node's exports stop going to that connector; what was written stays in the bucket."
        confirm="Remove"
        destructive
        pending={removePending}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
};

export default NodeStoragePage;
