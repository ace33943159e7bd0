// 'Import feed' on the personalise screen (issue 23 §3; spec 1 §7 feeds, feeds/check): a CSV or XLSX file is checked
// first ('The file could be parsed' with its columns and first rows, or 'The file could not be parsed' with the
// server's reason, spec 3 §8), then its columns are mapped and it is imported with the bytes' progress, then the
// import's wait. The result counts the feed statuses of spec 3 §3: new, updated, archived, and the rows unchanged.
import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import type { FeedCheckAnswer, FeedImportAnswer, PersonaliseTree } from '../../../../domain/personalise/answers';
import { FEED_NOT_PARSED, type FeedMapping } from '../../../../domain/personalise/feed-rows';
import { fileProgress, FileDropZone, type FileProgress } from '../../common/FileDropZone';
import { WhyDisabled } from '../../common/WhyDisabled';
import type { TreeRef } from '../../providers/adapters/personalise';
import { checkFeed, importFeed } from '../../providers/feeds';
import type { UploadHandle } from '../../providers/multipartUpload';
import { FeedMappingFields, feedElements, guessedMapping } from './FeedMappingFields';
import { FeedScheduleSection } from './FeedScheduleSection';

type Step =
  | { kind: 'choose' }
  | { kind: 'checked'; file: File; check: FeedCheckAnswer; mapping: FeedMapping }
  | { kind: 'importing'; file: File; check: FeedCheckAnswer; mapping: FeedMapping }
  | { kind: 'done'; result: FeedImportAnswer };

/** The refusal's words and, for a file that could not be parsed, the reason under them. */
function failureOf(error: unknown): string {
  const http = error as HttpError & { body?: { message?: string; details?: { reason?: string } } };
  const reason = http.body?.details?.reason;
  return reason ? `${http.message}: ${reason}` : (http.message ?? FEED_NOT_PARSED);
}

const Preview = ({ check }: { check: FeedCheckAnswer }) => (
  <Box sx={{ overflowX: 'auto', maxHeight: 220 }}>
    <Table size="small" aria-label="The feed's first rows">
      <TableHead>
        <TableRow>
          {check.columns.map((c) => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {check.preview.map((row, i) => (
          <TableRow key={i}>
            {row.map((cell, j) => (
              <TableCell key={j}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

const Counts = ({ result }: { result: FeedImportAnswer }) => (
  <Stack direction="row" spacing={3} data-testid="feed-result" role="status">
    {(
      [
        ['New', result.new],
        ['Updated', result.updated],
        ['Archived', result.archived],
        ['Unchanged', result.unchanged],
      ] as const
    ).map(([label, n]) => (
      <Box key={label}>
        <Typography variant="h5">{n}</Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    ))}
  </Stack>
);

interface FeedImportDialogProps {
  open: boolean;
  treeRef: TreeRef;
  tree: PersonaliseTree;
  onClose: () => void;
}

export const FeedImportDialog = ({ open, treeRef, tree, onClose }: FeedImportDialogProps) => {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [progress, setProgress] = useState<FileProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<UploadHandle<unknown> | null>(null);
  const elements = feedElements(tree);

  const send = async <T,>(file: File, start: (onProgress: (l: number, t: number) => void) => UploadHandle<T>) => {
    setError(null);
    setProgress(fileProgress(file.name, 0, 1));
    const handle = start((loaded, total) => setProgress(fileProgress(file.name, loaded, total)));
    upload.current = handle;
    try {
      return await handle.done;
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const check = async (file: File) => {
    try {
      const answer = await send(file, (p) => checkFeed(file, p));
      setStep({ kind: 'checked', file, check: answer, mapping: guessedMapping(answer.columns, elements) });
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setError(failureOf(e));
    }
  };

  const run = async (from: Extract<Step, { kind: 'checked' }>) => {
    setStep({ ...from, kind: 'importing' });
    try {
      const result = await send(from.file, (p) => importFeed(treeRef, from.mapping, from.file, p));
      setStep({ kind: 'done', result });
      await queryClient.invalidateQueries({ queryKey: ['personalise', treeRef.campaignId] });
    } catch (e) {
      setStep(from);
      if ((e as Error).name !== 'AbortError') setError(failureOf(e));
    }
  };

  const close = () => {
    upload.current?.abort();
    setStep({ kind: 'choose' });
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="feed-import-title">
      <DialogTitle id="feed-import-title">Import feed</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" data-testid="feed-error">
              {error}
            </Alert>
          )}
          {step.kind === 'choose' && (
            <FileDropZone
              label="Choose feed"
              hint="A CSV or XLSX file: one row per variant, with a column that keys each row"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onFile={(file) => void check(file)}
              progress={progress}
              disabledReason={null}
              testId="feed"
            />
          )}
          {(step.kind === 'checked' || step.kind === 'importing') && (
            <>
              <Alert severity="success" data-testid="feed-check">
                {step.check.message}: {step.file.name}, {step.check.rows} row{step.check.rows === 1 ? '' : 's'}
              </Alert>
              <Preview check={step.check} />
              <FeedMappingFields
                columns={step.check.columns}
                elements={elements}
                mapping={step.mapping}
                onChange={(mapping) => step.kind === 'checked' && setStep({ ...step, mapping })}
              />
              {step.kind === 'importing' && (
                <Box role="status" aria-live="polite">
                  <Typography variant="body2">
                    {progress
                      ? `Sending ${step.file.name}… ${progress.percent}%`
                      : `Importing ${step.check.rows} rows…`}
                  </Typography>
                  <LinearProgress
                    aria-label="Importing the feed"
                    {...(progress ? { variant: 'determinate', value: progress.percent } : {})}
                  />
                </Box>
              )}
            </>
          )}
          {step.kind === 'done' && (
            <>
              <Typography>The feed was imported.</Typography>
              <Counts result={step.result} />
            </>
          )}
          <FeedScheduleSection treeRef={treeRef} mapping={step.kind === 'checked' ? step.mapping : null} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {step.kind === 'checked' && <Button onClick={() => setStep({ kind: 'choose' })}>Choose another file</Button>}
        <Button onClick={close}>{step.kind === 'done' ? 'Close' : 'Cancel'}</Button>
        {(step.kind === 'checked' || step.kind === 'importing') && (
          <WhyDisabled
            reason={
              step.kind === 'importing'
                ? 'Please wait: the feed is being imported'
                : !step.mapping.idColumn && 'Choose the column that keys each row'
            }
          >
            <Button
              variant="contained"
              disabled={step.kind === 'importing' || !step.mapping.idColumn}
              onClick={() => step.kind === 'checked' && void run(step)}
            >
              Import
            </Button>
          </WhyDisabled>
        )}
      </DialogActions>
    </Dialog>
  );
};
