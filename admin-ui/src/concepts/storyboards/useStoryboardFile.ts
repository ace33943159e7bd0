// Sends one storyboard file, as a new storyboard (import) or a new version of one, with its bytes' progress; a
// refusal ('Invalid file format') is shown as the server sent it.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fileProgress, type FileProgress } from '../../common/FileDropZone';
import { useNotifyError } from '../../common/notifications';
import { useCommand } from '../../providers/useCommand';

export function useStoryboardFile(conceptId: string, storyboardId: string | null) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [importFile] = useCommand('importStoryboard');
  const [uploadVersion] = useCommand('uploadStoryboardVersion');
  const [progress, setProgress] = useState<FileProgress | null>(null);

  const send = (file: File) => {
    setProgress({ fileName: file.name, percent: 0 });
    const onProgress = (loaded: number, total: number) => setProgress(fileProgress(file.name, loaded, total));
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
