// POST /assets/single-files?partnerId&uid as multipart form data, reporting the bytes of stage 1 (to the
// application server, spec 1 §4). The fields go first, then one `file` part per file, so the server knows the
// batch before the bytes arrive.
import { postMultipart, type OnProgress, type UploadHandle } from './multipartUpload';
import { enc } from './requests';
import type { UploadAccepted } from './assetTypes';

interface UploadFilesRequest {
  partnerId: string | null;
  /** The client's upload-batch id. */
  uid: string;
  files: File[];
  nodeIds: string[];
  tags: string[];
  unzip: boolean;
  parentId?: string | null;
}

export function uploadFiles(request: UploadFilesRequest, onProgress: OnProgress): UploadHandle<UploadAccepted> {
  const form = new FormData();
  form.append('nodeIds', JSON.stringify(request.nodeIds));
  form.append('tags', JSON.stringify(request.tags));
  form.append('unzip', request.unzip ? 'true' : 'false');
  if (request.parentId) form.append('parentId', request.parentId);
  for (const file of request.files) form.append('file', file, file.name);

  const query = `${request.partnerId ? `partnerId=${enc(request.partnerId)}&` : ''}uid=${enc(request.uid)}`;
  return postMultipart<UploadAccepted>(`/assets/single-files?${query}`, form, onProgress);
}
