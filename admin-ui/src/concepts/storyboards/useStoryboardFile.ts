// Sends one storyboard file, as a new storyboard (import) or a new version of one, with its bytes' progress; a
// refusal ('Invalid file format') is shown as the server sent it.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNotifyError } from '../../common/notifications';
import { useCommand } from '../../providers/useCommand';

export interface FileProgress {
  fileName: string;
  /** 0-100: the bytes sent so far. */
  percent: number;
}

export function useStoryboardFile(conceptId: string, storyboardId: string | null) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [importFile] = useCommand('importStoryboard');
  const [uploadVersion] = useCommand('uploadStoryboardVersion');
  const [progress, setProgress] = useState<FileProgress | null>(null);

  const send = (file: File) => {
    setProgress({ fileName: file.name, percent: 0 });
    const onProgress = (loaded: number, total: number) => setProgress({ fileName: file.name, percent: total ? Math.round((loaded / total) * 100) : 0 });
    const options = {
      onSuccess: () => notify(`${file.name} uploaded`, { type: 'success' as const }),
      onError: notifyError,
      onSettled: () => setProgress(null),
    };
    if (storyboardId === null) void importFile({ conceptId, file, onProgress }, options);
    else void uploadVersion({ conceptId, storyboardId, file, onProgress }, options);
  };

  return { send, progress };
}
