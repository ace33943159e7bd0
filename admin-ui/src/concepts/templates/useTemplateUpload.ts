// Uploads one template file (a new generation, or a new version of one) and says how it went (spec 3 §5, §8):
// '{file name} file uploaded successfully.', else the server's reason (a 4xx such as the 422 of a badly named
// template), else the generic failure; failures stay 5 seconds.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { TEMPLATE_UPLOAD_FAILED, templateUploadedMessage } from '../../../../domain/template/code';
import { fileProgress, type FileProgress } from '../../common/FileDropZone';
import { ERROR_TOAST_MS } from '../../common/notifications';
import type { TemplateUploadResult } from '../../providers/adapters/templates';
import { useCommand } from '../../providers/useCommand';

/** What a template upload takes: an HTML5 banner (.zip or .html) or a video template (.mp4). */
export const TEMPLATE_FILE_TYPES = '.zip,.html,.htm,.mp4';

/** The answer's own reason for a client error; the generic text for a server failure or a lost connection. */
function failureText(error: Error & { status?: number }): string {
  return error.status && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : TEMPLATE_UPLOAD_FAILED;
}

/** `onUploaded` runs once a version was made. */
export function useTemplateUpload(conceptId: string, partnerId: string, onUploaded?: () => void) {
  const notify = useNotify();
  const [run] = useCommand('uploadTemplate');
  const [progress, setProgress] = useState<FileProgress | null>(null);
  const fail = (message: string) => notify(message, { type: 'error', autoHideDuration: ERROR_TOAST_MS });

  const upload = (file: File, generation?: number) => {
    setProgress({ fileName: file.name, percent: 0 });
    const onProgress = (loaded: number, total: number) => setProgress(fileProgress(file.name, loaded, total));
    void run(
      { conceptId, partnerId, file, generation, onProgress },
      {
        onSuccess: (data: TemplateUploadResult) => {
          if (!data.uploadStatus.isValid) return fail(data.uploadStatus.errorMessage ?? TEMPLATE_UPLOAD_FAILED);
          notify(templateUploadedMessage(file.name), { type: 'success' });
          onUploaded?.();
        },
        onError: (error) => fail(failureText(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return { upload, progress };
}
