// "Test connection" on the connector form: the server probes the bucket (list, put and delete a probe key, bounded at
// 15 s) and answers success or why not in words (credentials refused, access denied, bucket not found, TLS, ...),
// which the form shows as the server said it. A progress indicator runs while the probe does.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import type { ConnectionTestAnswer } from '../../../domain/cloud-storage/answers';
import { WhyDisabled } from '../common/WhyDisabled';

interface TestConnectionButtonProps {
  /** Runs the probe; a refused call (a 4xx) shows its message like a failed probe. */
  test: () => Promise<ConnectionTestAnswer>;
  /** Why the form cannot be tested yet. */
  blocked: string | false;
}

export function TestConnectionButton({ test, blocked }: TestConnectionButtonProps) {
  const [testing, setTesting] = useState(false);
  const [answer, setAnswer] = useState<ConnectionTestAnswer | null>(null);
  const run = async () => {
    setTesting(true);
    setAnswer(null);
    try {
      setAnswer(await test());
    } catch (failure) {
      setAnswer({ isConnected: false, error: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setTesting(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <WhyDisabled reason={blocked}>
        <Button
          variant="outlined"
          disabled={testing || !!blocked}
          onClick={() => void run()}
          startIcon={testing ? <CircularProgress size={16} aria-label="Testing the connection" /> : undefined}
        >
          {testing ? 'Testing…' : 'Test connection'}
        </Button>
      </WhyDisabled>
      {answer && (
        <Alert severity={answer.isConnected ? 'success' : 'error'} role="status" sx={{ alignSelf: 'stretch' }}>
          {answer.isConnected ? 'Connected: the bucket can be listed, written and cleaned up' : answer.error}
        </Alert>
      )}
    </Stack>
  );
}
