// POST a multipart form through XMLHttpRequest rather than fetch, because only XMLHttpRequest reports the bytes
// sent (stage 1 of an upload, spec 1 §4). The answer is judged like every other call (httpClient's rules for
// 401, 404, > 500 and the x-version check); the caller adds its fields before its files, so the server knows
// what the bytes are for before they arrive.
import { API_URL, answerOutsideFetch } from './httpClient';

export type OnProgress = (loaded: number, total: number) => void;

export interface UploadHandle<T> {
  done: Promise<T>;
  abort(): void;
}

/** `path` is under the API (`/assets/…`, with its query). */
export function postMultipart<T>(path: string, form: FormData, onProgress?: OnProgress): UploadHandle<T> {
  const url = `${API_URL}${path}`;
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : e.loaded);
    xhr.onload = () => {
      const error = answerOutsideFetch(
        xhr.status,
        xhr.statusText,
        xhr.responseText,
        xhr.getResponseHeader('x-version'),
        `POST ${url}`,
      );
      if (error) return reject(error);
      try {
        resolve(JSON.parse(xhr.responseText) as T);
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

/** The fields given (leaving out missing ones), then the file, if any, under `file`. */
export function multipartForm(fields: Record<string, string | undefined>, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (file) form.append('file', file, file.name);
  return form;
}
