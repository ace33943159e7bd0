// Audit trail (GET /audit): who, what, when and the event's data, newest first.
import { Fragment, useState } from 'react';
import {
  Box,
  Collapse,
  IconButton,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { ListBase, useListContext } from 'react-admin';
import { ROLE_LABELS, isRole } from '../../../domain/roles';
import { EmptyState, ErrorState } from '../common/ListStates';
import { DEFAULT_PAGE_SIZE, Pager } from '../common/Pager';
import type { AuditEntityType, AuditEntry } from '../providers/types';
import { eventInWords } from './eventWords';

const when = (iso: string) => new Date(iso).toLocaleString();
const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role === 'SYSTEM' ? 'System' : role);

const AuditRow = ({ entry }: { entry: AuditEntry }) => {
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <TableRow hover>
        <TableCell>
          <Typography variant="body2">{entry.actor.email ?? entry.actor.userId}</Typography>
          <Typography variant="caption" color="text.secondary">
            {roleLabel(entry.actor.role)}
          </Typography>
        </TableCell>
        <TableCell>{eventInWords(entry.type)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry.occurredAt)}</TableCell>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? 'Hide data' : 'Show data'}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Box
              component="pre"
              sx={{ m: 1, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflow: 'auto' }}
            >
              {JSON.stringify(entry.data, null, 2)}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
};

const AuditTable = () => {
  const { data, isPending, error, refetch } = useListContext<AuditEntry>();
  if (error) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  if (isPending) return <Skeleton variant="rectangular" height={160} aria-label="Loading" />;
  if (!data?.length) return <EmptyState title="No changes recorded yet" />;
  return (
    <Table size="small" aria-label="Audit trail">
      <TableHead>
        <TableRow>
          <TableCell>Who</TableCell>
          <TableCell>What</TableCell>
          <TableCell>When</TableCell>
          <TableCell padding="checkbox">Data</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </TableBody>
    </Table>
  );
};

export const AuditTrail = ({
  entityType,
  entityId,
  title = 'Audit trail',
}: {
  entityType: AuditEntityType;
  entityId: string;
  title?: string | false;
}) => (
  <Paper variant="outlined" sx={{ mt: 3 }} data-testid="audit-trail">
    {title && (
      <Typography variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {title}
      </Typography>
    )}
    <ListBase resource="audit" filter={{ entityType, entityId }} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation>
      <AuditTable />
      <Pager />
    </ListBase>
  </Paper>
);
