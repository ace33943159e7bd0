// The notices of turning creatives on and off (spec 2 §4 "Bulk update", §8): 'Updating creatives' while the
// command runs, then '{n} creative(s) was/were updated' (3 s), or '{n} creative(s) couldn't be turned on' with the
// 'Please check:' list, or '{n} creative(s) couldn't be turned off'.
import { useCallback } from 'react';
import { couldNotTurnOff, couldNotTurnOn, PLEASE_CHECK, updated } from '../../../domain/personalise/messages';
import { BULK_SUCCESS_MS, ERROR_TOAST_MS } from '../common/notifications';
import type { ActivationFailure } from '../providers/adapters/personalise';
import { useCommand } from '../providers/useCommand';
import { UPDATING_CREATIVES } from './texts';
import { useTreeNotice, type Notice } from './TreeNotice';
import { activationBody, type Selection } from './useSelection';
import type { TreeRef } from '../providers/adapters/personalise';

const unique = (items: string[]) => [...new Set(items)];

const turnOnFailedNotice = (failed: readonly ActivationFailure[]): Notice => ({
  severity: 'warning',
  title: couldNotTurnOn(failed.length),
  header: PLEASE_CHECK,
  items: unique(failed.flatMap((f) => f.reasons)),
  durationMs: null,
});

const updatedNotice = (n: number): Notice => ({ severity: 'success', title: updated(n), durationMs: BULK_SUCCESS_MS });
const pendingNotice: Notice = { severity: 'info', title: UPDATING_CREATIVES, durationMs: null };

/** For one variant's toggle: a refusal's failures as the checklist, else the server's message. */
export function useActivationFailure() {
  const notice = useTreeNotice();
  return useCallback(
    (error: Error, direction: 'on' | 'off') => {
      const failed = (error as { body?: { details?: { failed?: ActivationFailure[] } } }).body?.details?.failed;
      if (direction === 'on' && failed?.length) notice(turnOnFailedNotice(failed));
      else
        notice({
          severity: 'error',
          title: direction === 'on' ? couldNotTurnOn(1) : couldNotTurnOff(1),
          header: error.message,
          durationMs: ERROR_TOAST_MS,
        });
    },
    [notice],
  );
}

/** Turn the selected creatives on or off; `onDone` runs after a success (the selection is cleared). */
export function useBulkActivation(ref: TreeRef, selection: Selection, onDone: () => void) {
  const notice = useTreeNotice();
  const [activate, activation] = useCommand('bulkActivate');
  const [deactivate, deactivation] = useCommand('bulkDeactivate');

  const turnOn = () => {
    notice(pendingNotice);
    void activate(
      { ...ref, variants: activationBody(selection), includeArchived: false },
      {
        onSuccess: (data) => {
          if (data.failed.length) notice(turnOnFailedNotice(data.failed));
          else notice(updatedNotice(data.updated.length));
          if (data.updated.length) onDone();
        },
        onError: (error) =>
          notice({
            severity: 'error',
            title: couldNotTurnOn(selection.size),
            header: error.message,
            durationMs: ERROR_TOAST_MS,
          }),
      },
    );
  };

  const turnOff = () => {
    notice(pendingNotice);
    const variants = [...selection.keys()];
    void deactivate(
      { ...ref, variants },
      {
        onSuccess: (data) => {
          const missed = variants.length - data.updated.length;
          notice(
            missed > 0
              ? { severity: 'warning', title: couldNotTurnOff(missed), durationMs: ERROR_TOAST_MS }
              : updatedNotice(data.updated.length),
          );
          onDone();
        },
        onError: (error) =>
          notice({
            severity: 'error',
            title: couldNotTurnOff(variants.length),
            header: error.message,
            durationMs: ERROR_TOAST_MS,
          }),
      },
    );
  };
  return { turnOn, turnOff, pending: activation.isPending || deactivation.isPending };
}
