// /cloud-storage (super only; spec 3 §2, §7): every cloud storage connector, with its partner (or shared), type,
// bucket or container, the last test connection and when it was created; sorted and paged in the URL. Edit, and
// delete after a confirmation (refused with the server's 'Delete failed, entity in use' while a node uses it).
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
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
  Tooltip,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import type { CloudStorage } from '../../../domain/cloud-storage/answers';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { EmptyState, ErrorState } from '../common/ListStates';
import { PageHeader } from '../common/PageHeader';
import { SortableHeaderCells } from '../common/SortableHeaderCells';
import { PageControls } from '../common/Pager';
import { pageOf } from '../common/useUrlPageParams';
import { usePartnerOptions } from '../layout/usePartners';
import {
  CLOUD_STORAGE_KEY,
  deleteCloudStorage,
  onThisMachine,
  STORAGE_TYPE_LABELS,
  useCloudStorages,
} from './cloudStorageCalls';
import { useCloudStorageParams, type ConnectorSort } from './useCloudStorageParams';

const NewButton = () => (
  <Button component={RouterLink} to="/cloud-storage/new" variant="contained" startIcon={<Add />}>
    New cloud connection
  </Button>
);

const COLUMNS: { sort: ConnectorSort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'storageType', label: 'Type' },
  { sort: 'bucket', label: 'Bucket / container' },
  { sort: 'createdAt', label: 'Created' },
];

const sortValue = (storage: CloudStorage, sort: ConnectorSort) =>
  sort === 'bucket' ? storage.connectionConfig.bucket : storage[sort];

/** Marks a connector whose bucket is on this machine (simulated storage, as the publishing pages mark platforms). */
const OnThisMachine = () => (
  <Tooltip title="Its endpoint is on this machine: exports stay here and reach no cloud">
    <Chip size="small" color="info" variant="outlined" label="Simulated: on this machine" sx={{ ml: 1 }} />
  </Tooltip>
);

const LastTest = ({ storage }: { storage: CloudStorage }) => {
  if (storage.isConnected) return <Chip size="small" variant="outlined" color="success" label="Connected" />;
  if (!storage.error) return <Chip size="small" variant="outlined" label="Not tested" />;
  return (
    <Tooltip title={storage.error}>
      <Chip size="small" variant="outlined" color="error" label="Failed" />
    </Tooltip>
  );
};

export const CloudStorageListPage = () => {
  const storages = useCloudStorages();
  const partners = usePartnerOptions();
  const { params, change } = useCloudStorageParams();
  const partnerName = (id: string | null) =>
    id === null ? 'Shared' : (partners.data?.find((p) => p.id === id)?.name ?? id);
  const sorted = [...(storages.data ?? [])].sort((a, b) => {
    const order = String(sortValue(a, params.sort)).localeCompare(String(sortValue(b, params.sort)));
    return params.order === 'ASC' ? order : -order;
  });
  const { page, pages, rows } = pageOf(sorted, params);

  return (
    <>
      <PageHeader
        title="Cloud connector"
        subtitle="Buckets and containers the partners' creatives, assets and templates are exported to"
        actions={<NewButton />}
      />
      {storages.isPending && <CircularProgress aria-label="Loading the cloud connectors" />}
      {storages.error && <ErrorState message={storages.error.message} onRetry={() => void storages.refetch()} />}
      {storages.data?.some(onThisMachine) && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          Simulated storage: connectors marked &apos;on this machine&apos; write to a bucket on the machine Varia runs
          on (the demo&apos;s is a Google Cloud Storage emulator that `npm start` runs), not to a cloud.
        </Alert>
      )}
      {storages.data?.length === 0 && (
        <Paper>
          <EmptyState
            title="No cloud connectors yet"
            text="Add an S3, Google Cloud Storage or Azure Blob connection, then connect business nodes to it."
            action={<NewButton />}
          />
        </Paper>
      )}
      {rows.length > 0 && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Cloud connectors">
            <TableHead>
              <TableRow>
                <SortableHeaderCells
                  columns={COLUMNS}
                  sort={params.sort}
                  order={params.order}
                  onSort={(sort, order) => change({ sort, order })}
                />
                <TableCell>Partner</TableCell>
                <TableCell>Last test</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((storage) => (
                <TableRow key={storage.id}>
                  <TableCell>
                    {storage.name}
                    {onThisMachine(storage) && <OnThisMachine />}
                  </TableCell>
                  <TableCell>{STORAGE_TYPE_LABELS[storage.storageType]}</TableCell>
                  <TableCell>{storage.connectionConfig.bucket}</TableCell>
                  <TableCell>{new Date(storage.createdAt).toLocaleDateString()}</TableCell>
                  <TableCell>{partnerName(storage.partnerId)}</TableCell>
                  <TableCell>
                    <LastTest storage={storage} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button component={RouterLink} to={`/cloud-storage/${storage.id}/edit`} size="small">
                        Edit
                      </Button>
                      <DeleteRecordButton
                        what={`Cloud connector ${storage.name}`}
                        title={`Delete ${storage.name}?`}
                        content="Nothing more can be exported through it; its secret is destroyed."
                        onDelete={() => deleteCloudStorage(storage.id)}
                        queryKey={CLOUD_STORAGE_KEY}
                      />
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <PageControls
            perPage={params.perPage}
            onPerPage={(perPage) => change({ perPage })}
            page={page}
            pages={pages}
            onPage={(next) => change({ page: next })}
          />
        </TableContainer>
      )}
    </>
  );
};

export default CloudStorageListPage;
