// What a segment CSV import shows once the server has judged the file: a toast with how many segments it imported, or
// 'Failed to import signals' (spec 2 §8) and the server's message beside the import, row and column named.
import { useState } from 'react';
import { Alert } from '@mui/material';
import { useNotify } from 'react-admin';
import { TOAST } from '../../../../domain/personalise/messages';
import { useNotifyFailure } from '../../common/notifications';

/** `what`: the segments' name in the toast ('user segment'). */
export function useCsvOutcome(what: string, testId: string) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    /** The command's callbacks for one file; the last refusal is cleared as it is sent. */
    handlers(file: File) {
      setRefusal(null);
      return {
        onSuccess: (answer: { imported: number }) =>
          notify(`${answer.imported} ${what}(s) imported from ${file.name}`, { type: 'success' }),
        onError: (error: Error) => {
          notifyFailure(TOAST.importSignals);
          setRefusal(error.message);
        },
      };
    },
    refusal: refusal && (
      <Alert severity="error" onClose={() => setRefusal(null)} data-testid={testId}>
        {refusal}
      </Alert>
    ),
  };
}
