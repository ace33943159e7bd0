// POST /assets/single-files?partnerId&uid as multipart form data, through XMLHttpRequest so that stage 1 of
// the upload (to the application server, spec 1 §4) reports its bytes. The fields go first, then one `file`
// part per file, so the server knows the batch before the bytes arrive.
import { API_URL, answerOutsideFetch } from './httpClient';
import { enc } from './requests';
import type { UploadAnswer } from './assetTypes';

export interface UploadFilesRequest {
  partnerId: string | null;
  /** The client's upload-batch id. */
  uid: string;
  files: File[];
  nodeIds: string[];
  tags: string[];
  unzip: boolean;
  parentId?: string | null;
}

export interface UploadHandle {
  done: Promise<UploadAnswer>;
  abort(): void;
}

export function uploadFiles(request: UploadFilesRequest, onProgress: (loaded: number, total: number) => void): UploadHandle {
  const form = new FormData();
  form.append('nodeIds', JSON.stringify(request.nodeIds));
  form.append('tags', JSON.stringify(request.tags));
  form.append('unzip', request.unzip ? 'true' : 'false');
  if (request.parentId) form.append('parentId', request.parentId);
  for (const file of request.files) form.append('file', file, file.name);

  const query = `${request.partnerId ? `partnerId=${enc(request.partnerId)}&` : ''}uid=${enc(request.uid)}`;
  const url = `${API_URL}/assets/single-files?${query}`;
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadAnswer>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : e.loaded);
    xhr.onload = () => {
      const error = answerOutsideFetch(xhr.status, xhr.statusText, xhr.responseText, xhr.getResponseHeader('x-version'), `POST ${url}`);
      if (error) return reject(error);
      try {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer);
      } catch {
        reject(new Error('The upload answer could not be read'));
      }
    };
    xhr.onerror = () => reject(answerOutsideFetch(0, '', '', null, `POST ${url}`)!);
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
