// A user segment or a schedule, created or changed (spec 2 §2 userSegments / schedule, §5): a unique name
// ('Signal name must be unique', checked as typed) without line breaks; a segment's type (the platform's types)
// and ids; a schedule's dates, weekdays and daily hours.
import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, FormGroup, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { Platform } from '../../../../domain/campaign/platforms';
import {
  SEGMENT_NAME_LINE_BREAK,
  SIGNAL_NAME_REQUIRED,
  SIGNAL_NAME_TAKEN,
  TOAST,
} from '../../../../domain/personalise/messages';
import {
  NEEDS_CAMPAIGN_IDS,
  segmentTypesFor,
  type Schedule,
  type UserSegmentType,
} from '../../../../domain/personalise/signals';
import { useNotifyFailure } from '../../common/notifications';
import { WhyDisabled, WORKING } from '../../common/WhyDisabled';
import type { VariaDataProvider } from '../../providers/dataProvider';
import type { SignalInput, TreeRef, TreeSignal } from '../../providers/adapters/personalise';
import { useCommand } from '../../providers/useCommand';
import { treeKey } from '../useTreeData';
import { useUniqueName } from './useUniqueName';

export type EditableSignalType = 'userSegment' | 'schedule';
export const SIGNAL_WORDS = { userSegment: 'user segment', schedule: 'schedule' } as const;
/** A refused save in the spec's words (spec 2 §8), by signal type and whether it was new. */
const SAVE_FAILED = {
  userSegment: { create: TOAST.createUserSegment, update: TOAST.updateUserSegment },
  schedule: { create: TOAST.createSchedule, update: TOAST.updateSchedule },
} as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
/** datetime-local's value from an ISO instant, and back. */
const localOf = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16) : '');
const isoOf = (local: string) => (local ? new Date(`${local}:00Z`).toISOString() : null);

interface SignalFormProps {
  treeRef: TreeRef;
  platform: Platform;
  type: EditableSignalType;
  /** The signal being changed; a new one without it. */
  signal: TreeSignal | null;
  onDone: () => void;
}

export const SignalForm = ({ treeRef, platform, type, signal, onDone }: SignalFormProps) => {
  const dataProvider = useDataProvider<VariaDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const types = segmentTypesFor(platform);
  const [name, setName] = useState(signal?.name ?? '');
  const [segmentType, setSegmentType] = useState<UserSegmentType>(signal?.segmentType ?? types[0]!);
  const [values, setValues] = useState((signal?.values ?? []).join('\n'));
  const [campaignIds, setCampaignIds] = useState((signal?.campaignIds ?? []).join('\n'));
  const [schedule, setSchedule] = useState<Schedule>(
    signal?.schedule ?? { startsAt: null, endsAt: null, weekdays: [], dailyFrom: null, dailyTo: null },
  );
  const check = useUniqueName(treeKey(treeRef), name, signal?.name ?? null, SIGNAL_NAME_TAKEN, (n, s) =>
    dataProvider.signalNameExists(treeRef, n, s),
  );
  const [create, creating] = useCommand('createSignal');
  const [change, changing] = useCommand('changeSignal');
  const needsIds = type === 'userSegment' && NEEDS_CAMPAIGN_IDS.includes(segmentType);
  const lineBreak = /[\r\n]/.test(name) ? SEGMENT_NAME_LINE_BREAK : null;
  const hours =
    type === 'schedule' && !schedule.dailyFrom !== !schedule.dailyTo ? 'Give both daily hours, or neither' : null;
  const why =
    (name.trim() === '' && SIGNAL_NAME_REQUIRED) ||
    lineBreak ||
    check.error ||
    check.pending ||
    hours ||
    (needsIds && !lines(campaignIds).length && `A ${segmentType} segment needs its Campaign Ids`) ||
    ((creating.isPending || changing.isPending) && WORKING);

  const input = (): SignalInput => ({
    name: name.trim(),
    type,
    segmentType: type === 'userSegment' ? segmentType : null,
    values: type === 'userSegment' ? lines(values) : [],
    campaignIds: needsIds ? lines(campaignIds) : [],
    schedule: type === 'schedule' ? schedule : null,
    countries: [],
  });
  const options = (text: string) => ({
    onSuccess: () => {
      notify(text, { type: 'success' });
      onDone();
    },
    onError: (error: Error) => notifyFailure(SAVE_FAILED[type][signal ? 'update' : 'create'], error),
  });
  const save = () => {
    if (why) return;
    const word = SIGNAL_WORDS[type];
    if (signal)
      void change(
        { ...treeRef, signalId: signal.id, signal: input() },
        options(`The ${word} ${name.trim()} was saved`),
      );
    else void create({ ...treeRef, signal: input() }, options(`The ${word} ${name.trim()} was created`));
  };

  return (
    <Stack
      spacing={1.5}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      aria-label={`${signal ? 'Edit' : 'New'} ${SIGNAL_WORDS[type]}`}
      sx={{ pt: 1 }}
    >
      <TextField
        autoFocus
        size="small"
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!(check.error || lineBreak)}
        helperText={check.error ?? lineBreak ?? ' '}
      />
      {type === 'userSegment' ? (
        <>
          <TextField
            select
            size="small"
            label="Segment type"
            value={segmentType}
            onChange={(e) => setSegmentType(e.target.value as UserSegmentType)}
          >
            {types.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            multiline
            minRows={2}
            label="Values (one a line)"
            value={values}
            onChange={(e) => setValues(e.target.value)}
          />
          {needsIds && (
            <TextField
              size="small"
              multiline
              minRows={2}
              label="Campaign Ids (one a line)"
              value={campaignIds}
              onChange={(e) => setCampaignIds(e.target.value)}
            />
          )}
        </>
      ) : (
        <>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              type="datetime-local"
              label="Starts (UTC)"
              value={localOf(schedule.startsAt)}
              onChange={(e) => setSchedule({ ...schedule, startsAt: isoOf(e.target.value) })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="datetime-local"
              label="Ends (UTC)"
              value={localOf(schedule.endsAt)}
              onChange={(e) => setSchedule({ ...schedule, endsAt: isoOf(e.target.value) })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <FormGroup row aria-label="Weekdays">
            {WEEKDAYS.map((day, i) => (
              <FormControlLabel
                key={day}
                label={day}
                control={
                  <Checkbox
                    size="small"
                    checked={schedule.weekdays.includes(i)}
                    onChange={(e) =>
                      setSchedule({
                        ...schedule,
                        weekdays: e.target.checked
                          ? [...schedule.weekdays, i].sort()
                          : schedule.weekdays.filter((d) => d !== i),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              type="time"
              label="Daily from"
              value={schedule.dailyFrom ?? ''}
              onChange={(e) => setSchedule({ ...schedule, dailyFrom: e.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="time"
              label="Daily to"
              value={schedule.dailyTo ?? ''}
              onChange={(e) => setSchedule({ ...schedule, dailyTo: e.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!hours}
              helperText={hours ?? ' '}
            />
          </Stack>
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onDone}>
          Cancel
        </Button>
        <WhyDisabled reason={why}>
          <Button type="submit" variant="contained" disabled={!!why}>
            {signal ? 'Save' : 'Create'}
          </Button>
        </WhyDisabled>
      </Stack>
    </Stack>
  );
};
