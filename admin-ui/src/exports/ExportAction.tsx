// "Export to cloud storage" (issue 22 §2), wherever a screen shows exportable things: the button opens a dialog of the
// entities (each chosen by a box) and the destinations, the connections of their nodes that take the type (the
// look-up GET /business-nodes/cloud-storage-connections); Export asks for it and opens the list of exports, whose
// progress and states it follows. Disabled, saying why, when no connection takes the type, nothing is chosen, or the
// role may not export. Both dialogs are the URL's (`export=1`, `exports=1`), and the bell's links open the list.
import { useId, useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
} from '@mui/material';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { EXPORT_ACCESS } from '../../../domain/export/access';
import type { NodeStorageConnectionAnswer } from '../../../domain/node-storage/answers';
import { inGroup, WRONG_ROLES_MESSAGE } from '../../../domain/roles';
import { useSession } from '../auth/session';
import { useNotifyError } from '../common/notifications';
import { WhyDisabled, WORKING } from '../common/WhyDisabled';
import { ENTITY_TYPE_LABELS, type EntityType } from '../node-storage/nodeStorageCalls';
import { EXPORTS_KEY, requestExport, useDestinations, type ExportsFilter } from './exportCalls';
import { ExportsList } from './ExportsList';

interface Entity {
  id: string;
  name: string;
}

interface ExportActionProps {
  entityType: EntityType;
  /** What may be exported here (the page's creatives, the selected assets). */
  entities: readonly Entity[];
  /** Their nodes, whose connections are offered. */
  nodeIds: readonly string[];
  campaignId?: string;
  /** Why nothing can be exported here yet (no entities), or null. */
  nothing: string | null;
  /** Why the button is disabled when no connection takes the type. */
  noDestination: string;
  list: ExportsFilter;
  emptyList: string;
}

const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

const destinationName = (d: NodeStorageConnectionAnswer) =>
  `${d.storageName ?? 'Deleted connector'}${d.path ? ` / ${d.path}` : ''}`;

interface ChooseProps extends Pick<ExportActionProps, 'entityType' | 'entities' | 'campaignId'> {
  destinations: NodeStorageConnectionAnswer[];
  onClose: () => void;
  onDone: () => void;
}

const ChooseDialog = ({ entityType, entities, campaignId, destinations, onClose, onDone }: ChooseProps) => {
  const titleId = useId();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(entities.map((e) => e.id)));
  const [to, setTo] = useState<ReadonlySet<string>>(() =>
    destinations.length === 1 ? new Set([destinations[0]!.connectionId]) : new Set(),
  );
  const [sending, setSending] = useState(false);
  const label = ENTITY_TYPE_LABELS[entityType];
  const reason = sending
    ? WORKING
    : chosen.size === 0
      ? `Choose at least one of the ${label.toLowerCase()}`
      : to.size === 0
        ? 'Choose at least one cloud storage'
        : null;
  const send = async () => {
    setSending(true);
    try {
      await requestExport({
        entityType,
        entityIds: entities.filter((e) => chosen.has(e.id)).map((e) => e.id),
        connectionIds: destinations.filter((d) => to.has(d.connectionId)).map((d) => d.connectionId),
        ...(campaignId ? { campaignId } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
      notify('Export started', { type: 'info' });
      onDone();
    } catch (error) {
      notifyError(error as Error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Export to cloud storage</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormGroup aria-label={`${label} to export`}>
            <FormLabel>{label}</FormLabel>
            {entities.map((e) => (
              <FormControlLabel
                key={e.id}
                label={e.name}
                control={
                  <Checkbox
                    checked={chosen.has(e.id)}
                    onChange={(event) => setChosen(toggled(chosen, e.id, event.target.checked))}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormGroup aria-label="Destinations">
            <FormLabel>Destinations</FormLabel>
            {destinations.map((d) => (
              <FormControlLabel
                key={d.connectionId}
                label={destinationName(d)}
                control={
                  <Checkbox
                    checked={to.has(d.connectionId)}
                    onChange={(event) => setTo(toggled(to, d.connectionId, event.target.checked))}
                  />
                }
              />
            ))}
          </FormGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <WhyDisabled reason={reason}>
          <Button variant="contained" disabled={Boolean(reason)} onClick={() => void send()}>
            Export
          </Button>
        </WhyDisabled>
      </DialogActions>
    </Dialog>
  );
};

export const ExportAction = (props: ExportActionProps) => {
  const { entityType, entities, nodeIds, campaignId, nothing, noDestination, list, emptyList } = props;
  const role = useSession()?.role;
  const [search, setSearch] = useSearchParams();
  const listTitleId = useId();
  const may = role !== undefined && inGroup(role, EXPORT_ACCESS.create);
  const destinations = useDestinations(may ? nodeIds : [], entityType);
  if (!role || !inGroup(role, EXPORT_ACCESS.read)) return null;
  const choosing = search.get('export') === '1';
  const listing = search.get('exports') !== null;
  /** One change of the URL for both dialogs: two in a row would lose the first. */
  const show = (dialogs: { export?: string | null; exports?: string | null }) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(dialogs))
          if (value === null) next.delete(name);
          else if (value !== undefined) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const usable = (destinations.data ?? []).filter((d) => d.storageName !== null);
  const reason = !may
    ? WRONG_ROLES_MESSAGE
    : nothing
      ? nothing
      : nodeIds.length > 0 && destinations.isPending
        ? 'Looking for cloud storage…'
        : usable.length === 0
          ? noDestination
          : null;
  return (
    <>
      <WhyDisabled reason={reason}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<CloudUpload />}
          disabled={Boolean(reason)}
          onClick={() => show({ export: '1' })}
        >
          Export to cloud storage
        </Button>
      </WhyDisabled>
      <Button size="small" onClick={() => show({ exports: '1' })}>
        Exports
      </Button>
      {choosing && !reason && (
        <ChooseDialog
          entityType={entityType}
          entities={entities}
          campaignId={campaignId}
          destinations={usable}
          onClose={() => show({ export: null })}
          onDone={() => show({ export: null, exports: '1' })}
        />
      )}
      <Dialog
        open={listing}
        onClose={() => show({ exports: null })}
        aria-labelledby={listTitleId}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={listTitleId}>Exports to cloud storage</DialogTitle>
        <DialogContent dividers>{listing && <ExportsList filter={list} emptyText={emptyList} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => show({ exports: null })}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
