// The notices of turning creatives on and off (spec 2 §4 "Bulk update", §8): 'Updating creatives' while the
// command runs, with the progress badge of how many (spec 2 §2: '99999+' beyond 99999), then '{n} creative(s)
// was/were updated' (3 s), or '{n} creative(s) couldn't be turned on' with the 'Please check:' list, or '{n}
// creative(s) couldn't be turned off'. A request that fails otherwise says 'Failed to activate/deactivate N
// variant(s)' over the server's reason.
import { useCallback } from 'react';
import {
  activationFailed,
  couldNotTurnOff,
  couldNotTurnOn,
  PLEASE_CHECK,
  updated,
} from '../../../domain/personalise/messages';
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
const pendingNotice = (creatives: number): Notice => ({
  severity: 'info',
  title: UPDATING_CREATIVES,
  count: creatives,
  durationMs: null,
});

/** A failed request of `variants` variants: a refused turn-on's checklist, else the spec's words over the reason. */
function failureNotice(error: Error, on: boolean, variants: number): Notice {
  const failed = (error as { body?: { details?: { failed?: ActivationFailure[] } } }).body?.details?.failed;
  if (on && failed?.length) return turnOnFailedNotice(failed);
  return {
    severity: 'error',
    title: activationFailed(on, variants),
    header: error.message,
    durationMs: ERROR_TOAST_MS,
  };
}

/** For one variant's toggle. */
export function useActivationFailure() {
  const notice = useTreeNotice();
  return useCallback(
    (error: Error, direction: 'on' | 'off') => notice(failureNotice(error, direction === 'on', 1)),
    [notice],
  );
}

/**
 * Turn the selected creatives (`creatives` of them) on or off; `onDone` runs after a success (the selection is
 * cleared).
 */
export function useBulkActivation(ref: TreeRef, selection: Selection, creatives: number, onDone: () => void) {
  const notice = useTreeNotice();
  const [activate, activation] = useCommand('bulkActivate');
  const [deactivate, deactivation] = useCommand('bulkDeactivate');

  const turnOn = () => {
    notice(pendingNotice(creatives));
    void activate(
      { ...ref, variants: activationBody(selection), includeArchived: false },
      {
        onSuccess: (data) => {
          if (data.failed.length) notice(turnOnFailedNotice(data.failed));
          else notice(updatedNotice(data.updated.length));
          if (data.updated.length) onDone();
        },
        onError: (error) => notice(failureNotice(error, true, selection.size)),
      },
    );
  };

  const turnOff = () => {
    notice(pendingNotice(creatives));
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
        onError: (error) => notice(failureNotice(error, false, variants.length)),
      },
    );
  };
  return { turnOn, turnOff, pending: activation.isPending || deactivation.isPending };
}
